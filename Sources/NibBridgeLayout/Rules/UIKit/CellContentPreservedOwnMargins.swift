import NibBridgeLoader

/// The margins of a table cell's content view that sets layout margins of its own and preserves its cell's
/// (``LayoutRule/preservedCellMarginsOverOwn``).
///
/// Apple's documentation of `UIView.preservesSuperviewLayoutMargins`: "When the value of this property is true, the
/// superview's margins are also considered when laying out content. This margin affects layouts where the distance
/// between the edge of a view and its superview is smaller than the corresponding margin." A content view's own
/// margins (`<edgeInsets key="layoutMargins">` on the `tableViewCellContentView`) therefore do not replace its cell's:
/// on each side it keeps the larger of its own and what is left of the cell's beyond the distance between the two
/// edges, as ``ViewTraits/preservingSuperviewMargins(_:of:platform:lookup:)`` does for other views. Stored frames:
/// corona-warn-app's cells of 414 points (Xcode 12, content views with 16 points all round) hold their stacks 20
/// points from the sides, the cell's margins there, and 16 from the top and bottom, above the cell's 11; Loop's
/// status cells in a 375-point table (Xcode 14, 15 at the sides) 16 from the sides, the table's. A content view
/// without the attribute keeps its own margins, as every view does.
extension ViewTraits {
    /// `own`, the margins the document sets on a table cell's content view, widened on each side to what is left of
    /// its cell's margins (``uiKitCellContentMargins(of:tableWidth:lookup:)``) beyond the distance between their edges,
    /// when the content view preserves its superview's margins and ``LayoutRule/preservedCellMarginsOverOwn`` is on;
    /// nil otherwise (off: the content view has its own margins alone).
    static func preservedCellMargins(
        _ own: LayoutInsets, of contentView: LiveView, lookup: DocumentLookup
    ) -> LayoutInsets? {
        guard lookup.rules.contains(.preservedCellMarginsOverOwn),
            contentView.elementName == "tableViewCellContentView", let cell = contentView.superview,
            lookup.element(of: contentView)?.attributes["preservesSuperviewLayoutMargins"] == "YES"
        else { return nil }
        let tableWidth = enclosingTableWidth(of: contentView, lookup: lookup)
        let outer = uiKitCellContentMargins(of: contentView, tableWidth: tableWidth, lookup: lookup)
        let frame = contentView.frame
        let bounds = cell.frame
        var margins = own
        margins.left = max(own.left, outer.left - max(frame.x, 0))
        margins.right = max(own.right, outer.right - max(bounds.width - frame.x - frame.width, 0))
        margins.top = max(own.top, outer.top - max(frame.y, 0))
        margins.bottom = max(own.bottom, outer.bottom - max(bounds.height - frame.y - frame.height, 0))
        return margins
    }
}
