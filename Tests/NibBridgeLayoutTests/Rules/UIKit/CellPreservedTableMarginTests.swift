import NibBridgeLayout
import Testing

/// Before Xcode 10 a table cell that preserves its superview's margins takes its table's 15-point side margins
/// (``LayoutRule/preservedTableMarginsBeforeXcode10``): `CellsPreservedMargins9.storyboard`, an Xcode 9 document of
/// the 375-point iPhone 8, stores a preserving cell's label 15 points in from either side, and a cell without the attribute's text field 8 points in (UIKit's default margins).
@Suite("Cell margins preserved from the table before Xcode 10")
struct CellPreservedTableMarginTests {
    static let file = "CellsPreservedMargins9.storyboard"

    @Test("a preserving cell in an Xcode 9 table has 15-point side margins, another cell keeps 8")
    func preservingCell() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Cpm-Ce-005")
        #expect(close(laid.frame("Cpm-Lb-007"), 15, 11.5, 345, 20.5))
        let plain = try LaidOut(Self.file, root: "Cpm-Ce-014")
        #expect(close(plain.frame("Cpm-Tf-016"), 8, 8, 359, 27.5))
    }

    @Test("off, a preserving cell keeps UIKit's 8 points, as a cell without the attribute")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .preservedTableMarginsBeforeXcode10))
                == ["Cpm-Lb-007"])
    }
}
