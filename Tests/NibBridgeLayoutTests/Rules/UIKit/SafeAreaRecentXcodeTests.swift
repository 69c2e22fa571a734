import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The safe areas of recent Xcode versions' iPhone canvases: the doubled status bar and home indicator of
/// documents from tools version 23727 (Xcode 16.3) on, Xcode 26's 54-point navigation bar, and the bars of a
/// root view as large as another iPhone's screen.
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

    /// `SafeAreaOtherScreen26.storyboard`, a document of tools version 24506 whose device, `retina6_7`, names
    /// the 430 x 932 iPhone 15 Plus in Xcode 26: its root view, of that screen's size and not of the 428 x 926
    /// iPhone the engine knows by that id, pins a view 118 points below its top and 68 above its bottom.
    @Test("a root view of another iPhone's screen size gets that iPhone's bars as its Xcode version draws them")
    func otherPhoneScreen() {
        #expect(LayoutFixtures.mismatchedIDs(in: "SafeAreaOtherScreen26.storyboard", rules: .all).isEmpty)
        // Off, the insets of its size alone: 59 and 34, not doubled.
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: "SafeAreaOtherScreen26.storyboard", rules: .all(except: .otherPhoneScreenBars)) == ["Oth-Cv-001"])
    }

    /// `SafeAreaClassic14.storyboard`, a document of tools version 21701 (Xcode 14.1) on the iPhone 8: the status
    /// bar that Xcode 11 to 14.0 hide on the iPhones with a home button shows again, and a view pinned to the
    /// safe area's top is stored 20 points down, as in KeePassium's, element's and OnionBrowser's documents of
    /// that version (``LayoutRule/classicStatusBarHiddenXcode11to14`` ends at tools version 21600).
    @Test("from Xcode 14.1, the iPhones with a home button show their status bar again")
    func classicStatusBarFromXcode14_1() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "SafeAreaClassic14.storyboard", rules: .all).isEmpty)
        let insets = try LayoutFixtures.simulatedInsets(in: "SafeAreaClassic14.storyboard", root: "Cls-Rt-001")
        #expect(insets?.top == 20)
    }
}
