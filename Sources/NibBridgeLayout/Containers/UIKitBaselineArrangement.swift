import Cassowary
import NibBridgeDocument
import NibBridgeLoader

/// A UIKit vertical stack view that arranges its views relative to their baselines
/// (`baselineRelativeArrangement="YES"`, ``LayoutRule/stackBaselineRelativeArrangement``).
///
/// `UIStackView.isBaselineRelativeArrangement` (UIKit documentation): "If YES, the vertical space between views
/// are measured from the last baseline of a text-based view, to the first baseline of the view below it. [...] This
/// property is only used by vertical stack views." So the stack's `spacing` (and the gaps of `equalSpacing`) runs
/// from one view's last baseline to the next view's first baseline, where the views show text; a view without text
/// keeps its edge. An arranged stack view's baselines are those of its first (first baseline) and last (last
/// baseline) arranged views when vertical, of its first arranged view when horizontal. The first and last views
/// stay at the stack's edges, as IB stores them (Provenance's game-info and save-state rows, 20 points tall and 29
/// apart top to top in a stack of `spacing` 29). A stack of the system spacing (`spacingType="standard"`), whose
/// baseline-to-baseline distance comes from the fonts, is not modelled: it keeps the spacing between edges.
extension LayoutSession {
    /// Whether a stack view's views are spaced by their baselines: a UIKit vertical stack view with
    /// `baselineRelativeArrangement` on and an explicit spacing, when the rule is on.
    func arrangesByBaselines(_ view: LiveView, vertical: Bool) -> Bool {
        platform == .uiKit && vertical && lookup.rules.contains(.stackBaselineRelativeArrangement)
            && view.otherState["baselineRelativeArrangement"]?.text == "YES"
            && view.otherState["spacingType"]?.text != "standard"
    }

    /// The baseline of an arranged view that the stack spaces it by, if it shows text (or is a stack view whose
    /// baseline view does); nil for a view without text, which the stack spaces by its edges.
    func arrangedBaseline(of node: ViewNode, first: Bool) -> Expression? {
        if node.traits.font != nil {
            return viewBox(node).expression(first ? "firstBaseline" : "lastBaseline")
        }
        guard node.view.elementName == "stackView" else { return nil }
        let children = Self.arrangedViews(of: node.view).filter { !isCollapsed($0, isAppKit: false) }
            .compactMap { self.node(of: $0) }
        let vertical = node.view.otherState["axis"]?.text == "vertical"
        guard let child = vertical && !first ? children.last : children.first else { return nil }
        return arrangedBaseline(of: child, first: first)
    }
}
