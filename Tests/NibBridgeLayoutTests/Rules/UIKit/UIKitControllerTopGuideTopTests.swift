import NibBridgeLayout
import Testing

/// Interface Builder resolves a top layout guide's `top` at the bars' bottom (``LayoutRule/topLayoutGuideAsBarsLine``):
/// `UIKitController/TopGuideTops8.storyboard` (Xcode 8.3, tools version 12121, the iPhone 7) holds a navigation
/// controller's root, 375 × 667, with a 100-point box 20 points in from either side and 10 below its top layout
/// guide's `top` (not its `bottom`). IB stored the box at y 74: 10 below the 20-point status bar and the 44-point
/// navigation bar.
@Suite("Top layout guides' tops at the bars' bottom")
struct UIKitControllerTopGuideTopTests {
    @Test("a view pinned to the guide's top sits below the bars; off, at the root's top")
    func belowTheBars() throws {
        let file = "UIKitController/TopGuideTops8.storyboard"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        #expect(
            LayoutFixtures.mismatchedIDs(in: file, rules: .all(except: .topLayoutGuideAsBarsLine)) == ["Tgt-Bx-003"])
        let insets = try LayoutFixtures.simulatedInsets(in: file, root: "Tgt-Rt-002")
        let laid = try LaidOut(file, root: "Tgt-Rt-002", safeAreaInsets: insets)
        #expect(close(laid.frame("Tgt-Bx-003"), 20, 74, 335, 100))
    }
}
