import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The safe area of iPhone canvases held in landscape (``LayoutRule/landscapePhoneSafeArea``).
@Suite("Safe areas of landscape iPhone canvases")
struct SafeAreaLandscapePhoneTests {
    /// `SafeAreaLandscapePhone10.xib`, tools version 14460 (Xcode 10) on the iPhone 8 in landscape: a controller's
    /// own view whose bar is pinned to the safe area's top and sides is stored at y = 0 of the 667 × 375 root, as
    /// UIKit hides the status bar in a vertically compact environment (DJI's and Nextcloud Talk's landscape
    /// documents).
    @Test("an iPhone in landscape shows no status bar")
    func homeButton() throws {
        let file = "SafeAreaLandscapePhone10.xib"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        #expect(try LayoutFixtures.simulatedInsets(in: file, root: "Lsc-Rt-001")?.top == 0)
        #expect(
            LayoutFixtures.mismatchedIDs(in: file, rules: .all(except: .landscapePhoneSafeArea)) == ["Lsc-Cv-001"])
    }

    /// `SafeAreaLandscapeNotch11.storyboard`, tools version 16096 on the iPhone X in landscape: the view pinned to the
    /// safe area's edges is stored 44 points in from both sides, at y = 0, 21 points above the bottom (DJI's 896 × 414
    /// pipelines xib on the iPhone 11).
    @Test("an iPhone with a home indicator in landscape insets both sides and the bottom")
    func homeIndicator() throws {
        let file = "SafeAreaLandscapeNotch11.storyboard"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        let insets = try LayoutFixtures.simulatedInsets(in: file, root: "Lsn-Rt-001")
        #expect(insets == LayoutInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(
            LayoutFixtures.mismatchedIDs(in: file, rules: .all(except: .landscapePhoneSafeArea)) == ["Lsn-Cv-001"])
    }

    /// `SafeAreaLandscapeNavigationBar.storyboard`, tools version 15702 on the iPhone 8 in landscape: a controller
    /// simulating a navigation bar, with a 100-point form pinned 16 points below the safe area's top, stored at y = 48:
    /// the landscape bar is 32 points tall (``LayoutRule/landscapePhoneCompactNavigationBars``; Big Nerd Ranch
    /// Homepwner storyboards of Sencudra, millman82 and mkramar7).
    @Test("an iPhone in landscape draws a 32-point navigation bar; off, 44")
    func compactNavigationBar() throws {
        let file = "SafeAreaLandscapeNavigationBar.storyboard"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        #expect(try LayoutFixtures.simulatedInsets(in: file, root: "Lnb-Rt-001")?.top == 32)
        let off = LayoutRules.all(except: .landscapePhoneCompactNavigationBars)
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: off) == ["Lnb-Bx-001"])
        let insets = try LayoutFixtures.simulatedInsets(in: file, root: "Lnb-Rt-001")
        let laid = try LaidOut(file, root: "Lnb-Rt-001", safeAreaInsets: insets)
        #expect(close(laid.frame("Lnb-Bx-001"), 0, 48, 667, 100))
    }

    /// `SafeAreaLandscapeRegularNavigationBar.storyboard`, tools version 14845 on the iPhone 11 (414 points wide) in
    /// landscape, regular in width: its navigation bar stays 44 points tall, the form stored at y = 60 with the rule
    /// on or off (CypherPoet's StoreSearch storyboard).
    @Test("a 414-point-wide iPhone in landscape keeps the 44-point navigation bar")
    func regularWidthNavigationBar() throws {
        let file = "SafeAreaLandscapeRegularNavigationBar.storyboard"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        #expect(try LayoutFixtures.simulatedInsets(in: file, root: "Lnr-Rt-001")?.top == 44)
    }
}
