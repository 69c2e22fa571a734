import NibBridgeLayout
import NibBridgeLoader
import Testing

/// UIKit's extended layout under bars (`UIViewController.edgesForExtendedLayout`,
/// `extendedLayoutIncludesOpaqueBars`): a controller's view is laid out below an opaque navigation bar, or
/// below any bar when its top edge is not extended, as Interface Builder stores it. Fixtures: an Xcode 8
/// navigation controller with an opaque bar (`OpaqueBars.storyboard`, the root stored at `y="64"` with the
/// screen's whole height) and an Xcode 10 pager whose `edgesForExtendedLayout` is empty below a translucent
/// bar (`UnextendedEdges.storyboard`).
@Suite("Extended layout under bars")
struct ExtendedLayoutTests {
    private func root(_ file: String, _ id: String) throws -> LiveView {
        let loaded = LayoutFixtures.load(file)
        return try #require(loaded.objectsByID[id] as? LiveView, "no view \(id) in \(file)")
    }

    /// The ids of the fixture views a layout with these rules does not reproduce.
    private func mismatched(_ rules: LayoutRules) -> Set<String> {
        Set(FrameReproduction.measure(project: LayoutFixtures.root, rules: rules).mismatches.map(\.id))
    }

    @Test("a view below an opaque bar ends at the screen's bottom: laid out 603 points tall, not its stored 667")
    func opaqueBar() throws {
        let view = try root("OpaqueBars.storyboard", "Lst-Rt-004")
        #expect(view.frame.height == 667)
        #expect(FrameReproduction.simulatedLayoutSize(of: view) == LayoutSize(width: 375, height: 603))
        // Below the opaque bar: no status bar or navigation bar inset.
        #expect(FrameReproduction.simulatedSafeAreaInsets(of: view) == .zero)
        #expect(mismatched(.all).isEmpty)
        // At its stored height the button pinned to the bottom guide drops 64 points and the table grows.
        #expect(mismatched(.all(except: .belowBarsToScreenBottom)).isSuperset(of: ["Lst-Tb-005", "Lst-Bt-006"]))
        // Counted as translucent, the bar and the status bar push the table 64 points down.
        #expect(mismatched(.all(except: .opaqueBarsBelow)).contains("Lst-Tb-005"))
    }

    @Test("a controller whose edgesForExtendedLayout leaves the top out has no top inset below a translucent bar")
    func unextendedTop() throws {
        let view = try root("UnextendedEdges.storyboard", "Pgr-Rt-004")
        #expect(FrameReproduction.simulatedSafeAreaInsets(of: view) == .zero)
        #expect(FrameReproduction.simulatedLayoutSize(of: view) == nil)
        #expect(!mismatched(.all).contains("Pgr-Sv-005"))
        #expect(mismatched(.all(except: .unextendedTopEdge)).contains("Pgr-Sv-005"))
    }
}
