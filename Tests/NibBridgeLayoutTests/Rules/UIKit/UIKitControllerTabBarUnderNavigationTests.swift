import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The navigation bar above the children of a tab bar controller that a navigation controller pushes
/// (``LayoutRule/navigationBarsThroughTabBars``): IB draws the bar the tab bar controller gets above each child,
/// whose safe area ends at the bar's bottom. Catty's and tinode's stored frames pin views below it; IBAnimatable's and
/// firebase's children are stored as tall as the screen less the status bar and the bar.
///
/// `UIKitController/TabBarUnderNavigation.storyboard` is an Xcode 16 document of the iPhone 8 with safe areas: a
/// navigation controller whose root pushes a tab bar controller by a `show` segue; the root's button and the tab bar
/// controller's child's box sit 8 points below their safe areas' tops, both stored 72 points down (20 for the status
/// bar, 44 for the navigation bar).
@Suite("Navigation bars above a pushed tab bar controller's children")
struct UIKitControllerTabBarUnderNavigationTests {
    static let file = "UIKitController/TabBarUnderNavigation.storyboard"

    @Test("every view is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the tab bar controller's child is below the status bar and the navigation bar")
    func navigationBar() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Tbc-Rt-002")?.top == 64)
    }

    @Test("off, the child has no navigation bar and its box moves up")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .navigationBarsThroughTabBars))
                == ["Tbc-Bx-003"])
    }
}
