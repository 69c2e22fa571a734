import NibBridgeDocument
import NibBridgeLoader

/// The layout margins a UIKit view takes from its superview (`UIView.preservesSuperviewLayoutMargins`).
///
/// Apple's documentation of `preservesSuperviewLayoutMargins`: "When the value of this property is true,
/// the superview's margins are also considered when laying out content. This margin affects layouts where
/// the distance between the edge of a view and its superview is smaller than the corresponding margin."
/// So a side's margin is the larger of the view's own and what is left of its superview's beyond the
/// distance between the two edges: a full-width view with the option in a controller's 375-point root view
/// has the root's 16-point side margins, not UIKit's default 8 (ProtonVPN's secure-core bars in its Main and
/// Countries storyboards, 16 and 20 points in 375- and 414-point roots; BareFeetWare's header view in an
/// Xcode 10 xib, 20 points from its 413-point top-level view's margins); a view in a stack view without
/// margins keeps its own 8 (RocketChat's notification settings).
///
/// The corpus, validation and evidence sets hold five views with the option and views pinned to their side
/// margins: the four above, and ProtonVPN's servers header, which is not reproduced. In an Xcode 13 xib's
/// 375-point top-level view, which keeps UIKit's 8 (``margins(of:platform:isControllerRoot:rootWidth:lookup:)``),
/// it stores 16-point margins; it also sets `layoutMarginsFollowReadableWidth`, as both storyboard bars do,
/// and no other project shows what that adds.
///
/// IB writes the attribute only when it is on, so a view of a document without it keeps its own margins.
/// The margins come from the stored frames of the view and its superview, before the layout, as the cell
/// margins beside an accessory do.
/// A table cell's content view preserves its cell's margins by its own rule
/// (``uiKitCellContentMargins(of:tableWidth:lookup:)``), so it is left out here.
extension ViewTraits {
    /// `own` (the margins ``margins(of:platform:isControllerRoot:rootWidth:lookup:)`` gives `view`) widened
    /// to its superview's margins where they reach past `view`'s edges, when the document sets
    /// `preservesSuperviewLayoutMargins` on it and ``LayoutRule/preservedSuperviewMargins`` is on. The
    /// distances come from the stored frames; the superview's margins are its own, preserved in turn.
    static func preservingSuperviewMargins(
        _ own: LayoutInsets, of view: LiveView, platform: LayoutPlatform, lookup: DocumentLookup
    ) -> LayoutInsets {
        guard platform == .uiKit, lookup.rules.contains(.preservedSuperviewMargins),
            view.elementName != "tableViewCellContentView",
            lookup.element(of: view)?.attributes["preservesSuperviewLayoutMargins"] == "YES"
        else { return own }
        guard let superview = view.superview else { return preservingTableMargins(own, of: view, lookup: lookup) }
        let outer = preservingSuperviewMargins(
            margins(
                of: superview, platform: platform, isControllerRoot: lookup.isControllerView(superview),
                rootWidth: superview.frame.width, lookup: lookup),
            of: superview, platform: platform, lookup: lookup)
        return widened(own, to: outer, from: view.frame, in: superview.frame)
    }

    /// `own` (a table header or footer view's margins) widened to its table's side margins when the table is a
    /// controller's root view and ``LayoutRule/preservedTableAccessoryMargins`` is on: UIKit adds the view to the
    /// table, which has the system minimum side margins by its width, while the engine lays it out on its own.
    static func preservingTableMargins(_ own: LayoutInsets, of view: LiveView, lookup: DocumentLookup)
        -> LayoutInsets
    {
        guard lookup.rules.contains(.preservedTableAccessoryMargins), isTableAccessory(view, lookup: lookup),
            let (nib, index) = lookup.index(of: view)
        else { return own }
        let table = nib[index].parent
        guard table >= 0, nib[table].name == "tableView", nib[table].attributes["key"] == "view",
            nib[table].parent >= 0, nib[nib[table].parent].name.hasSuffix("Controller"),
            let rect = nib.child(of: table, named: "rect", key: "frame"),
            let width = nib[rect].attributes["width"].flatMap(Double.init)
        else { return own }
        let side = systemMinimumSideMargin(width: width, rules: lookup.rules)
        return widened(
            own, to: LayoutInsets(top: 0, left: side, bottom: 0, right: side), from: view.frame,
            in: IBRect(x: 0, y: 0, width: width, height: view.frame.y + view.frame.height))
    }

    /// `own` widened on each side to what is left of `outer`, the superview's margins, beyond the distance between
    /// `frame` (the view's stored frame) and the edge of `bounds` (its superview's).
    static func widened(_ own: LayoutInsets, to outer: LayoutInsets, from frame: IBRect, in bounds: IBRect)
        -> LayoutInsets
    {
        var margins = own
        margins.left = max(own.left, outer.left - max(frame.x, 0))
        margins.right = max(own.right, outer.right - max(bounds.width - frame.x - frame.width, 0))
        margins.top = max(own.top, outer.top - max(frame.y, 0))
        margins.bottom = max(own.bottom, outer.bottom - max(bounds.height - frame.y - frame.height, 0))
        return margins
    }
}
