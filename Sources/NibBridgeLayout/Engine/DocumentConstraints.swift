import Cassowary
import NibBridgeDocument
import NibBridgeLoader

/// The document's constraints, translated for the solver.
///
/// `first.attribute relation second.attribute × multiplier + constant` at the constraint's priority
/// (1000 is required; lower priorities map onto Cassowary strengths with
/// `Strength(layoutPriority:)`), or `first.attribute relation constant` without a second item.
/// Inactive constraints (not installed) are skipped, and so are constraints whose items are not in the
/// laid-out tree; placeholder constraints (removed at build time) apply as on IB's canvas
/// (``LayoutRule/placeholderConstraints``).
extension LayoutSession {
    /// Adds the archived, active constraints a view holds.
    func addDocumentConstraints(of node: ViewNode) {
        for constraint in node.view.constraints where constraint.shouldBeArchived && constraint.isActive {
            // A size across a fill-aligned UIKit stack is added after the stack's constraints
            // (``LayoutRule/stackFillAlignmentOverArrangedSize``).
            if yieldsToStackAlignment(constraint) {
                sizesYieldingToStackAlignment.append(constraint)
                continue
            }
            addDocumentConstraint(constraint)
        }
    }

    /// Adds one of the document's constraints; a required one that conflicts is reported at its element.
    func addDocumentConstraint(_ constraint: LiveConstraint) {
        guard let firstItem = constraint.firstItem else { return }
        addConstraint(
            firstItem, constraint.firstAttribute, constraint.relation, constraint.secondItem,
            constraint.secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant,
            priority: Double(constraint.priority)
        ) { self.unsatisfiableDiagnostic(for: constraint) }
    }

    /// Adds `first.firstAttribute relation second.secondAttribute × multiplier + constant` (or `relation
    /// constant` without a second item) at a priority.
    func addConstraint(
        _ firstItem: LiveObject, _ firstAttribute: String, _ relationName: String, _ secondItem: LiveObject?,
        _ secondAttribute: String, multiplier: Double, constant: Double, priority: Double,
        onConflict: (() -> Diagnostic)?
    ) {
        guard let first = box(of: firstItem, relativeTo: secondItem)?.expression(firstAttribute) else { return }
        var rhs = Expression(constant: constant)
        if let secondItem, secondAttribute != "notAnAttribute" {
            guard let second = box(of: secondItem, relativeTo: firstItem)?.expression(secondAttribute) else { return }
            rhs = second * multiplier + constant
            if let shift = ancestorOriginTerm(firstItem, secondItem, attribute: firstAttribute, multiplier: multiplier)
            {
                rhs = rhs + shift
            }
        }
        let relation: Relation =
            switch relationName {
            case "lessThanOrEqual": .lessThanOrEqual
            case "greaterThanOrEqual": .greaterThanOrEqual
            default: .equal
            }
        add(first, relation, rhs, priority: priority, onConflict: onConflict)
    }

    /// Interface Builder's placeholder constraints ("Remove at build time"), which the loader leaves out as
    /// UIKit and AppKit never see them, but which IB lays its canvas out with: Xcode's documentation of the
    /// option says a placeholder constraint is used at design time only, to give a view a size or place that
    /// code sets at run time. Added after every other required constraint of the tree (the document's, the
    /// stacks' and the grids'), so that a placeholder that conflicts with them is the one left out, without a
    /// diagnostic (it is not in the built nib).
    func addPlaceholderConstraint(_ placeholder: PlaceholderConstraint) {
        let attributes = placeholder.attributes
        addConstraint(
            placeholder.first, attributes["firstAttribute"] ?? "notAnAttribute", attributes["relation"] ?? "equal",
            placeholder.second, attributes["secondAttribute"] ?? "notAnAttribute",
            multiplier: IBConstraint.parseMultiplier(attributes["multiplier"]),
            constant: Double(attributes["constant"] ?? "") ?? 0,
            priority: Double(attributes["priority"] ?? "") ?? 1000, onConflict: nil)
    }

    /// A placeholder constraint of the document: its items in the tree and its element's attributes.
    typealias PlaceholderConstraint = (first: LiveObject, second: LiveObject?, attributes: [String: String])

    /// The placeholder constraints of the whole tree (``LayoutRule/placeholderConstraints``; none when it is
    /// off), read once per layout: they decide which views are constrained and are added last.
    func placeholderConstraints() -> [PlaceholderConstraint] {
        lookup.rules.contains(.placeholderConstraints) ? nodes.flatMap(placeholderConstraints(of:)) : []
    }

    /// The placeholder constraints a view's element holds (its `<constraints>`), with their items found in the
    /// tree among the views of the same document (ids repeat across the documents of a bridged tree); one
    /// whose items the tree does not hold is skipped.
    private func placeholderConstraints(of node: ViewNode) -> [PlaceholderConstraint] {
        guard let (nib, index) = lookup.index(of: node.view), let list = nib.child(of: index, named: "constraints")
        else { return [] }
        let path = node.view.documentPath
        return nib.children(of: list, named: "constraint").compactMap { constraint in
            let attributes = nib[constraint].attributes
            guard attributes["placeholder"] == "YES" else { return nil }
            guard let first = attributes["firstItem"].map({ item(withID: $0, path: path) }) ?? node.view else {
                return nil
            }
            var second: LiveObject?
            if let id = attributes["secondItem"] {
                guard let item = item(withID: id, path: path) else { return nil }
                second = item
            } else if attributes["secondAttribute"] != nil {
                second = node.view
            }
            return (first, second, attributes)
        }
    }

