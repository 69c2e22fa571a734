import NibBridgeLayout
import Testing

/// The tab bar Interface Builder infers below a tab bar controller's child (`TabBars.storyboard`, an
/// Xcode 12 document): a translucent bar insets the child's safe area by 49 points at the bottom; an
/// opaque one lays the child's root view out above it (stored 49 points shorter), with no inset.
@Suite("Inferred tab bars")
struct TabBarInsetTests {

    @Test("a view pinned to a tab bar controller's child's safe area sits above a translucent tab bar")
    func translucentTabBar() {
        #expect(LayoutFixtures.mismatchedIDs(in: "TabBars.storyboard", rules: .all).isEmpty)
        // Off, the translucent bar's child has no bottom inset: its controls drop to the screen's bottom. The
        // opaque bar's child is reproduced either way (its root already ends at the bar).
        #expect(
            LayoutFixtures.mismatchedIDs(in: "TabBars.storyboard", rules: .all(except: .bottomBarInsets)) == [
                "Tab-Bv-013"
            ])
    }
}
