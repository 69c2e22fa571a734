import Cassowary
import NibBridgeLoader

/// The coordinate space a constraint's multiplier scales in (``LayoutRule/multipliersInCommonAncestor``).
///
/// `first.attribute = second.attribute × multiplier + constant` relates positions measured in the bounds of the
/// two items' nearest common ancestor, not in the window's or the root's space: a view whose `centerY` is 0.85 ×
/// its superview's `centerY` sits at 0.85 of half its superview's height, wherever the superview is, as a view whose
/// `top` equals its superview's `top` sits at the superview's own top (y = 0). The engine's variables are positions
/// in the root's space, so a multiplier other than 1 on a position scales the ancestor's offset from the root too;
/// the constraint is written here relative to that ancestor's origin instead. Sizes (`width`, `height`) have no
/// origin and are unchanged.
extension LayoutSession {
    /// The term `origin × (1 − multiplier)` that moves `second × multiplier` from the root's space into the
    /// bounds of the nearest common ancestor of the constraint's items, along `attribute`'s axis; `nil` for a size
    /// attribute, a multiplier of 1, items outside the tree, or an ancestor at the root's origin.
    func ancestorOriginTerm(
        _ firstItem: LiveObject, _ secondItem: LiveObject, attribute: String, multiplier: Double
    ) -> Expression? {
        guard multiplier != 1, lookup.rules.contains(.multipliersInCommonAncestor),
            let axis = Self.positionAxis(of: attribute), let a = itemNode(firstItem), let b = itemNode(secondItem),
            let ancestor = Self.commonAncestor(a, b), ancestor !== root
        else { return nil }
        let insets = ancestor.traits.alignmentInsets
        let origin =
            axis == .horizontal
            ? Expression(ancestor.left) + Expression(constant: -insets.left)
            : Expression(ancestor.top) + Expression(constant: -insets.top)
        return origin * (1 - multiplier)
    }

    /// The node of a constraint's item: a view's, a layout guide's owner's, or the root's for a controller's guides.
    private func itemNode(_ item: LiveObject) -> ViewNode? {
        if let view = item as? LiveView { return node(of: view) }
        if let owner = guideOwners[ObjectIdentifier(item)] { return owner.node }
        if item is LiveLayoutGuide || lookup.element(of: item)?.name == "viewControllerLayoutGuide" { return root }
        return nil
    }

    private enum Axis { case horizontal, vertical }

    /// The axis a position attribute measures along; `nil` for `width`, `height` and unknown attributes.
    private static func positionAxis(of attribute: String) -> Axis? {
        switch attribute {
        case "left", "right", "leading", "trailing", "centerX", "leftMargin", "rightMargin", "leadingMargin",
            "trailingMargin", "centerXWithinMargins":
            .horizontal
        case "top", "bottom", "centerY", "topMargin", "bottomMargin", "centerYWithinMargins", "baseline",
            "firstBaseline", "lastBaseline":
            .vertical
        default: nil
        }
    }

    /// The nearest node that is `a` or `b` or an ancestor of both.
    private static func commonAncestor(_ a: ViewNode, _ b: ViewNode) -> ViewNode? {
        var seen: Set<ObjectIdentifier> = []
        var node: ViewNode? = a
        while let current = node {
            seen.insert(ObjectIdentifier(current))
            node = current.parent
        }
        node = b
        while let current = node {
            if seen.contains(ObjectIdentifier(current)) { return current }
            node = current.parent
        }
        return nil
    }
}
