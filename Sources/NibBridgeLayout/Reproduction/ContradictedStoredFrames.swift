import NibBridgeDocument
import NibBridgeLoader

/// The views of a tree whose stored frames contradict one of the tree's required constraints: stale frames, which
/// no layout produces.
///
/// Interface Builder stores the frames it last drew. When a document's constraints change and its frames are not
/// updated (a template written as text, a document edited by hand or merged, a view moved without "Update Frames"),
/// the stored frames break a required constraint, and IB shows the views misplaced when it opens the document; Xcode
/// only writes `misplaced="YES"` when it saves it. Their frames are then not a layout result, so the
/// frame-reproduction check leaves them out, as it leaves out trees IB marked misplaced.
///
/// The test reads stored data only, never the engine's layout, so it leaves out the same views whichever layout rules
/// are on. A constraint is tested when it is archived, active and required, relates two views of the tree (or sets one
/// view's width or height) whose own constraints are tested (``isTested(_:in:appKit:)``), and its attributes are edges,
/// centers, widths or heights; positions are compared in the root's space, built from the stored frames (AppKit's
/// non-flipped superviews measure from the bottom). Left untested, because the stored frames alone do not give both
/// sides or a layout may break the constraint: margins and baselines (they depend on the views' margins and fonts),
/// layout guides (the controller's guides, the safe area's top and bottom, and its sides unless the document is an
/// iPhone's or iPad's held in portrait, where UIKit's safe area has no side insets), positions with a multiplier other
/// than 1 (their coordinate origin matters), positions across a scrolling, tab or box container (its subviews' frames
/// are in its content's space; widths and heights are tested), and leading or trailing under a right-to-left direction.
/// A constraint is broken when its two sides differ by more than ``tolerance``: IB rounds each stored edge to the
/// nearest point or pixel, which can part the two sides of a constraint by up to a point. A center constraint sees only
/// half of a size error, so a view placed by its center and an edge is tested by the size the two give
/// (``centredSizeContradictions(_:_:)``). Both views of a broken constraint are left out, since the stored data cannot
/// tell which of them is stale. A tree whose required constraints conflict is not tested (``FrameReproduction`` asks
/// the layout): IB broke one of them as UIKit does, so its stored frames may break a required constraint and still be a
/// layout result.
enum ContradictedStoredFrames {
    /// How far, in points, the two sides of a constraint may differ before the stored frames contradict it.
    static let tolerance = 1.0

    /// The views of a tree (as ``FrameReproduction/subtree(of:)`` lists it) that are an item of a broken constraint;
    /// `appKit` when the tree is AppKit's, `safeAreaSidesAreBounds` when its safe areas have no side insets (an
    /// iPhone or iPad document held in portrait).
    static func views(
        in tree: [(view: LiveView, parent: LiveView?)], appKit: Bool, safeAreaSidesAreBounds: Bool = false
    ) -> Set<ObjectIdentifier> {
        let placed = placedFrames(tree, appKit: appKit, safeAreaSidesAreBounds: safeAreaSidesAreBounds)
        var contradicted = Set<ObjectIdentifier>()
        for (view, _) in tree {
            for constraint in view.constraints where constraint.shouldBeArchived && constraint.isActive {
                guard constraint.priority >= 1000, let first = constraint.firstItem,
                    let firstFrame = placed[ObjectIdentifier(first)], firstFrame.isTested,
                    let lhs = value(constraint.firstAttribute, firstFrame)
                else { continue }
                var rhs = constraint.constant
                var other: ObjectIdentifier?
                if let item = constraint.secondItem {
                    let sizes = isSize(constraint.firstAttribute)
                    guard let secondFrame = placed[ObjectIdentifier(item)],
                        secondFrame.isTested,
                        let value = value(constraint.secondAttribute, secondFrame),
                        sizes == isSize(constraint.secondAttribute),
                        sizes || (secondFrame.domain == firstFrame.domain && constraint.multiplier == 1)
                    else { continue }
                    rhs += value * constraint.multiplier
                    other = secondFrame.view
                } else if !isSize(constraint.firstAttribute) {
                    continue
                }
                if isBroken(lhs, constraint.relation, rhs) {
                    contradicted.insert(firstFrame.view)
                    if let other { contradicted.insert(other) }
                }
            }
        }
        return contradicted.union(centredSizeContradictions(tree, placed))
    }

