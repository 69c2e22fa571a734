import Cassowary
import NibBridgeLoader

/// The baselines of an NSStackView (``LayoutRule/appKitStackBaselines``): a stack view shows no text of its own, and
/// Auto Layout aligns it by the baselines of the views it arranges. Its first baseline is its first arranged view's
/// (the first, in order, that has a baseline: text, a control reporting baselines, or a stack of such views), its
/// last baseline the last such view's in a vertical stack and the first one's in a horizontal stack, whose views
/// stand side by side. Off: a view without text has both baselines on its bottom edge, as a plain view's.
extension LayoutSession {
    /// The first and last baselines of an AppKit stack view, from the views it arranges; `nil` for other views, for
    /// a stack none of whose visible views has a baseline, and with the rule off.
    func stackBaselines(of node: ViewNode) -> (first: Expression, last: Expression)? {
        guard lookup.rules.contains(.appKitStackBaselines), node.traits.platform == .appKit,
            node.view.elementName == "stackView"
        else { return nil }
        let detaches = lookup.attribute("detachesHiddenViews", of: node.view) == "YES"
        let shown = Self.arrangedViews(of: node.view).filter { !(detaches && $0.isHidden) }.compactMap {
            self.node(of: $0)
        }
        let withBaselines = shown.filter { hasBaseline($0) }
        guard let first = withBaselines.first, let lastView = withBaselines.last else { return nil }
        let vertical = lookup.attribute("orientation", of: node.view) == "vertical"
        guard let firstBaseline = viewBox(first).expression("firstBaseline"),
            let lastBaseline = viewBox(vertical ? lastView : first).expression("lastBaseline")
        else { return nil }
        return (firstBaseline, lastBaseline)
    }

    /// Whether a view has a baseline of its own or through the views it arranges.
    private func hasBaseline(_ node: ViewNode) -> Bool {
        node.traits.font != nil || node.traits.appKitBaselines.fixed != nil || stackBaselines(of: node) != nil
    }
}
