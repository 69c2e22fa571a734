import Foundation
import NibBridgeLoader
@testable import NibBridgeRender
import Testing

/// Views a document holds outside any scene render draws (a toolbar item's view, a touch bar item's view
/// controller's view, a menu item's view, a collection view item's view): Interface Builder shows each on
/// its own canvas at its stored size, so render draws each as a root view at that size.
@Suite("Held views", .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct HeldViewsRenderTests {
    static let folder = Fixtures.folder + "/HeldViews"

    /// The pictures of every object of a fixture, with the diagnostics of render.
    func pictures(_ name: String) -> (pictures: [ScenePicture], render: [String]) {
        let (pictures, diagnostics) = RenderRun.pictures(
            document: Self.folder + "/" + name, options: RenderOptions(format: .svg, reportsAmbiguity: false))
        return (pictures, diagnostics.filter { $0.rule == "render" }.map(\.description))
    }

    /// The objects drawn and their sizes, in document order.
    func drawn(_ pictures: [ScenePicture]) -> [String] {
        pictures.map { "\($0.object ?? "?") \(Int($0.picture.size.width))x\(Int($0.picture.size.height))" }
    }

    @Test("A toolbar's item views are each drawn at their stored size; spaces draw nothing")
    func toolbarItems() {
        let (pictures, render) = pictures("Toolbar.xib")
        #expect(drawn(pictures) == ["Tb1-aa-x03 64x23", "Tb1-aa-x07 160x22"])
        #expect(pictures.first?.picture.texts.map(\.text).contains("Build") == true)
        #expect(render.isEmpty)
    }

    @Test("A touch bar item's view controller's view is drawn at its stored size")
    func touchBarItems() {
        let (pictures, render) = pictures("TouchBar.xib")
        #expect(drawn(pictures) == ["Tch-bb-x04 120x18", "Tch-bb-x09 72x30"])
        #expect(pictures.first?.picture.texts.map(\.text).contains("Now playing") == true)
        #expect(render.isEmpty)
    }

    @Test("A collection view item's view is drawn with its subviews")
    func collectionViewItem() {
        let (pictures, render) = pictures("CollectionItem.xib")
        #expect(drawn(pictures) == ["Cvi-cc-x02 160x120"])
        #expect(pictures.first?.picture.texts.map(\.text).contains("Caption") == true)
        #expect(render.isEmpty)
    }

    @Test("A menu item's view is drawn; the menu's plain items are not")
    func menuItemView() {
        let (pictures, render) = pictures("MenuItemView.xib")
        #expect(drawn(pictures) == ["Mnu-dd-x03 180x24"])
        #expect(render.isEmpty)
    }

    @Test("A WatchKit interface controller's items are no views: nothing is drawn and nothing warned")
    func watchKitItems() {
        let (pictures, render) = pictures("Watch.storyboard")
        #expect(drawn(pictures) == [])
        #expect(render.isEmpty)
    }

    @Test("Rendering one file of a toolbar writes its first item's view, not 'nothing to render'")
    func oneFile() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("held-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let summary = RenderRun.run(RenderRequest(paths: [Self.folder + "/Toolbar.xib"], output: output.path))
        #expect(summary.diagnostics.map(\.description) == [])
        #expect(summary.files.map(\.object) == ["Tb1-aa-x03"])
    }

    @Test("A document with views of which none is drawn gets a warning naming it, never silence")
    func nothingDrawnWarning() throws {
        let path = Self.folder + "/MenuItemView.xib"
        let nib = try NibCache.shared.nib(atPath: path)
        let loaded = ConventionLoad.loader(root: Self.folder).load(path: path)
        let warning = RenderRun.nothingDrawnWarning(document: path, nib: nib, loaded: loaded, drawn: 0)
        #expect(warning?.severity == .warning)
        #expect(warning?.description.contains("\(path) has 1 view but none") == true)
        #expect(RenderRun.nothingDrawnWarning(document: path, nib: nib, loaded: loaded, drawn: 1) == nil)
    }
}
