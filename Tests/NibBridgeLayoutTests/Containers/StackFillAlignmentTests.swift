import NibBridgeLayout
import Testing

/// An arranged view's own width yields to a vertical UIKit stack view that fills its views across
/// (``LayoutRule/stackFillAlignmentOverArrangedSize``): in `UIKitStacks/FillAlignmentOverSize.xib` (Xcode 12.4, tools
/// version 17701), a 40 x 40 badge in a 343-point vertical stack pinned to its superview's sides is stored 343 wide,
/// its width constraint broken.
@Suite("Fill-aligned stacks over arranged widths")
struct StackFillAlignmentTests {
    static let file = "UIKitStacks/FillAlignmentOverSize.xib"

    @Test("the badge takes the stack's width")
    func stackWins() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Fao-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Fao-St-002"), 16, 20, 343, 68.5))
        #expect(close(laid.frame("Fao-Vw-003"), 0, 0, 343, 40))
        #expect(close(laid.frame("Fao-Lb-006"), 0, 48, 343, 20.5))
    }

    @Test("off, the badge keeps its 40 points and the stack's alignment is broken")
    func off() throws {
        let rule = LayoutRule.stackFillAlignmentOverArrangedSize
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: rule)) == ["Fao-Vw-003"])
        let laid = try LaidOut(Self.file, root: "Fao-Rt-001", safeAreaInsets: .zero, engine: engine(without: rule))
        #expect(laid.frame("Fao-Vw-003")?.width == 40)
    }
}
