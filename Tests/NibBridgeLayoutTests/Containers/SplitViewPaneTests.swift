import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Panes of an `NSSplitView` laid out by constraints (``LayoutRule/splitViewPanes``): the split view places
/// them in a line, a divider apart, across its whole height, each holding its size at its holding priority.
///
/// `AppKitSplitPanes13.xib` is an Xcode 14 document: in a 400 × 200 view, a split view with thin vertical
/// dividers pinned 20 points from every edge holds a 120-point pane (at least 100 wide, holding priority 260)
/// and a 239-point one (250) holding a view 10 points inside its edges.
@Suite("Split view panes")
struct SplitViewPaneTests {
    static let file = "AppKitSplitPanes13.xib"

    @Test("the panes sit side by side, one point apart, across the split view's height")
    func panes() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Spl-Rt-001")
        #expect(close(laid.frame("Spl-Cv-003"), 0, 0, 120, 160))
        #expect(close(laid.frame("Spl-Cv-004"), 121, 0, 239, 160))
        #expect(close(laid.frame("Spl-Cv-005"), 10, 10, 219, 140))
    }

    @Test("a wider split view widens the pane of the lower holding priority")
    func holdingPriorities() throws {
        let laid = try LaidOut(Self.file, root: "Spl-Rt-001", size: LayoutSize(width: 500, height: 200))
        #expect(close(laid.frame("Spl-Cv-003"), 0, 0, 120, 160))
        #expect(close(laid.frame("Spl-Cv-004"), 121, 0, 339, 160))
    }

    @Test("off, nothing places the panes: they are reported ambiguous and the stored frames are lost")
    func withoutTheRule() throws {
        let lost = LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .splitViewPanes))
        #expect(lost.contains("Spl-Cv-004"))
        var engine = LayoutEngine()
        engine.rules = .all(except: .splitViewPanes)
        let off = try LaidOut(Self.file, root: "Spl-Rt-001", engine: engine)
        let pane = try #require(off.loaded.objectsByID["Spl-Cv-004"] as? LiveView)
        #expect(off.result.isAmbiguous(pane))
    }
}
