import NibBridgeLayout
import Testing

/// A UIKit stack view without margins of its own has none: views pinned to its margins sit at its edges
/// (`StackZeroMargins.xib`: a label pinned to a stack view's leading and trailing margins is as wide as the stack).
@Suite("Stack views without margins of their own")
struct StackZeroMarginTests {
    /// The ids of `StackZeroMargins.xib`'s views a layout with these rules does not reproduce.
    private func mismatched(_ rules: LayoutRules) -> [String] {
        FrameReproduction.measure(project: LayoutFixtures.root, rules: rules).mismatches
            .filter { $0.document == "StackZeroMargins.xib" }.map(\.id).sorted()
    }

    @Test("a label pinned to a stack view's margins spans the stack")
    func zeroMargins() throws {
        #expect(mismatched(.all).isEmpty)
        let laid = try LaidOut("StackZeroMargins.xib", root: "Szm-Rt-001")
        #expect(close(laid.frame("Szm-Lb-004"), 0, 38, 320, 20.5))
    }

    @Test("off, the stack has UIKit's default 8-point margins and the label is 16 points narrower")
    func withoutTheRule() {
        #expect(mismatched(.all(except: .stackZeroMargins)) == ["Szm-Lb-004"])
    }
}