    /// The view of the tree, or a view's layout guide, with a document id, in the document at a path.
    private func item(withID id: String, path: String?) -> LiveObject? {
        for node in nodes where node.view.documentPath == path {
            if node.view.documentID == id { return node.view }
            if let guide = node.view.layoutGuides.first(where: { $0.documentID == id }) { return guide }
        }
        return nil
    }

    /// The box a constraint item stands for, seen from the constraint's other item (a UIKit scroll view
    /// seen from one of its descendants offers its content area's edges).
    func box(of item: LiveObject, relativeTo other: LiveObject?) -> LayoutItemBox? {
        if let view = item as? LiveView {
            guard let node = node(of: view) else { return nil }
            var box = viewBox(node)
            if node.isUIKitScrollView, let otherView = other as? LiveView, let otherNode = self.node(of: otherView),
                node.isAncestor(of: otherNode)
            {
                box.content = contentArea(of: node)
            }
            return box
        }
        if let owner = guideOwners[ObjectIdentifier(item)] { return guideBox(key: owner.key, of: owner.node) }
        if item is LiveLayoutGuide || lookup.element(of: item)?.name == "viewControllerLayoutGuide" {
            return controllerGuideBox(type: lookup.attribute("type", of: item) ?? "top")
        }
        return nil
    }

    /// A view's own box: its alignment rect, margins and font.
    func viewBox(_ node: ViewNode) -> LayoutItemBox {
        var box = LayoutItemBox(
            left: Expression(node.left), top: Expression(node.top), width: Expression(node.width),
            height: Expression(node.height))
        box.margins = node.effectiveMargins
        box.font = node.traits.font
        box.centersText = node.traits.centersText
        box.centredBaseline = node.traits.appKitBaselines.centred
        box.lastBaselineFromBottom = node.traits.appKitBaselines.lastFromBottom
        box.fixedBaseline = node.traits.appKitBaselines.fixed
        if box.font == nil, box.fixedBaseline == nil { box.innerBaselines = stackBaselines(of: node) }
        box.firstBaselineAtTop = platform == .uiKit && lookup.rules.contains(.uiKitFirstBaselineAtTop)
        return box
    }

    /// A UIKit scroll view's content area: at its bounds origin (the content offset is zero), sized by
    /// its content size variables.
    func contentArea(of node: ViewNode) -> (left: Expression, top: Expression, width: Expression, height: Expression) {
        (
            Expression(node.left), Expression(node.top), Expression(node.contentSize.width),
            Expression(node.contentSize.height)
        )
    }

    /// A view's layout guide: `safeArea`, `layoutMargins`, `contentLayoutGuide`, `frameLayoutGuide` or the
    /// keyboard's (`keyboard`).
    func guideBox(key: String, of node: ViewNode) -> LayoutItemBox {
        let frame = viewBox(node)
        func inset(_ insets: LayoutInsets) -> LayoutItemBox {
            LayoutItemBox(
                left: frame.left + insets.left, top: frame.top + insets.top,
                width: frame.width - (insets.left + insets.right), height: frame.height - (insets.top + insets.bottom))
        }
        switch key {
        case "layoutMargins": return inset(node.effectiveMargins)
        case "contentLayoutGuide":
            let content = contentArea(of: node)
            return LayoutItemBox(left: content.left, top: content.top, width: content.width, height: content.height)
        case "frameLayoutGuide":
            return LayoutItemBox(left: frame.left, top: frame.top, width: frame.width, height: frame.height)
        case "keyboard" where lookup.rules.contains(.keyboardGuideAtSafeAreaBottom):
            // `UIView.keyboardLayoutGuide` with no keyboard on screen: the strip below the safe area, its top at
            // the safe area's bottom (`UIKeyboardLayoutGuide.usesBottomSafeArea`, on by default).
            let bottom = node.safeInsets.bottom
            return LayoutItemBox(
                left: frame.left, top: frame.top + frame.height - bottom, width: frame.width,
                height: Expression(constant: bottom))
        default: return inset(node.safeInsets)
        }
    }

    /// A view controller's `topLayoutGuide` (from the root's top to the bottom of the status and top bars)
    /// or `bottomLayoutGuide` (from the top of the bottom bars to the root's bottom), from the root's
    /// safe-area insets.
    func controllerGuideBox(type: String) -> LayoutItemBox {
        let root = viewBox(self.root)
        // (tvOS's top and bottom layout guides were once taken as empty, after one project's documents;
        // with no more evidence than that, they take the safe area's insets as on iOS.)
        let insets = self.root.safeInsets
        if type == "bottom" {
            return LayoutItemBox(
                left: root.left, top: root.top + root.height - insets.bottom, width: root.width,
                height: Expression(constant: insets.bottom))
        }
        if lookup.rules.contains(.topLayoutGuideAsBarsLine) {
            return ControllerTopLayoutGuides.barsLine(of: root, topInset: insets.top)
        }
        return LayoutItemBox(
            left: root.left, top: root.top, width: root.width, height: Expression(constant: insets.top))
    }
}