    /// The views of a center constraint and an edge constraint that, together, give a view a width or height a
    /// point or more from its stored one.
    ///
    /// A view placed by its center and one edge against the same other view (a label at leading 20 and centered in a
    /// 480-point view: 440 wide) has its size fixed by the two, but a size error shows in the center constraint only
    /// by half: Xcode 6's launch-screen template stores such labels 441 wide, each constraint within a point of its
    /// stored frames, and Xcode 12 writes them `misplaced="YES"` when it saves the document (seen in two projects'
    /// launch screens saved by Xcode 6.1 and 12). The size the pair gives is compared with the stored size instead,
    /// and a point or more apart is a contradiction. Only mirrored pairs are tested, center to center and edge to the
    /// same edge: their size is the other view's size plus the constants, so rounding the two views' stored edges to
    /// the pixel grid (half a point or finer) parts it from the stored size by at most a point. A pair tied to other
    /// attributes of the other view (a view's center Y to a label's top, its bottom to the label's bottom) doubles the
    /// distance between those, and a half-point rounding of it reaches a point in frames a layout gives (one
    /// tuning-set cell's two views, both reproduced). Both constraints must be required equalities with a multiplier
    /// of 1 between views whose constraints are tested, in one space; the views of both constraints are left out.
    private static func centredSizeContradictions(
        _ tree: [(view: LiveView, parent: LiveView?)], _ placed: [ObjectIdentifier: PlacedFrame]
    ) -> Set<ObjectIdentifier> {
        var placements: [PairKey: [Placement]] = [:]
        for (view, _) in tree {
            for constraint in view.constraints where constraint.shouldBeArchived && constraint.isActive {
                guard constraint.priority >= 1000, constraint.relation == "equal", constraint.multiplier == 1,
                    let first = constraint.firstItem, let second = constraint.secondItem,
                    let firstFrame = placed[ObjectIdentifier(first)], firstFrame.isTested,
                    let secondFrame = placed[ObjectIdentifier(second)], secondFrame.isTested,
                    firstFrame.domain == secondFrame.domain
                else { continue }
                // Each side in turn is the placed view: its attribute equals the other's, plus or minus the constant.
                let firstSide = (item: first, frame: firstFrame, attribute: constraint.firstAttribute)
                let secondSide = (item: second, frame: secondFrame, attribute: constraint.secondAttribute)
                for (side, otherSide, sign) in [(firstSide, secondSide, 1.0), (secondSide, firstSide, -1.0)] {
                    guard let edge = edgeShare(side.attribute, side.frame),
                        let otherEdge = edgeShare(otherSide.attribute, otherSide.frame),
                        otherEdge.horizontal == edge.horizontal, otherEdge.share == edge.share,
                        let target = value(otherSide.attribute, otherSide.frame)
                    else { continue }
                    let key = PairKey(
                        view: ObjectIdentifier(side.item), other: ObjectIdentifier(otherSide.item),
                        horizontal: edge.horizontal)
                    placements[key, default: []].append(
                        Placement(share: edge.share, position: target + sign * constraint.constant))
                }
            }
        }
        var contradicted = Set<ObjectIdentifier>()
        for (key, list) in placements {
            guard let frame = placed[key.view] else { continue }
            let stored = key.horizontal ? frame.rect.width : frame.rect.height
            for center in list where center.share == 0.5 {
                for edge in list where edge.share != 0.5 {
                    // position = origin + share × size for each: the two give the size.
                    let size = (center.position - edge.position) / (center.share - edge.share)
                    if abs(size - stored) > tolerance - 0.001, let other = placed[key.other] {
                        contradicted.formUnion([frame.view, other.view])
                    }
                }
            }
        }
        return contradicted
    }

