import Foundation
import NibBridgeRender
import NibBridgeTestSupport
import Testing

/// The SVG pictures' structure: size, title, and the `--show-bridges` overlay as plain SVG elements.
@Suite("SVG structure", .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct SVGStructureTests {
    static func svg(showBridges: Bool, document: String = Fixtures.galleryStoryboard, scene: String? = "gal-sc-001")
        throws -> String
    {
        let (pictures, diagnostics) = RenderRun.pictures(
            document: document, root: Fixtures.gallery, scene: scene,
            options: RenderOptions(format: .svg, showBridges: showBridges), all: false)
        #expect(!diagnostics.contains { $0.severity == .error })
        return try #require(pictures.first?.picture.svg)
    }

    @Test("An SVG document of the scene's size with a title")
    func document() throws {
        let svg = try Self.svg(showBridges: false)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<svg"))
        #expect(svg.contains("width=\"375\""))
        #expect(svg.contains("height=\"667\""))
        #expect(svg.contains("<title>GalleryViewController gal-vc-001</title>"))
        #expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
        // No overlay without --show-bridges.
        #expect(!svg.contains("nibbridge-bridge"))
    }

    @Test("--show-bridges outlines the bridged view and labels it with its nib")
    func bridgeOverlay() throws {
        let svg = try Self.svg(showBridges: true)
        #expect(svg.contains("<g id=\"nibbridge-bridges\""))
        #expect(
            svg.contains(
                "<g class=\"nibbridge-bridge\" data-nib=\"BadgeView.xib\" data-class=\"BadgeView\" data-placeholder=\"gal-bd-001\">"
            ))
        #expect(
            svg.contains(
                "<rect class=\"nibbridge-bridge-outline\" x=\"16.75\" y=\"476.75\" width=\"158.5\" height=\"58.5\""))
        #expect(svg.contains(">BadgeView.xib</text>"))
        #expect(svg.contains("<title>BadgeView loaded from \(Fixtures.badgeNib)</title>"))
        // The overlay is drawn last, over the picture.
        let overlay = try #require(svg.range(of: "nibbridge-bridges"))
        #expect(!svg[overlay.upperBound...].contains("<image"))
    }

    @Test("Nested bridged views are each outlined", CorpusDemo.requires(DemoRenderTests.xxNibBridgeDemo))
    func nested() throws {
        let document = Corpus.path(DemoRenderTests.xxNibBridgeDemo)
        let (pictures, _) = RenderRun.pictures(
            document: document, scene: "bSe-86-MaO", options: RenderOptions(format: .svg, showBridges: true), all: false
        )
        let svg = try #require(pictures.first?.picture.svg)
        #expect(svg.components(separatedBy: "data-nib=\"XXDogeView.xib\"").count - 1 == 2)
        #expect(svg.components(separatedBy: "data-nib=\"XXSarkView.xib\"").count - 1 == 1)
    }
}
