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
}
