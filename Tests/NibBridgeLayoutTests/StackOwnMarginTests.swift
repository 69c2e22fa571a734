import NibBridgeLayout
import Testing

/// A UIKit stack view whose document gives it layout margins of its own is laid out by Interface Builder with its
/// views inside them, though the document does not turn `isLayoutMarginsRelativeArrangement` on
/// (`StackOwnMargins.xib`: a vertical stack with margins of 20 and 8 points, its button 8 points in and 20 down).
@Suite("Stack views with margins of their own")
struct StackOwnMarginTests {

    @Test("the stack arranges its button inside its own margins")
    func insideOwnMargins() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "StackOwnMargins.xib", rules: .all).isEmpty)
        let laid = try LaidOut("StackOwnMargins.xib", root: "Som-Rt-001")
        #expect(close(laid.frame("Som-Sv-002"), 0, 0, 320, 90))
        #expect(close(laid.frame("Som-Bt-003"), 8, 20, 304, 50))
    }

    @Test("off, the button fills the stack, which hugs it")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: "StackOwnMargins.xib", rules: .all(except: .stackOwnMargins)) == [
                "Som-Bt-003", "Som-Sv-002",
            ])
    }
}
