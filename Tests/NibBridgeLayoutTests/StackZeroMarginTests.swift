import NibBridgeLayout
import Testing

/// A UIKit stack view without margins of its own has none: views pinned to its margins sit at its edges
/// (`StackZeroMargins.xib`: a label pinned to a stack view's leading and trailing margins is as wide as the stack).
@Suite("Stack views without margins of their own")
struct StackZeroMarginTests {

    @Test("a label pinned to a stack view's margins spans the stack")
    func zeroMargins() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "StackZeroMargins.xib", rules: .all).isEmpty)
        let laid = try LaidOut("StackZeroMargins.xib", root: "Szm-Rt-001")
        #expect(close(laid.frame("Szm-Lb-004"), 0, 38, 320, 20.5))
    }

    @Test("off, the stack has UIKit's default 8-point margins and the label is 16 points narrower")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: "StackZeroMargins.xib", rules: .all(except: .stackZeroMargins)) == [
                "Szm-Lb-004"
            ])
    }
}
