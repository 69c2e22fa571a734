import Foundation
import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
@testable import NibBridgeRender
import NibBridgeTestSupport
import Testing

/// The frames pictures are drawn with: the layout engine's, and the stored-frame fallback.
@Suite("Frame sources", .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct FrameSourceTests {
    static func gallery() throws -> LiveView {
        let loaded = ConventionLoad.loader(root: Fixtures.gallery).load(
            path: Fixtures.galleryStoryboard, scene: "gal-sc-001")
        return try #require(loaded.objectsByID["gal-vw-001"] as? LiveView)
    }

    static func all(_ root: LiveView) -> [LiveView] {
        [root] + root.subviews.flatMap { all($0) }
    }

    @Test("Stored frames and the layout engine agree on a document whose frames its masks determine")
    func agree() throws {
        let root = try Self.gallery()
        let measurer = try PangoTextMeasurer()
        let size = LayoutSize(width: 375, height: 667)
        let stored = StoredFrameSource(measurer: measurer).layout(root, size: size, insets: ScreenInsets(top: 20))
        let engine = EngineFrameSource(engine: LayoutEngine(intrinsicSizes: measurer)).layout(
            root, size: size, insets: ScreenInsets(top: 20))
        for view in Self.all(root).dropFirst() {
            #expect(stored.frame(of: view) == view.frame, "\(view.documentID ?? "")")
            #expect(engine.frame(of: view) == view.frame, "\(view.documentID ?? "")")
        }
    }

    @Test("Autoresizing follows a bigger screen")
    func autoresizing() throws {
        let root = try Self.gallery()
        let result = StoredFrameSource(measurer: nil).layout(
            root, size: LayoutSize(width: 475, height: 767), insets: ScreenInsets())
        let title = try #require(root.subviews.first)
        #expect(result.frame(of: title) == title.frame)  // Flexible right and bottom margins: it stays.
        #expect(
            FramePropagation.autoresize(
                IBRect(x: 10, y: 10, width: 100, height: 50), mask: [.flexibleWidth, .flexibleTopMargin], dw: 20, dh: 30
            )
                == IBRect(x: 10, y: 40, width: 120, height: 50))
    }

    @Test(
        "Views without stored frames are placed from their constraints and intrinsic sizes",
        CorpusDemo.requires(DemoRenderTests.nibDesignableDemo))
    func propagation() throws {
        let path = Corpus.path(DemoRenderTests.nibDesignableDemo)
        let loaded = ConventionLoad.loader(root: ConventionLoad.projectRoot(for: path)).load(path: path)
        let root = try #require(loaded.objectsByID["8bC-Xf-vdC"] as? LiveView)
        let avatar = try #require(root.subviews.first)
        let result = StoredFrameSource.reading(DocumentIndex(), measurer: try PangoTextMeasurer()).layout(
            root, size: LayoutSize(width: 375, height: 667), insets: ScreenInsets(top: 20))
        #expect(result.frame(of: avatar) == IBRect(x: 15, y: 35, width: 345, height: 617))
        let content = try #require(avatar.subviews.first)
        #expect(result.frame(of: content) == IBRect(x: 0, y: 0, width: 345, height: 617))
        for view in content.subviews {
            let frame = try #require(result.frame(of: view))
            #expect(frame.width == 325 && frame.height > 0)
        }
    }

    @Test("AppKit frames measured from the bottom are turned over")
    func flipped() {
        #expect(
            FlippedViews.flip(IBRect(x: 5, y: 10, width: 20, height: 30), height: 100)
                == IBRect(x: 5, y: 60, width: 20, height: 30))
    }
}
