import Cassowary
import NibBridgeLoader

/// The constraints an `NSSplitView` makes for panes laid out by constraints (``LayoutRule/splitViewPanes``).
///
/// A split view arranges its subviews in a line, side by side when `vertical` (vertical dividers), else top
/// to bottom: each pane spans the split view across the line, the first starts at its leading (top) edge, each
/// next one starts a divider's thickness after the one before, and the last ends at its trailing (bottom) edge,
/// so that the panes and dividers fill it ("the sum of the sizes of the subviews plus the sum of the thickness
/// of the dividers equals the size" of the split view, NSSplitViewDelegate). Each pane holds its size along
/// the line at its holding priority (`holdingPriorities`, NSLayoutPriorityDefaultLow by default:
/// NSSplitView.setHoldingPriority(_:forSubviewAt:)), the size IB stored. The dividers are 1 point thick for the
/// `thin` style, 9 for `thick` (the default) and 10 for `paneSplitter`, as every split view's stored frames
/// in the tuning sets space their panes.
///
/// Panes that translate their autoresizing masks keep the stored frames their masks give (unchanged); the rule
/// applies to a split view whose shown panes all use constraints.
extension LayoutSession {
    func addSplitViewConstraints(_ node: ViewNode) {
        guard platform == .appKit, lookup.rules.contains(.splitViewPanes) else { return }
        let panes = node.view.subviews.filter { !$0.isHidden }.compactMap { self.node(of: $0) }
        guard !panes.isEmpty, panes.allSatisfy({ !$0.translatesAutoresizingMask }) else { return }
        let vertical = lookup.attribute("vertical", of: node.view) == "YES"
        let thickness: Double =
            switch lookup.attribute("dividerStyle", of: node.view) {
            case "thin": 1
            case "paneSplitter": 10
            default: 9
            }
        let holding = holdingPriorities(of: node.view)
        func start(_ pane: ViewNode) -> Expression { vertical ? pane.frameLeft : pane.frameTop }
        func size(_ pane: ViewNode) -> Expression { vertical ? pane.frameWidth : pane.frameHeight }
        let lineStart = vertical ? node.frameLeft : node.frameTop
        let lineSize = vertical ? node.frameWidth : node.frameHeight
        for (offset, pane) in panes.enumerated() {
            // Across the line: the split view's whole height (width).
            add(vertical ? pane.frameTop : pane.frameLeft, .equal, vertical ? node.frameTop : node.frameLeft)
            add(vertical ? pane.frameHeight : pane.frameWidth, .equal, vertical ? node.frameHeight : node.frameWidth)
            // Along it: after the divider before it, holding its stored size.
            if offset == 0 {
                add(start(pane), .equal, lineStart)
            } else {
                let previous = panes[offset - 1]
                add(start(pane), .equal, start(previous) + size(previous) + thickness)
            }
            let stored = vertical ? pane.storedFrame.width : pane.storedFrame.height
            let priority = offset < holding.count ? holding[offset] : 250
            add(size(pane), .equal, Expression(constant: stored), priority: priority)
        }
        if let last = panes.last { add(start(last) + size(last), .equal, lineStart + lineSize) }
    }

    /// The split view's `holdingPriorities`, in subview order (empty when the document stores none).
    private func holdingPriorities(of view: LiveView) -> [Double] {
        guard let (nib, index) = lookup.index(of: view), let list = nib.child(of: index, named: "holdingPriorities")
        else { return [] }
        return nib[list].children.compactMap { nib[$0].attributes["value"].flatMap(Double.init) }
    }
}
