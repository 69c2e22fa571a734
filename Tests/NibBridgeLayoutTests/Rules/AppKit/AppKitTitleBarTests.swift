import NibBridgeLayout
import Testing

/// The title bar Interface Builder draws above an AppKit view shown on its own, from Xcode 12: the safe area
/// came to AppKit with macOS 11 (`NSView.safeAreaInsets`: "the portion of the view not covered by the window's
/// title bar"), and a view pinned to its safe area's top sits below IB's 52-point title bar
/// (`LayoutRule.appKitTitleBarXcode12`; `appKitTitleBarXcode26` covers Xcode 26 documents).
@Suite("AppKit title bar from Xcode 12")
struct AppKitTitleBarTests {
    static let document = "AppKitTitleBar12.xib"

    @Test("an Xcode 12 document's view on its own has the 52-point title bar above its safe area")
    func insets() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.document, root: "Tb1-Rt-001") == LayoutInsets(top: 52))
    }

    @Test("documents from before Xcode 12 have no AppKit safe area to inset")
    func beforeXcode12() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: "AppKitControls2.xib", root: "Ak2-Rt-001") == nil)
    }

    @Test("views pinned below the safe area's top reproduce; without the rule they sit 52 points too high")
    func frames() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.document, rules: .all).isEmpty)
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.document, rules: .all(except: .appKitTitleBarXcode12)) == [
                "Tb1-Cv-005", "Tb1-Hd-002", "Tb1-Sv-004", "Tb1-Tv-006",
            ])
        // Switching the Xcode 26 title bar off switches the title bar off altogether.
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.document, rules: .all(except: .appKitTitleBarXcode26)).count == 4)
    }
}
