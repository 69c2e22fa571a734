import NibBridgeDocument
import NibBridgeLayout
import Testing

/// A table view cell on a xib's own canvas has no safe-area insets, where any other top-level view of the xib
/// is laid out below the status bar: a table keeps its cells' content inside the safe area at their leading
/// and trailing sides only (`UITableView.insetsContentViewsToSafeArea`), its rows below the bars by its
/// adjusted content inset (`UIScrollView.contentInsetAdjustmentBehavior`).
///
/// `SafeAreaTableCells.xib` is an Xcode 12 document of the notched iPhone 11 (44 points of status bar): a
/// 320-point table cell with a square 12 points below its safe area's top (stored 12 points down), and a
/// collection view cell with a view at its safe area's top (stored 44 points down). `CellsNotchedCanvas11.xib`
/// (Xcode 11, iPhone 11) stores a table cell's label 16 points below its content view's 11-point top margin.
/// Frame reproduction lays each out with the safe area IB simulated.
@Suite("Safe areas of table view cells on their own canvas")
struct SafeAreaTableCellTests {
    /// The frames the fixtures' frame reproduction computes with the rule off for the views it does not
    /// reproduce, by document and id.
    static func computedWithout() -> [String: IBRect] {
        let report = FrameReproduction.measure(
            project: LayoutFixtures.root, rules: .all(except: .tableCellsSideSafeAreaOnly))
        return Dictionary(
            report.mismatches.map { ($0.document + "#" + $0.id, $0.computed) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("a table cell's views pinned to its safe area or its content view's margins keep their stored frames")
    func tableCells() {
        #expect(LayoutFixtures.mismatchedIDs(in: "SafeAreaTableCells.xib", rules: .all).isEmpty)
        #expect(LayoutFixtures.mismatchedIDs(in: "CellsNotchedCanvas11.xib", rules: .all).isEmpty)
    }

    @Test("off, a table cell gets a top-level view's 44 points of status bar; a collection view cell has them anyway")
    func withoutTheRule() throws {
        let off = LayoutRules.all(except: .tableCellsSideSafeAreaOnly)
        #expect(LayoutFixtures.mismatchedIDs(in: "SafeAreaTableCells.xib", rules: off) == ["Stc-Vw-003"])
        #expect(LayoutFixtures.mismatchedIDs(in: "CellsNotchedCanvas11.xib", rules: off) == ["Cnc-Lb-003"])
        let computed = Self.computedWithout()
        let square = try #require(computed["SafeAreaTableCells.xib#Stc-Vw-003"])
        #expect(close(square, 12, 56, 72, 72))
        let label = try #require(computed["CellsNotchedCanvas11.xib#Cnc-Lb-003"])
        #expect(close(label, 16, 71, 288, 30))
    }
}
