import NibBridgeLayout
import Testing

/// A table cell's content view with layout margins of its own that preserves its superview's margins keeps, on each
/// side, the larger of its own and its cell's (``LayoutRule/preservedCellMarginsOverOwn``; Apple documents
/// `preservesSuperviewLayoutMargins`: "the superview's margins are also considered when laying out content"):
/// `UIKitContent/CellPreservedOwnMargins.xib`, an Xcode 12 document of the 414-point iPhone 11, holds a cell whose
/// content view sets 16 points all round and preserves its cell's margins (20 at the sides, 11 at the top and
/// bottom), with a label pinned to its leading and top margins and one to its trailing and bottom margins, and a
/// cell whose content view sets the same 16 points without preserving its cell's, with a label pinned to its leading
/// and top margins.
@Suite("Cell content views with margins of their own that preserve their cell's")
struct CellPreservedOwnMarginTests {
    static let file = "UIKitContent/CellPreservedOwnMargins.xib"

    @Test("the cell's 20-point side margins win over the content view's 16; its own 16 win at the top and bottom")
    func preserved() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Cpo-Ce-001")
        #expect(close(laid.frame("Cpo-Lb-003"), 20, 16, 145, 20.5))
        #expect(close(laid.frame("Cpo-Lb-004"), 348, 37.5, 46, 20.5))
        let plain = try LaidOut(Self.file, root: "Cpo-Ce-009")
        #expect(close(plain.frame("Cpo-Lb-011"), 16, 16, 145, 20.5))
    }

    @Test("off, the content view has its own 16 points at the sides: both labels of the preserving cell move in")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .preservedCellMarginsOverOwn)) == [
                "Cpo-Lb-003", "Cpo-Lb-004",
            ])
    }
}
