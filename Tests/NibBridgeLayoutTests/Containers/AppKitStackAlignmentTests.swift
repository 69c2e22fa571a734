import NibBridgeLayout
import NibBridgeLoader
import Testing

/// NSStackView's alignment across its axis (``LayoutRule/appKitStackAlignmentHugs``): a stack aligned at an edge or
/// its centre keeps its views inside it and pulls each to that edge or centre at its hugging priority across the axis
/// (`NSStackView.setHuggingPriority(_:for:)`, the priority "to minimize its size to fit its contained views"), so
/// a document's own constraint can hold a view off the aligned edge.
///
/// `AppKitStackAlignmentHugs15.xib` (Xcode 15): a bottom-aligned horizontal stack, pinned 20 points from the top
/// and leading side of a 200 × 60 view, holds a 20 × 18 image view whose top is a point below the stack's top by a
/// constraint of the document, and a 20 × 20 image view: the stack is 20 points tall and the small image view
/// ends a point above its bottom. Beside it, a centred stack holds the same image views, the small one's top on the
/// stack's top: it ends 2 points above the stack's bottom, not centred.
@Suite("NSStackView alignment at its hugging priority")
struct AppKitStackAlignmentTests {
    static let file = "AppKitStackAlignmentHugs15.xib"

    @Test("a view held off the aligned edge by a constraint of the document stays there")
    func heldOffTheEdge() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Sa5-Rt-001")
        #expect(close(laid.frame("Sa5-Sv-002"), 20, 20, 40, 20))
        #expect(close(laid.frame("Sa5-Iv-003"), 0, 1, 20, 18))
        #expect(close(laid.frame("Sa5-Iv-004"), 20, 0, 20, 20))
        #expect(close(laid.frame("Sa5-Iv-021"), 0, 2, 20, 18))
    }

    @Test("off, every view's bottom or centre is on the stack's, and the stacks cannot hold their views as stored")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .appKitStackAlignmentHugs)
        let lost = LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules)
        #expect(lost.contains { ["Sa5-Sv-002", "Sa5-Iv-003", "Sa5-Iv-004"].contains($0) })
        #expect(lost.contains { ["Sa5-Sc-020", "Sa5-Iv-021", "Sa5-Iv-022"].contains($0) })
    }
}
