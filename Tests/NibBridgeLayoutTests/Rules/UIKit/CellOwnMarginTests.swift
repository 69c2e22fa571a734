import NibBridgeLayout
import Testing

/// A table cell that sets its own layout margins gives them to its content view, which preserves its superview's
/// margins (``LayoutRule/cellOwnMargins``): `CellOwnMargins12.storyboard`, an Xcode 12 document of the 375-point
/// iPhone 8, stores the labels of a cell with 30-point side margins 30 points from either side, and the label of a
/// cell without margins of its own at the table's 16.
@Suite("Cells with margins of their own")
struct CellOwnMarginTests {
    static let file = "CellOwnMargins12.storyboard"

    @Test("a cell's own 30-point margins are its content view's; another cell keeps the table's 16")
    func ownMargins() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Com-Ce-005")
        #expect(laid.frame("Com-Lb-007")?.x == 30)
        #expect(laid.frame("Com-Lb-008").map { $0.x + $0.width } == 345)
        let plain = try LaidOut(Self.file, root: "Com-Ce-013")
        #expect(plain.frame("Com-Lb-015")?.x == 16)
    }

    @Test("off, the content view has the table's 16-point margins in every cell")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .cellOwnMargins)) == [
                "Com-Lb-007", "Com-Lb-008",
            ])
    }
}
