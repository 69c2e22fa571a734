import Foundation
import NibBridgeDocument
import NibBridgeLoader
import NibBridgeRender
import Testing

/// Fonts, system colors, devices: the tables the pictures are drawn with.
struct StyleTests {
    @Test("Font descriptions: system sizes and weights, text styles, custom faces, AppKit meta fonts")
    func fonts() {
        #expect(FontSpec(attributes: ["type": "system", "pointSize": "17"]) == FontSpec(size: 17))
        #expect(FontSpec(attributes: ["type": "boldSystem", "pointSize": "15"]) == FontSpec(size: 15, weight: 700))
        #expect(FontSpec(attributes: ["type": "italicSystem", "pointSize": "12"]) == FontSpec(size: 12, italic: true))
        #expect(FontSpec(attributes: ["type": "system", "weight": "semibold", "pointSize": "13"])?.weight == 600)
        #expect(FontSpec(attributes: ["style": "UICTFontTextStyleBody"]) == FontSpec(size: 17))
        #expect(
            FontSpec(attributes: ["style": "UICTFontTextStyleHeadline", "pointSize": "17"])
                == FontSpec(size: 17, weight: 600))
        #expect(FontSpec(attributes: ["style": "UICTFontTextStyleCaption1"])?.size == 12)
        #expect(
            FontSpec(attributes: ["name": "HelveticaNeue-Bold", "family": "Helvetica Neue", "pointSize": "18"])
                == FontSpec(size: 18, weight: 700))
        #expect(
            FontSpec(attributes: ["name": "AvenirNext-DemiBoldItalic", "pointSize": "18"])
                == FontSpec(size: 18, weight: 600, italic: true))
        #expect(FontSpec(attributes: ["metaFont": "system"]) == FontSpec(size: 13))
        #expect(FontSpec(attributes: ["metaFont": "smallSystem"]) == FontSpec(size: 11))
        #expect(FontSpec(attributes: ["metaFont": "systemBold", "size": "14"]) == FontSpec(size: 14, weight: 700))
        #expect(FontSpec(attributes: ["key": "fontDescription"]) == nil)
        #expect(FontSpec(size: 17, weight: 600).isBold && !FontSpec(size: 17, weight: 500).isBold)
    }

    @Test("System colors by name, with or without the Color suffix")
    func systemColors() {
        #expect(SystemColors.color(named: "systemBlueColor") == RenderColor(red: 0, green: 122 / 255.0, blue: 1))
        #expect(SystemColors.color(named: "systemBlue") == SystemColors.color(named: "systemBlueColor"))
        #expect(SystemColors.color(named: "darkTextColor") == RenderColor(white: 0))
        #expect(SystemColors.color(named: "groupTableViewBackgroundColor")?.hex == "#efeff4")
        #expect(SystemColors.color(named: "secondaryLabelColor")?.alpha == 0.6)
        #expect(SystemColors.color(named: "controlTextColor") != nil)
        #expect(SystemColors.color(named: "noSuchColor") == nil)
        #expect(SystemColors.names.count > 60)
    }

    @Test("Devices by name, IB id and size; landscape")
    func devices() {
        #expect(Device.named("iPhone SE")?.width == 320)
        #expect(Device.named("iphone-15")?.height == 852)
        #expect(Device.named("retina6_12")?.name == "iPhone 15")
        #expect(Device.named("iPad Air")?.width == 820)
        #expect(Device.named("1024x768")?.width == 1024)
        #expect(Device.named("0x10") == nil)
        #expect(Device.named("phone") == nil)
        #expect(Device.interfaceBuilder("retina4_7")?.name == "iPhone 8")
        let landscape = Device.named("iPhone 8")!.landscape
        #expect(landscape.width == 667 && landscape.height == 375)
        #expect(Set(Device.all.map(\.name)).count == Device.all.count)
    }

    @Test("Picture formats from file extensions")
    func formats() {
        #expect(PictureFormat(path: "a/b.PNG") == .png)
        #expect(PictureFormat(path: "b.svg") == .svg)
        #expect(PictureFormat(path: "out") == nil)
    }
}

/// Text measured with Pango for the layout engine.
@Suite("Text measurer", .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct TextMeasurerTests {
    @Test("Sizes grow with the text and the font; wrapping at a width adds lines")
    func sizes() throws {
        let measurer = try PangoTextMeasurer()
        let short = measurer.size(of: "Label", font: FontSpec(size: 17))
        let long = measurer.size(of: "A longer label", font: FontSpec(size: 17))
        let bold = measurer.size(of: "Label", font: FontSpec(size: 17, weight: 700))
        let big = measurer.size(of: "Label", font: FontSpec(size: 34))
        #expect(short.width > 30 && short.width < 50)
        #expect(short.height >= 19 && short.height <= 22)
        #expect(long.width > short.width)
        #expect(bold.width > short.width)
        #expect(big.height > short.height * 1.8)
        let wrapped = measurer.size(
            of: "one two three four five six seven", font: FontSpec(size: 17), maxLines: 0, width: 80)
        #expect(wrapped.width <= 80)
        #expect(wrapped.height > short.height * 3)
        #expect(measurer.size(of: "", font: FontSpec(size: 17)).width == 0)
    }

    @Test("Labels' and buttons' intrinsic sizes come from their text and font; controls have UIKit's sizes")
    func intrinsicSizes() throws {
        let measurer = try PangoTextMeasurer()
        let views = try Self.views()
        let title = try #require(views["gal-lb-001"])
        let size = try #require(measurer.intrinsicContentSize(of: title, widthLimit: nil))
        #expect(size.height >= 23 && size.height <= 25)
        #expect(size.width > 140 && size.width < 200)
        let body = try #require(views["gal-lb-002"])
        let wrapped = try #require(measurer.intrinsicContentSize(of: body, widthLimit: 343))
        #expect(wrapped.height > 30)  // Two lines.
        let tapMe = try #require(views["gal-bt-001"])
        let button = try #require(measurer.intrinsicContentSize(of: tapMe, widthLimit: nil))
        #expect(button.height >= 30)
        let toggle = try #require(views["gal-sw-001"])
        let star = try #require(views["gal-iv-001"])
        let chart = try #require(views["gal-cv-001"])
        #expect(measurer.intrinsicContentSize(of: toggle, widthLimit: nil) == .init(width: 51, height: 31))
        #expect(measurer.intrinsicContentSize(of: star, widthLimit: nil) == .init(width: 24, height: 24))
        #expect(measurer.intrinsicContentSize(of: chart, widthLimit: nil) == nil)
    }

    static func views() throws -> [String: LiveView] {
        let loaded = ConventionLoad.loader(root: Fixtures.gallery).load(
            path: Fixtures.galleryStoryboard, scene: "gal-sc-001")
        return loaded.objectsByID.compactMapValues { $0 as? LiveView }
    }
}
