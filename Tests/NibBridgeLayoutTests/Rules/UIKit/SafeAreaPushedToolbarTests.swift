import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The toolbar kept through pushes (`PushedToolbars.storyboard`, an Xcode 14 document of the iPhone 11, 414 × 896):
/// a navigation controller's root simulates a translucent toolbar; the controller it pushes and the one that pushes
/// in turn have no bottom-bar metrics, so their safe areas end at the toolbar's top, 83 points above the screen's
/// bottom (49 and the 34-point home indicator), as the root's does; a pushed controller that sets
/// `hidesBottomBarWhenPushed` keeps the home indicator alone.
@Suite("Toolbars kept through pushes")
struct SafeAreaPushedToolbarTests {
    @Test("controllers pushed from one simulating a toolbar end above it")
    func toolbarsThroughPushes() {
        #expect(LayoutFixtures.mismatchedIDs(in: "PushedToolbars.storyboard", rules: .all).isEmpty)
    }

    @Test("off, the pushed controllers keep only the home indicator: their pinned views are 49 points lower")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: "PushedToolbars.storyboard", rules: .all(except: .toolbarsThroughPushes))
                == ["Ptb-Bv-030", "Ptb-Bv-040"])
    }
}
