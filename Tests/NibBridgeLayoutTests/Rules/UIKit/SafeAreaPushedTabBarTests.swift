import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The tab bar a navigation stack keeps below the controllers it pushes (`PushedTabBars.storyboard`, an
/// Xcode 12 document of the iPhone 8): a tab bar controller's navigation controller pushes an album from its
/// root, and a navigation controller of its own storyboard simulates the tab bar it will be shown above
/// (`simulatedBottomBarMetrics`). UIKit keeps the tab bar on screen for a pushed controller unless it sets
/// `hidesBottomBarWhenPushed` (UIViewController), so views pinned to the safe area's bottom sit 49 points
/// above the screen's bottom in the pushed album, the simulating stack's root and what that root pushes, and
/// at the home edge in the player that hides the bar.
@Suite("Tab bars kept through pushes")
struct SafeAreaPushedTabBarTests {
    @Test("a pushed controller's safe area ends at the tab bar its navigation stack shows")
    func pushedControllersKeepTheTabBar() {
        #expect(LayoutFixtures.mismatchedIDs(in: "PushedTabBars.storyboard", rules: .all).isEmpty)
    }

    @Test("off, only a tab bar controller's children and their navigation roots are inset")
    func off() {
        // The root of the tab bar controller's own stack is inset either way; the player hides the bar either way.
        #expect(
            LayoutFixtures.mismatchedIDs(in: "PushedTabBars.storyboard", rules: .all(except: .tabBarsThroughPushes))
                == ["Psh-Bv-040", "Sim-Bv-070", "Sim-Bv-080"])
    }
}