    /// A view placed against another along one axis.
    private struct PairKey: Hashable {
        var view: ObjectIdentifier
        var other: ObjectIdentifier
        var horizontal: Bool
    }

    /// A position a constraint gives one of a view's edges or its center: `share` of its size past its origin.
    private struct Placement {
        var share: Double
        var position: Double
    }

    /// The axis of an edge or center attribute and how far along the view's size it lies (0 for the leading or top
    /// edge, 0.5 for the center, 1 for the trailing or bottom edge); `nil` for other attributes, and for leading
    /// and trailing under a right-to-left direction.
    private static func edgeShare(_ attribute: String, _ frame: PlacedFrame) -> (horizontal: Bool, share: Double)? {
        if frame.isHorizontalOnly && ["top", "bottom", "centerY"].contains(attribute) { return nil }
        return switch attribute {
        case "left": (true, 0)
        case "right": (true, 1)
        case "leading": frame.isRightToLeft ? nil : (true, 0)
        case "trailing": frame.isRightToLeft ? nil : (true, 1)
        case "centerX": (true, 0.5)
        case "top": (false, 0)
        case "bottom": (false, 1)
        case "centerY": (false, 0.5)
        default: nil
        }
    }

    /// A view's stored frame in the root's space (y down), and the scrolling or content container its frame is
    /// measured in (`nil` for the root's space); or the frame of a safe area that has no side insets, whose
    /// horizontal edges are its view's.
    private struct PlacedFrame {
        /// The view left out when a constraint of this item is broken: the view itself, or a safe area's view.
        var view: ObjectIdentifier
        var rect: IBRect
        var domain: ObjectIdentifier?
        var isRightToLeft: Bool
        /// Whether the view's constraints are tested (``isTested(_:in:appKit:)``).
        var isTested: Bool
        /// Whether only horizontal edges, centers and widths are known (a safe area's).
        var isHorizontalOnly = false
    }

    /// The placed frames of the tree's views, and of their safe areas when these have no side insets; views below
    /// one without a stored frame have none.
    private static func placedFrames(
        _ tree: [(view: LiveView, parent: LiveView?)], appKit: Bool, safeAreaSidesAreBounds: Bool
    ) -> [ObjectIdentifier: PlacedFrame] {
        var placed = viewFrames(tree, appKit: appKit)
        guard safeAreaSidesAreBounds else { return placed }
        for (view, _) in tree {
            guard var frame = placed[ObjectIdentifier(view)] else { continue }
            frame.isHorizontalOnly = true
            for guide in view.layoutGuides where guide.key == "safeArea" { placed[ObjectIdentifier(guide)] = frame }
        }
        return placed
    }

    /// The placed frames of the tree's views.
    private static func viewFrames(
        _ tree: [(view: LiveView, parent: LiveView?)], appKit: Bool
    ) -> [ObjectIdentifier: PlacedFrame] {
        var placed: [ObjectIdentifier: PlacedFrame] = [:]
        for (view, parent) in tree where view.properties[.frame] != nil {
            let stored = view.frame
            let rightToLeft = isRightToLeft(view)
            guard let parent else {
                placed[ObjectIdentifier(view)] = PlacedFrame(
                    view: ObjectIdentifier(view), rect: IBRect(x: 0, y: 0, width: stored.width, height: stored.height),
                    domain: nil,
                    isRightToLeft: rightToLeft, isTested: isTested(view, in: nil, appKit: appKit))
                continue
            }
            guard let outer = placed[ObjectIdentifier(parent)] else { continue }
            let y = appKit && !ViewTraits.isFlipped(parent) ? outer.rect.height - stored.y - stored.height : stored.y
            let domain = contentContainers.contains(parent.elementName) ? ObjectIdentifier(parent) : outer.domain
            placed[ObjectIdentifier(view)] = PlacedFrame(
                view: ObjectIdentifier(view),
                rect: IBRect(
                    x: outer.rect.x + stored.x, y: outer.rect.y + y, width: stored.width, height: stored.height),
                domain: domain, isRightToLeft: outer.isRightToLeft || rightToLeft,
                isTested: isTested(view, in: parent, appKit: appKit))
        }
        return placed
    }

