import Foundation
import NibBridgeDocument
import NibBridgeRender
import NibBridgeTestSupport
import Testing

/// The corpus's nib-bridging demos drawn as a person would check them; each test is disabled, with a message,
/// when its demo document is not in the corpus given.
@Suite(
    "Bridging demos", .enabled(if: Corpus.isAvailable, Corpus.skipMessage),
    .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct DemoRenderTests {
    static func contains(_ outer: IBRect, _ inner: IBRect, slack: Double = 0.5) -> Bool {
        inner.x >= outer.x - slack && inner.y >= outer.y - slack
            && inner.x + inner.width <= outer.x + outer.width + slack
            && inner.y + inner.height <= outer.y + outer.height + slack
    }

    static let xxNibBridgeDemo = "sunnyxx__XXNibBridge/Demo/XXNibBridgeDemo/Base.lproj/Main.storyboard"
    static let nibDesignableDemo = "mbogh__NibDesignable/NibDesignableDemo/NibDesignableDemo/Base.lproj/Main.storyboard"

    @Test(
        "XXNibBridge: the doge image box and \"I'm doge\" inside the 100x100 orange placeholder area",
        CorpusDemo.requires(xxNibBridgeDemo))
    func xxNibBridge() throws {
        let document = Corpus.path(Self.xxNibBridgeDemo)
        let (pictures, diagnostics) = RenderRun.pictures(
            document: document, scene: "bSe-86-MaO", options: RenderOptions(format: .png, showBridges: true), all: false
        )
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let picture = try #require(pictures.first).picture
        let doge = try #require(picture.bridges.first { $0.placeholderID == "B4D-q8-xyV" })
        #expect(doge.nib == "XXDogeView.xib")
        #expect(doge.rect == IBRect(x: 110, y: 117, width: 100, height: 100))
        // The doge image (no asset catalog in the demo: a labelled box) and the label, inside the placeholder.
        let image = try #require(picture.images.first { $0.name == "doge" && Self.contains(doge.rect, $0.rect) })
        #expect(!image.found)
        let label = try #require(picture.texts.first { $0.text == "I'm doge" && Self.contains(doge.rect, $0.rect) })
        #expect(label.font.size == 14)
        // The placeholder's orange (carried over to the nib's view) under them: the image box (8% black,
        // covering the whole view for scaleToFill) darkens it a little.
        let pixels = try PixelImage(png: picture.bytes)
        let corner = pixels.pixel(x: 114, y: 121)
        #expect(
            abs(corner.red - 0.92) < 0.04 && abs(corner.green - 0.68) < 0.04 && abs(corner.blue - 0.27) < 0.04,
            "\(corner)")
        // The label's ink: dark pixels inside its box.
        var ink = 0
        for y in Int(label.rect.y)..<Int(label.rect.y + label.rect.height) {
            for x in Int(label.rect.x)..<Int(label.rect.x + label.rect.width) where pixels.pixel(x: x, y: y).red < 0.4 {
                ink += 1
            }
        }
        #expect(ink > 40)
        // The nested bridge (a doge inside the sark view) is drawn too.
        #expect(picture.bridges.filter { $0.nib == "XXDogeView.xib" }.count == 2)
        #expect(picture.bridges.contains { $0.nib == "XXSarkView.xib" })
    }

    @Test(
        "NibDesignable: the avatar view shows its nib's content, filled by its inspectable properties",
        CorpusDemo.requires(nibDesignableDemo))
    func nibDesignable() throws {
        let document = Corpus.path(Self.nibDesignableDemo)
        let (pictures, diagnostics) = RenderRun.pictures(
            document: document, options: RenderOptions(format: .png, showBridges: true), all: false)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let picture = try #require(pictures.first).picture
        let avatar = try #require(picture.bridges.first { $0.nib == "ProfileAvatarView.xib" })
        #expect(avatar.rect.width > 300 && avatar.rect.height > 500)
        let name = try #require(picture.texts.first { $0.text == "John Appleseed" })
        #expect(Self.contains(avatar.rect, name.rect))
        let image = try #require(picture.images.first { $0.name == "Donkey" })
        #expect(Self.contains(avatar.rect, image.rect))
        #expect(image.rect.height > 200)
    }
}
