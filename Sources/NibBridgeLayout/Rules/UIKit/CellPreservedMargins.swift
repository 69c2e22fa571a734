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

/// The margins of a table cell's content view when the document gives the cell layout margins of its own
/// (``LayoutRule/cellOwnMargins``).
///
/// A cell's content view that preserves its superview's margins (`preservesSuperviewLayoutMargins="YES"` on the
/// `tableViewCellContentView`) considers the cell's margins as well as its own
/// (`UIView.preservesSuperviewLayoutMargins`: "the superview's margins are also considered when laying out content"). A
/// cell that sets its own margins (`<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets
/// key="directionalLayoutMargins">` on the cell) replaces the table's margins it would otherwise take, so its content
/// view has those margins, at least UIKit's default 8 on each side: AltStore's settings cells (Xcode 12, margins of 30
/// at the sides and 8 at the top and bottom) store their labels 30 points from the content view's leading edge and
/// their accessories 30 from its trailing edge. A content view without the attribute, or a cell without margins of its
/// own, keeps the cell margins of its table and Xcode (``ViewTraits/uiKitCellContentMargins(of:tableWidth:lookup:)``).
extension ViewTraits {
    /// The margins a table cell's content view takes from its cell's own layout margins, when the document sets them on
    /// the cell, the content view preserves its superview's margins and ``LayoutRule/cellOwnMargins`` is on; nil
    /// otherwise.
    static func cellOwnMargins(of contentView: LiveView, lookup: DocumentLookup) -> LayoutInsets? {
        guard lookup.rules.contains(.cellOwnMargins), let cell = contentView.superview,
            lookup.element(of: contentView)?.attributes["preservesSuperviewLayoutMargins"] == "YES"
        else { return nil }
        guard let own = documentMargins(of: cell) else { return nil }
        let minimum = defaultContentViewMargin
        return LayoutInsets(
            top: max(own.top, minimum), left: max(own.left, minimum), bottom: max(own.bottom, minimum),
            right: max(own.right, minimum))
    }

    /// UIKit's default layout margin of a view on each side, which a content view keeps where its cell's are smaller.
    static let defaultContentViewMargin: Double = 8
}
