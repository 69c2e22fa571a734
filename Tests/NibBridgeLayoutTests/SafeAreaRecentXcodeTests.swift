import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The safe areas of recent Xcode versions' iPhone canvases: the doubled status bar and home indicator of
/// documents from tools version 23727 (Xcode 16.3) on, and Xcode 26's 54-point navigation bar.
@Suite("Safe areas of recent Xcode versions")
struct SafeAreaRecentXcodeTests {
    /// `SafeAreaDoubled16.storyboard`, a document of tools version 23727 on the iPhone 15: a view pinned to the
    /// safe area's edges is stored 118 points below the top and 68 above the bottom (twice the 59-point status
    /// bar and 34-point home indicator), as in the storyboards of GoMap, KeePassium, threema and seafile.
    @Test("from Xcode 16.3, the iPhone's status bar and home indicator are doubled")
    func doubledFromXcode16() {
        #expect(LayoutFixtures.mismatchedIDs(in: "SafeAreaDoubled16.storyboard", rules: .all).isEmpty)
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: "SafeAreaDoubled16.storyboard", rules: .all(except: .doubledInsetsXcode26)) == ["Dbl-Cv-001"])
    }

    /// `NavigationBars26.storyboard`, a document of tools version 24506 on the iPhone 11: a navigation
    /// controller stores its bar 54 points tall below the doubled 96-point status bar, and its root pins a view
    /// to its safe area, stored 150 points down.
    @Test("an Xcode 26 navigation bar is as tall as the navigation controller stores it")
    func navigationBar26() {
        #expect(LayoutFixtures.mismatchedIDs(in: "NavigationBars26.storyboard", rules: .all).isEmpty)
        // Off, the bar is 44 points tall: the view starts 10 points too high.
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: "NavigationBars26.storyboard", rules: .all(except: .navigationBarHeightXcode26)) == ["Nav-Cv-001"])
    }
}
