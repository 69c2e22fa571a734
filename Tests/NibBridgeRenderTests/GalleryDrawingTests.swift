import Foundation
import NibBridgeDocument
import NibBridgeRender
import Testing

/// What the gallery picture shows, checked on its pixels and on the text and images it drew.
@Suite("Drawing the gallery", .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct GalleryDrawingTests {
    static func render(showBridges: Bool = false) throws -> (Picture, PixelImage) {
        let picture = try GoldenPictureTests.picture(
            Fixtures.galleryStoryboard, scene: "gal-sc-001", showBridges: showBridges)
        return (picture, try PixelImage(png: picture.bytes))
    }

    static func close(_ a: RenderColor, _ b: RenderColor, within tolerance: Double = 0.03) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    @Test("Backgrounds in white, RGB, system and named colors (resources and asset catalog)")
    func colors() throws {
        let (_, image) = try Self.render()
        // The card: sRGB components.
        #expect(Self.close(image.pixel(x: 40, y: 390), RenderColor(red: 1, green: 0.9, blue: 0.6)))
        // The Go button: the asset catalog's Brand color set (0x7C3AC2), light appearance.
        #expect(
            Self.close(
                image.pixel(x: 140, y: 145), RenderColor(red: 0x7C / 255.0, green: 0x3A / 255.0, blue: 0xC2 / 255.0)))
        // The overflowing child: systemBlueColor from the document's resources.
        #expect(Self.close(image.pixel(x: 170, y: 455), RenderColor(red: 0, green: 0.478, blue: 1)))
        // The bridged badge keeps its placeholder's green.
        #expect(Self.close(image.pixel(x: 100, y: 480), RenderColor(red: 0.2, green: 0.7, blue: 0.4)))
        // The root view: systemBackgroundColor.
        #expect(Self.close(image.pixel(x: 5, y: 660), RenderColor(white: 1)))
    }

    @Test("Alpha, hidden views, clipping, corner radius and borders")
    func layerLook() throws {
        let (_, image) = try Self.render()
        // Half: black at alpha 0.5 over white.
        #expect(Self.close(image.pixel(x: 210, y: 375), RenderColor(white: 0.5), within: 0.02))
        // The hidden magenta view is not drawn anywhere.
        var magenta = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                if pixel.red > 0.9, pixel.blue > 0.9, pixel.green < 0.2 { magenta += 1 }
            }
        }
        #expect(magenta == 0)
        // The card clips its child (blue stops at the card's edge) and rounds its corners.
        #expect(Self.close(image.pixel(x: 180, y: 455), RenderColor(white: 1)))
        #expect(Self.close(image.pixel(x: 16, y: 364), RenderColor(white: 1)))
        // A 3-point red border (systemRedColor from the table).
        #expect(Self.close(image.pixel(x: 17, y: 414), RenderColor(red: 1, green: 0.231, blue: 0.188), within: 0.05))
    }

    @Test("Labels, buttons and text fields draw their text in the document's fonts")
    func texts() throws {
        let (picture, _) = try Self.render()
        func text(_ string: String) -> DrawnText? { picture.texts.first { $0.text == string } }
        let title = try #require(text("Hello, NibBridge"))
        #expect(title.font == FontSpec(size: 20, weight: 700))
        #expect(title.rect == IBRect(x: 16, y: 32, width: 343, height: 24))
        let body = try #require(picture.texts.first { $0.text.hasPrefix("A long label") })
        #expect(body.font.size == 15)  // UICTFontTextStyleSubhead
        // The document's namedColor Ink.
        #expect(GalleryDrawingTests.close(body.color, RenderColor(red: 0.161, green: 0.314, blue: 0.6)))
        #expect(text("Tap Me")?.color == RenderColor(red: 0, green: 122 / 255.0, blue: 1))
        #expect(text("Go")?.color == RenderColor(white: 1))
        #expect(text("Email") != nil)
        #expect(text("Second")?.font.weight == 600)
        #expect(text("Badge")?.rect == IBRect(x: 66, y: 494, width: 100, height: 24))
        #expect(text("ChartView") != nil)  // The unknown custom view's label.
    }

    @Test("Wrapped and truncated text stays in its box")
    func wrapping() throws {
        let (_, image) = try Self.render()
        // Two lines of the long label: ink in the lower half of its box.
        var inkLowerHalf = false
        for y in 86..<104 {
            for x in 16..<359 where image.pixel(x: x, y: y).red < 0.5 { inkLowerHalf = true }
        }
        #expect(inkLowerHalf)
        // Nothing of it below its box.
        for y in 105..<107 {
            for x in 16..<250 { #expect(image.pixel(x: x, y: y).red > 0.9) }
        }
    }

    @Test("Images come from the asset catalog, or a labelled box stands for them")
    func images() throws {
        let (picture, image) = try Self.render()
        let star = try #require(picture.images.first { $0.name == "star" && $0.rect.x == 199 })
        #expect(star.found)
        // Aspect fit: the 24-point star fills the 48-point square view.
        #expect(star.rect == IBRect(x: 199, y: 482, width: 48, height: 48))
        #expect(
            Self.close(image.pixel(x: 223, y: 506), RenderColor(red: 245 / 255.0, green: 180 / 255.0, blue: 20 / 255.0))
        )
        let missing = try #require(picture.images.first { $0.name == "missing" })
        #expect(!missing.found)
        #expect(picture.texts.contains { $0.text == "missing" })
    }

    @Test("The bridged view is marked with its nib")
    func bridges() throws {
        let (picture, _) = try Self.render(showBridges: true)
        let mark = try #require(picture.bridges.first)
        #expect(picture.bridges.count == 1)
        #expect(mark.nib == "BadgeView.xib")
        #expect(mark.className == "BadgeView")
        #expect(mark.rect == IBRect(x: 16, y: 476, width: 160, height: 60))
    }
}
