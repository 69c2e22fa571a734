import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The toolbar a controller simulates is 49 points tall above a home indicator (``LayoutRule/homeIndicatorToolbars``),
/// 44 on an iPhone with a home button. `UIKitSafeArea12/ToolbarHomeIndicator.storyboard` and `ToolbarHomeButton.storyboard`
/// are Xcode 13 documents of the iPhone 11 and the iPhone 8: a room controller simulating a toolbar, with a container
/// view from its root's top down to its safe area's bottom, stored 83 (49 and 34) and 44 points above the root's bottom.
@Suite("Toolbars above the home indicator")
struct SafeAreaToolbarHeightTests {
    static let notched = "UIKitSafeArea12/ToolbarHomeIndicator.storyboard"
    static let classic = "UIKitSafeArea12/ToolbarHomeButton.storyboard"

    @Test("every container is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.notched, rules: .all).isEmpty)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.classic, rules: .all).isEmpty)
    }

    @Test("the toolbar is 49 points above the home indicator, 44 on the iPhone 8")
    func insets() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.notched, root: "Tbh-Rt-002")?.bottom == 83)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.classic, root: "Tbb-Rt-002")?.bottom == 44)
    }

    @Test("off, the container above the home indicator grows by 5 points; the iPhone 8's stays")
    func withoutTheRule() {
        let rules = LayoutRules.all(except: .homeIndicatorToolbars)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.notched, rules: rules) == ["Tbh-Cv-003"])
        #expect(LayoutFixtures.mismatchedIDs(in: Self.classic, rules: rules).isEmpty)
    }
}
