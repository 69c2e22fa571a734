import NibBridgeLayout
import Testing

/// Before Xcode 7, a controller root stored below the bars at the whole height of its canvas was drawn under them
/// (``LayoutRule/fullHeightRootsUnderBarsBeforeXcode7``): `UIKitController/FullHeightRootsUnderBars6.storyboard`
/// (Xcode 6.3, tools version 7531, the size-class canvas) holds a navigation controller's 600 × 600 root stored at
/// y 64, with a 50-point bar across it pinned to its top layout guide's bottom. IB stored the bar at y 64: below the
/// canvas's 20-point status bar and the 44-point navigation bar.
@Suite("Xcode 6 roots stored below the bars at full height")
struct UIKitControllerFullHeightRootTests {
    @Test("the root keeps the bars' inset; off, a root at a positive y has none")
    func keepsTheBars() throws {
        let file = "UIKitController/FullHeightRootsUnderBars6.storyboard"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        #expect(
            LayoutFixtures.mismatchedIDs(in: file, rules: .all(except: .fullHeightRootsUnderBarsBeforeXcode7)) == [
                "Fhr-Bx-003"
            ])
        let insets = try LayoutFixtures.simulatedInsets(in: file, root: "Fhr-Rt-002")
        let laid = try LaidOut(file, root: "Fhr-Rt-002", safeAreaInsets: insets)
        #expect(close(laid.frame("Fhr-Bx-003"), 0, 64, 600, 50))
    }
}
