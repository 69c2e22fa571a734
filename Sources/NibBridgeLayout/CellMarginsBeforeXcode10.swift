import NibBridgeLoader

/// The side margins of a table cell's content view in a table of a document saved before Xcode 10.
///
/// Before Xcode 10 (tools versions below 14000) a cell's content view has UIKit's default 8 points on every
/// side (``ViewTraits/cellContentMargins(width:tools:rules:)``), unless the cell preserves its superview's
/// margins (`preservesSuperviewLayoutMargins`, which Xcode 8 and 9 write on the cells they create): then a
/// cell in a table takes the table's 15-point side margins, the inset of iOS 7 to 10's separators and
/// default cell labels, whatever the table's width, and keeps its own 8 at the top and bottom
/// (``LayoutRule/preservedTableMarginsBeforeXcode10``). Stored frames of Xcode 9 storyboards show it in three
/// projects: MiniKeePass's cells in 375-point grouped and plain tables (tools version 12120: labels and
/// text fields 15 points in, switches 15 points from the trailing side to their alignment rect),
/// GitHawk's SwipeCellKit mail cell in a 414-point table (12120) and ChatSecure's room-occupant cells in a
/// 375-point table (13771). Cells without the attribute keep 8 (firebase's restaurant and review cells,
/// 12121, owncloud's, 9531), and so do cells on a xib's own canvas, which have no table. One project
/// contradicts it in part: MiniKeePass's Xcode 9.3 settings (13196) store 16 points in some cells and 8 in
/// others (their frames were not all laid out again).
extension ViewTraits {
    /// Whether a table cell's content view takes a 15-point side margin from its table: the document was
    /// saved before Xcode 10, the cell is in a table (`tableWidth` is not nil) and preserves its superview's
    /// margins, and ``LayoutRule/preservedTableMarginsBeforeXcode10`` is on.
    static func preservesClassicTableMargins(
        of contentView: LiveView, tableWidth: Double?, tools: Int, lookup: DocumentLookup
    ) -> Bool {
        guard lookup.rules.contains(.preservedTableMarginsBeforeXcode10), tools < 14000, tableWidth != nil,
            let cell = contentView.superview
        else { return false }
        return lookup.element(of: cell)?.attributes["preservesSuperviewLayoutMargins"] == "YES"
    }

    /// The side margin a table gives the cells that preserve its margins before Xcode 10.
    static let classicTableSideMargin: Double = 15
}
