import NibBridgeLoader

/// The margins of a table cell's content view when the document gives the cell layout margins of its own
/// (``LayoutRule/cellOwnMargins``).
///
/// A cell's content view that preserves its superview's margins (`preservesSuperviewLayoutMargins="YES"` on the
/// `tableViewCellContentView`) considers the cell's margins as well as its own (`UIView.preservesSuperviewLayoutMargins`:
/// "the superview's margins are also considered when laying out content"). A cell that sets its own margins
/// (`<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">` on the cell) replaces
/// the table's margins it would otherwise take, so its content view has those margins, at least UIKit's default 8 on
/// each side: AltStore's settings cells (Xcode 12, margins of 30 at the sides and 8 at the top and bottom) store their
/// labels 30 points from the content view's leading edge and their accessories 30 from its trailing edge. A content view
/// without the attribute, or a cell without margins of its own, keeps the cell margins of its table and Xcode
/// (``ViewTraits/uiKitCellContentMargins(of:tableWidth:lookup:)``).
extension ViewTraits {
    /// The margins a table cell's content view takes from its cell's own layout margins, when the document sets them on
    /// the cell, the content view preserves its superview's margins and ``LayoutRule/cellOwnMargins`` is on; nil
    /// otherwise.
    static func cellOwnMargins(of contentView: LiveView, lookup: DocumentLookup) -> LayoutInsets? {
        guard lookup.rules.contains(.cellOwnMargins), let cell = contentView.superview,
            lookup.element(of: contentView)?.attributes["preservesSuperviewLayoutMargins"] == "YES"
        else { return nil }
        let own: LayoutInsets
        if case .element(_, let attributes)? = cell.carried("layoutMargins") {
            func value(_ key: String) -> Double { Double(attributes[key] ?? "") ?? 0 }
            own = LayoutInsets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        } else if case .element(_, let attributes)? = cell.carried("directionalLayoutMargins") {
            func value(_ key: String) -> Double { Double(attributes[key] ?? "") ?? 0 }
            own = LayoutInsets(
                top: value("top"), left: value("leading"), bottom: value("bottom"), right: value("trailing"))
        } else {
            return nil
        }
        let minimum = defaultContentViewMargin
        return LayoutInsets(
            top: max(own.top, minimum), left: max(own.left, minimum), bottom: max(own.bottom, minimum),
            right: max(own.right, minimum))
    }

    /// UIKit's default layout margin of a view on each side, which a content view keeps where its cell's are smaller.
    static let defaultContentViewMargin: Double = 8
}
