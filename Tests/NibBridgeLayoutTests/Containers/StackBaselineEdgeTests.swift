import NibBridgeLayout
import Testing

/// A UIKit stack view aligning baselines holds only its first arranged view inside the edge its baselines are
/// measured from (``LayoutRule/baselineStacksBoundFirstView``): in `UIKitStacks/BaselineStackEdges.xib` (Xcode 11.4,
/// tools version 17506), a stack aligning first baselines takes its 20.5-point label's top, its 34-point text field
/// reaching 7 points above it, and a stack aligning last baselines takes its label's bottom, its text field reaching
/// 6.5 points below it.
@Suite("Baseline stacks' edges")
struct StackBaselineEdgeTests {
    static let file = "UIKitStacks/BaselineStackEdges.xib"

    @Test("the text fields reach past the edges their labels' baselines are measured from")
    func firstViewBounds() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Bse-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Bse-St-002"), 16, 20, 343, 27))
        #expect(close(laid.frame("Bse-Lb-003"), 0, 0, 39, 20.5))
        #expect(close(laid.frame("Bse-Tf-004"), 47, -7, 296, 34))
        #expect(close(laid.frame("Bse-St-005"), 16, 67, 343, 27.5))
        #expect(close(laid.frame("Bse-Tf-007"), 48, 0, 295, 34))
    }

    @Test("off, both stacks grow to hold their text fields")
    func off() throws {
        let rule = LayoutRule.baselineStacksBoundFirstView
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: rule)) == [
                "Bse-Lb-003", "Bse-St-002", "Bse-St-005", "Bse-Tf-004",
            ])
        let laid = try LaidOut(Self.file, root: "Bse-Rt-001", safeAreaInsets: .zero, engine: engine(without: rule))
        #expect(close(laid.frame("Bse-St-002"), 16, 20, 343, 34))
        #expect(close(laid.frame("Bse-Tf-004"), 47, 0, 296, 34))
        #expect(close(laid.frame("Bse-St-005"), 16, 74, 343, 34))
    }
}
