import Cassowary
import NibBridgeDocument
import NibBridgeLoader

/// The document's constraints, translated for the solver.
///
/// `first.attribute relation second.attribute × multiplier + constant` at the constraint's priority
/// (1000 is required; lower priorities map onto Cassowary strengths with
/// `Strength(layoutPriority:)`), or `first.attribute relation constant` without a second item.
/// Placeholder constraints (removed at build time) and inactive ones (not installed) are skipped, and so
/// are constraints whose items are not in the laid-out tree.
extension LayoutSession {
    func addDocumentConstraints(of node: ViewNode) {
        for constraint in node.view.constraints where constraint.shouldBeArchived && constraint.isActive {
            addDocumentConstraint(constraint)
        }
    }

    func addDocumentConstraint(_ constraint: LiveConstraint) {
        guard let firstItem = constraint.firstItem,
            let first = box(of: firstItem, relativeTo: constraint.secondItem)?.expression(constraint.firstAttribute)
        else { return }
        var rhs = Expression(constant: constraint.constant)
        if let secondItem = constraint.secondItem, constraint.secondAttribute != "notAnAttribute" {
            guard let second = box(of: secondItem, relativeTo: firstItem)?.expression(constraint.secondAttribute)
            else { return }
            rhs = second * constraint.multiplier + constraint.constant
        }
        let relation: Relation =
            switch constraint.relation {
            case "lessThanOrEqual": .lessThanOrEqual
            case "greaterThanOrEqual": .greaterThanOrEqual
            default: .equal
            }
        add(first, relation, rhs, priority: Double(constraint.priority)) {
            self.unsatisfiableDiagnostic(for: constraint)
        }
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
        // AppKit draws a control's centred text on a whole point: its baseline sits at the centred
        // position (from the alignment rect's top, at the control's stored height) rounded down, or to
        // the nearest point for the controls IB drew in the macOS 26 design (Xcode 26 documents), as
        // measured on the corpus.
        if platform == .appKit, node.traits.centersText, let font = node.traits.font {
            let insets = node.traits.alignmentInsets
            let height = node.storedFrame.height - insets.top - insets.bottom
            let rule: FloatingPointRoundingRule =
                AppKitAlignment.usesMacOS26Design(node.view, lookup: lookup) ? .toNearestOrAwayFromZero : .down
            // Small and mini controls centre their smaller text as the regular 13-point text sits (measured
            // on the corpus: a small text field 19 points tall has its baseline 14 below its top).
            let size = max(font.ascent / FontMetrics.ascentRatio, 13)
            let offset = size * (FontMetrics.ascentRatio - FontMetrics.descentRatio) / 2
            box.centredBaseline = (height * 0.5 + offset).rounded(rule)
            // A check box or radio button lays its title like a label on a line of the font's size plus 3,
            // centred in its alignment rect (an 18-point check box has its baseline 14 below its top).
            let type = lookup.cellAttributes(of: node.view)?["type"]
            if node.view.elementName == "button", type == "check" || type == "radio" {
                let pointSize = font.ascent / FontMetrics.ascentRatio
                box.centredBaseline = ((height - (pointSize + 3)) / 2 + pointSize).rounded(.down)
            }
        }
        // An NSSwitch aligns with text 16 points below its alignment rect's top (measured on the corpus:
        // the labels first-baseline-aligned with iina's switches).
        if platform == .appKit, node.view.elementName == "switch" { box.fixedBaseline = 16 }
        // AppKit draws a label's text on a whole point too: its last baseline sits the descent above its
        // bottom (at the label's stored height), rounded to the nearest point.
        if platform == .appKit, !node.traits.centersText, let font = node.traits.font {
            let height = node.storedFrame.height
            box.lastBaselineFromBottom = height - (height - font.descent).rounded()
        }
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

    /// A view's layout guide: `safeArea`, `layoutMargins`, `contentLayoutGuide` or `frameLayoutGuide`.
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
        default: return inset(node.safeInsets)
        }
    }

    /// A view controller's `topLayoutGuide` (from the root's top to the bottom of the status and top bars)
    /// or `bottomLayoutGuide` (from the top of the bottom bars to the root's bottom), from the root's
    /// safe-area insets.
    func controllerGuideBox(type: String) -> LayoutItemBox {
        let root = viewBox(self.root)
        var insets = self.root.safeInsets
        // tvOS shows no status bar or home indicator: its controllers' top and bottom layout guides are
        // empty (the 60/80-point overscan insets are the safe area's and the margins').
        if lookup.nib(of: self.root.view)?.platform == .appleTV { insets = .zero }
        if type == "bottom" {
            return LayoutItemBox(
                left: root.left, top: root.top + root.height - insets.bottom, width: root.width,
                height: Expression(constant: insets.bottom))
        }
        return LayoutItemBox(
            left: root.left, top: root.top, width: root.width, height: Expression(constant: insets.top))
    }
}
