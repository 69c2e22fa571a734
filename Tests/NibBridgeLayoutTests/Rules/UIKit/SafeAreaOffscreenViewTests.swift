import NibBridgeLayout
import Testing

/// A view shown wholly past the root's bottom edge has no safe-area insets (``LayoutRule/offscreenViewsNoSafeArea``):
/// `SafeAreaOffscreenContent.storyboard`, an Xcode 15 document of the iPhone 11, holds a scroll view filling the
/// root, its 1,200-point content view, and a 100-point footer 1,000 points down the content (shown at 1,048, below the
/// 896-point screen) whose 20-point caption sits on the footer's bottom layout margin and between its side margins.
/// IB stored the caption at the footer's own 8-point margins.
@Suite("Safe area of views shown off the screen")
struct SafeAreaOffscreenViewTests {
    static let file = "SafeAreaOffscreenContent.storyboard"
    static let insets = LayoutInsets(top: 48, bottom: 34)

    @Test("a footer below the screen keeps its own margins")
    func offscreenFooter() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Off-Rt-003", safeAreaInsets: Self.insets)
        #expect(close(laid.frame("Off-Ft-006"), 0, 1000, 414, 100))
        #expect(close(laid.frame("Off-Cp-007"), 8, 72, 398, 20))
    }

    @Test("off, the footer's bottom inset is its whole height and the caption rises above it")
    func withoutTheRule() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .offscreenViewsNoSafeArea)) == [
                "Off-Cp-007"
            ])
        let laid = try LaidOut(
            Self.file, root: "Off-Rt-003", safeAreaInsets: Self.insets,
            engine: engine(without: .offscreenViewsNoSafeArea))
        #expect(close(laid.frame("Off-Cp-007"), 8, -28, 398, 20))
    }
}
