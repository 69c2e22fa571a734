import Cassowary
import NibBridgeDocument
import NibBridgeLoader

/// The constraints UIKit and AppKit make from a view's autoresizing mask
/// (`translatesAutoresizingMaskIntoConstraints`, the default for views IB did not give constraints).
///
/// The stored frame is the view's frame when its superview had its stored size. When the superview's
/// size changes by `delta` along an axis, the change is shared by the flexible parts of that axis
/// (leading margin, size, trailing margin) in proportion to their stored lengths, and equally when those
/// lengths are all zero; the fixed parts keep their stored lengths. With no flexible part, the leading
/// margin and the size stay fixed. These are linear in the superview's size, so they are ordinary
/// required constraints.
///
/// AppKit measures a frame from the bottom of a non-flipped superview, and its mask's `minY` is then the
/// bottom margin: the vertical axis is computed in that space and converted to the top-down space of the
/// variables.
extension LayoutSession {
    /// The stored value of each part of an axis and whether it is flexible.
    struct AxisParts {
        var leading: Double
        var size: Double
        var trailing: Double
        var flexible: (leading: Bool, size: Bool, trailing: Bool)

        /// The factors by which the superview's size change moves the leading margin and the size.
        var shares: (leading: Double, size: Double) {
            let parts = [(flexible.leading, leading), (flexible.size, size), (flexible.trailing, trailing)]
            let flexibleParts = parts.filter(\.0)
            guard !flexibleParts.isEmpty else { return (0, 0) }
            let total = flexibleParts.reduce(0) { $0 + $1.1 }
            func share(_ isFlexible: Bool, _ value: Double) -> Double {
                guard isFlexible else { return 0 }
                return abs(total) > 1e-9 ? value / total : 1 / Double(flexibleParts.count)
            }
            return (share(flexible.leading, leading), share(flexible.size, size))
        }
    }

    func addAutoresizingConstraints(_ node: ViewNode, mask explicitMask: IBAutoresizingMask? = nil) {
        guard let parent = node.parent else { return }
        let mask = explicitMask ?? node.view.autoresizingMask
        let frame = node.storedFrame
        let container = parent.storedFrame
        let horizontal = AxisParts(
            leading: frame.x, size: frame.width, trailing: container.width - frame.x - frame.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let vertical = AxisParts(
            leading: frame.y, size: frame.height, trailing: container.height - frame.y - frame.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        // The superview's size change, as an expression of its variables.
        let deltaWidth = parent.frameWidth - container.width
        let deltaHeight = parent.frameHeight - container.height

        let h = horizontal.shares
        add(node.frameLeft - parent.frameLeft, .equal, horizontal.leading + deltaWidth * h.leading)
        add(node.frameWidth, .equal, horizontal.size + deltaWidth * h.size)

        let v = vertical.shares
        let nativeY = vertical.leading + deltaHeight * v.leading
        let newHeight = vertical.size + deltaHeight * v.size
        add(node.frameHeight, .equal, newHeight)
        if platform == .appKit && !parent.traits.isFlipped {
            // top-down y = superview height - native y - height.
            add(node.frameTop - parent.frameTop, .equal, parent.frameHeight - nativeY - newHeight)
        } else {
            add(node.frameTop - parent.frameTop, .equal, nativeY)
        }
    }
}

/// Interface Builder's automatic constraints: a view that does not translate its autoresizing mask but
/// that no constraint mentions (IB writes `fixedFrame="YES"` on most) keeps its stored position from its
/// superview's top-left corner (bottom-left for a non-flipped AppKit superview) and its stored size, as
/// the prototyping constraints IB adds at build time make it.
extension LayoutSession {
    /// The views that an active, archived constraint of the tree mentions, or one of its placeholder
    /// constraints that IB lays its canvas out with (``placeholderConstraints()``).
    func constrainedViews(placeholders: [PlaceholderConstraint]) -> Set<ObjectIdentifier> {
        var items: [LiveObject?] = placeholders.flatMap { [$0.first, $0.second] }
        for node in nodes {
            for constraint in node.view.constraints where constraint.shouldBeArchived && constraint.isActive {
                items += [constraint.firstItem, constraint.secondItem]
            }
        }
        return Set(items.compactMap(\.self).filter { $0 is LiveView }.map(ObjectIdentifier.init))
    }

    func addAutomaticConstraints(_ node: ViewNode) {
        guard lookup.rules.contains(.automaticConstraints) else { return }
        keepStoredFrame(of: node)
    }

    /// Holds a view at its stored frame in its superview, at a priority (required for IB's prototyping
    /// constraints; a weak preference for a view no one lays out but its own constraints may move).
    func keepStoredFrame(of node: ViewNode, priority: Double = 1000) {
        guard let parent = node.parent else { return }
        let frame = node.storedFrame
        add(node.frameLeft - parent.frameLeft, .equal, Expression(constant: frame.x), priority: priority)
        add(node.frameWidth, .equal, Expression(constant: frame.width), priority: priority)
        add(node.frameHeight, .equal, Expression(constant: frame.height), priority: priority)
        if platform == .appKit && !parent.traits.isFlipped {
            add(
                node.frameTop - parent.frameTop, .equal, parent.frameHeight - (frame.y + frame.height),
                priority: priority)
        } else {
            add(node.frameTop - parent.frameTop, .equal, Expression(constant: frame.y), priority: priority)
        }
    }
}