    /// Containers whose subviews' frames are measured in a content space of their own (a scroll offset, a clip
    /// view's bounds, a tab's or box's content area), on UIKit or AppKit.
    private static let contentContainers: Set<String> = [
        "scrollView", "tableView", "collectionView", "textView", "clipView", "outlineView", "tabView", "box",
        "browser", "matrix",
    ]

    /// Whether the constraints of a view (laid out by `parent`) are tested: it is shown, its stored frame has a width
    /// and a height, nothing but its constraints places it, and its constraints place its frame.
    ///
    /// Left out: a hidden view (a stack collapses it); a view stored zero wide or high (IB stores a negative size
    /// the constraints give as zero); a stack's arranged view, a split view's pane or a grid's cell (their container's
    /// own required constraints, which the document does not hold, may win over the view's: a fill-aligned UIKit stack
    /// over an arranged view's width); a control whose alignment rect is inset from its frame (AppKit's controls,
    /// UIKit's sliders, switches, segmented controls and symbol images), by insets the stored frames do not give.
    private static func isTested(_ view: LiveView, in parent: LiveView?, appKit: Bool) -> Bool {
        guard !view.isHidden, view.frame.width > 0, view.frame.height > 0 else { return false }
        if let parent, ["stackView", "splitView", "gridView"].contains(parent.elementName) { return false }
        return (appKit ? appKitFrameElements : uiKitFrameElements).contains(view.elementName)
    }

    /// UIKit elements whose alignment rect is their frame.
    private static let uiKitFrameElements: Set<String> = [
        "view", "label", "button", "textField", "textView", "scrollView", "tableView", "collectionView", "stackView",
        "containerView", "visualEffectView", "mapView", "wkWebView", "webView",
    ]

    /// AppKit elements whose alignment rect is their frame.
    private static let appKitFrameElements: Set<String> = [
        "customView", "view", "stackView", "tableCellView", "scrollView", "visualEffectView", "splitView",
        "containerView",
    ]

    /// Whether a view lays its subviews out right to left: a UIKit view forced right to left
    /// (`semanticContentAttribute`, a carried property), or an AppKit view whose `userInterfaceLayoutDirection` is.
    private static func isRightToLeft(_ view: LiveView) -> Bool {
        view.properties[.semanticContentAttribute]?.text == "forceRightToLeft"
            || view.otherState["userInterfaceLayoutDirection"]?.text == "rightToLeft"
    }

    /// Whether an attribute is a width or a height.
    private static func isSize(_ attribute: String) -> Bool { attribute == "width" || attribute == "height" }

    /// An attribute's value on a placed frame; `nil` for the attributes the test leaves out.
    private static func value(_ attribute: String, _ frame: PlacedFrame) -> Double? {
        let rect = frame.rect
        if frame.isHorizontalOnly && ["top", "bottom", "centerY", "height"].contains(attribute) { return nil }
        switch attribute {
        case "left": return rect.x
        case "right": return rect.x + rect.width
        case "leading": return frame.isRightToLeft ? nil : rect.x
        case "trailing": return frame.isRightToLeft ? nil : rect.x + rect.width
        case "top": return rect.y
        case "bottom": return rect.y + rect.height
        case "centerX": return rect.x + rect.width / 2
        case "centerY": return rect.y + rect.height / 2
        case "width": return rect.width
        case "height": return rect.height
        default: return nil
        }
    }

    /// Whether `lhs relation rhs` fails by more than the tolerance.
    private static func isBroken(_ lhs: Double, _ relation: String, _ rhs: Double) -> Bool {
        switch relation {
        case "lessThanOrEqual": lhs > rhs + tolerance
        case "greaterThanOrEqual": lhs < rhs - tolerance
        default: abs(lhs - rhs) > tolerance
        }
    }
}
