import NibBridgeLayout
import Testing

/// With no keyboard on screen, a view's keyboard layout guide is the strip below its safe area: its top is the
/// safe area's bottom (`UIKeyboardLayoutGuide.usesBottomSafeArea`, true by default). `SafeAreaKeyboard.storyboard`,
/// an Xcode 15 document of the iPhone 11: a form pinned to the safe area's top and the keyboard guide's top ends
/// 34 points above the screen's bottom.
@Suite("Keyboard layout guide")
struct KeyboardGuideTests {

    @Test("a view pinned to the keyboard guide's top ends at the safe area's bottom")
    func keyboardGuideTop() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "SafeAreaKeyboard.storyboard", rules: .all).isEmpty)
        let laid = try LaidOut(
            "SafeAreaKeyboard.storyboard", root: "Kbg-Rt-003", safeAreaInsets: LayoutInsets(top: 48, bottom: 34))
        #expect(close(laid.frame("Kbg-Fm-004"), 0, 48, 414, 814))
    }

    @Test("off, the guide is taken as the safe area and the form collapses to its top")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: "SafeAreaKeyboard.storyboard", rules: .all(except: .keyboardGuideAtSafeAreaBottom)) == [
                    "Kbg-Fm-004"
                ])
    }
}
