import NibBridgeLayout
import Testing

/// In Xcode 8, a screen-sized storyboard root whose metrics set the status bar to none has none
/// (``LayoutRule/hiddenStatusBarsXcode8``): `UIKitController/HiddenStatusBars8.storyboard` (tools version 12120, the
/// iPhone 7) holds a 375 × 667 root whose controller's status bar is set to none, with a 100-point bar across it
/// pinned to its top layout guide's bottom. IB stored the bar at y 0.
@Suite("Xcode 8 screen-sized roots with the status bar set to none")
struct UIKitControllerHiddenStatusBarTests {
    @Test("the root has no status bar; off, the device's 20 points")
    func noStatusBar() throws {
        let file = "UIKitController/HiddenStatusBars8.storyboard"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all(except: .hiddenStatusBarsXcode8)) == ["Hsb-Bx-003"])
        let insets = try LayoutFixtures.simulatedInsets(in: file, root: "Hsb-Rt-002")
        #expect(insets?.top == 0)
        let laid = try LaidOut(file, root: "Hsb-Rt-002", safeAreaInsets: insets)
        #expect(close(laid.frame("Hsb-Bx-003"), 0, 0, 375, 100))
    }
}
