import Foundation
import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import NibBridgeRender
import Testing

/// A view controller's xib (`SafeArea/ProfileViewController.xib`, an iPhone 14 Pro document): its label is
/// pinned to the safe area's top, which Interface Builder put below the status bar (y 59). `render` lays
/// the view out as frame reproduction does, with the safe area Interface Builder simulated, so the label is
/// drawn where Interface Builder shows it, not under the status bar.
@Suite(
    "Render uses the safe area Interface Builder simulated",
    .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct SimulatedSafeAreaRenderTests {
    static let document = Fixtures.folder + "/SafeArea/ProfileViewController.xib"

    @Test("the label pinned to the safe area is drawn at its stored place, as frame reproduction computes it")
    func labelBelowTheStatusBar() throws {
        let loaded = ConventionLoad.loader(root: Fixtures.folder + "/SafeArea").load(path: Self.document)
        let root = try #require(loaded.objectsByID["Saf-Rt-001"] as? LiveView)
        let label = try #require(loaded.objectsByID["Saf-Lb-002"] as? LiveView)
        let insets = try #require(FrameReproduction.simulatedSafeAreaInsets(of: root))
        #expect(insets.top == label.frame.y, "IB put the label at the simulated safe area's top")
        let (pictures, diagnostics) = RenderRun.pictures(
            document: Self.document, options: RenderOptions(format: .svg))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let text = try #require(pictures.first?.picture.texts.first { $0.text == "Title" })
        #expect(text.rect.y >= label.frame.y && text.rect.y < label.frame.y + label.frame.height, "\(text.rect)")
    }
}
