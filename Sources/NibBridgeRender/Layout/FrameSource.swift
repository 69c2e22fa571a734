import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader

/// The space a view controller's bars take from its root view (what its layout guides and safe area
/// leave out).
struct ScreenInsets: Hashable {
    var top: Double = 0
    var bottom: Double = 0
    var left: Double = 0
    var right: Double = 0
}

/// Where the frames a picture is drawn with come from.
///
/// The renderer codes against this so that the layout engine (`NibBridgeLayout`) can replace the
/// interim ``StoredFrameSource`` without touching the painters: both answer frames in superview
/// coordinates for every view under a root laid out at a size.
protocol FrameSource {
    /// Frames for `root` (at the origin, `size`) and every view under it.
    func layout(_ root: LiveView, size: LayoutSize, insets: ScreenInsets) -> LayoutResult
}

/// Frames as Interface Builder stored them, adjusted where the document leaves them out.
///
/// - A stored frame is used as written (IB draws misplaced views where they are stored, too).
/// - A view whose superview changed size follows its autoresizing mask, as UIKit resizes it.
/// - A view without a stored frame (Xcode 8 and later omit frames that constraints determine, and the
///   bridge embeds a nib's view at its placeholder's bounds) is placed by propagating its equality
///   constraints from views already placed, with intrinsic sizes from a measurer for what remains.
///
/// Interim: the Cassowary layout engine replaces this once it lands.
struct StoredFrameSource: FrameSource {
    var measurer: (any IntrinsicContentSizing)?
    /// A layout guide's `type` (`top`, `bottom`), from its element.
    var guideType: (LiveObject) -> String? = { _ in nil }
    /// Whether a view measures its subviews' frames from its bottom edge (a non-flipped AppKit view).
    var measuresFromBottom: (LiveView) -> Bool = { _ in false }

    /// A source reading guide types and platforms from the documents the views came from.
    static func reading(_ index: DocumentIndex, measurer: (any IntrinsicContentSizing)?) -> StoredFrameSource {
        StoredFrameSource(
            measurer: measurer, guideType: { guide in index.element(of: guide)?["type"] },
            measuresFromBottom: { view in
                FlippedViews.measuresFromBottom(view, appKit: index.nib(view.documentPath)?.platform == .cocoa)
            })
    }

    func layout(_ root: LiveView, size: LayoutSize, insets: ScreenInsets) -> LayoutResult {
        var solver = FramePropagation(
            measurer: measurer, guideType: guideType, insets: insets, fromBottom: measuresFromBottom)
        return solver.solve(root: root, size: size)
    }
}

/// Frames from the layout engine (`NibBridgeLayout`): constraints solved with Cassowary, intrinsic sizes
/// measured with Pango.
struct EngineFrameSource: FrameSource {
    var engine: LayoutEngine

    func layout(_ root: LiveView, size: LayoutSize, insets: ScreenInsets) -> LayoutResult {
        engine.layout(
            root, size: size,
            safeAreaInsets: LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        )
    }
}

/// Where frames are measured from: AppKit views that are not flipped measure their subviews' frames from
/// their bottom edge (the layout engine's frames and stored frames alike).
enum FlippedViews {
    /// AppKit classes whose `isFlipped` is true.
    static let flippedAppKitElements: Set<String> = [
        "clipView", "tableView", "outlineView", "textView", "collectionView", "matrix", "splitView",
        "tabView", "browser", "ruleEditor", "predicateEditor", "tableHeaderView", "gridView",
    ]

    /// Whether a view of a document's platform measures its subviews' frames from its bottom edge.
    static func measuresFromBottom(_ view: LiveView, appKit: Bool) -> Bool {
        appKit && !flippedAppKitElements.contains(view.elementName) && view.otherState["flipped"]?.text != "YES"
    }

    /// A frame measured from the bottom of a superview of a height, measured from its top instead.
    static func flip(_ frame: IBRect, height: Double) -> IBRect {
        IBRect(x: frame.x, y: height - frame.y - frame.height, width: frame.width, height: frame.height)
    }
}

/// One axis of a view being placed, in root coordinates: any two of start, end, size fix it.
struct Span {
    var start: Double?
    var end: Double?
    var size: Double?
    var center: Double?

    var isFixed: Bool { start != nil && end != nil }

    mutating func settle() {
        for _ in 0..<2 {
            if start == nil, let end, let size { start = end - size }
            if end == nil, let start, let size { end = start + size }
            if size == nil, let start, let end { size = end - start }
            if start == nil, let center, let size { start = center - size / 2 }
            if start == nil, let center, let end { start = 2 * center - end }
            if end == nil, let center, let start { end = 2 * center - start }
            if center == nil, let start, let end { center = (start + end) / 2 }
        }
    }
}

/// The propagation behind ``StoredFrameSource``.
struct FramePropagation {
    let measurer: (any IntrinsicContentSizing)?
    let guideType: (LiveObject) -> String?
    let insets: ScreenInsets
    let fromBottom: (LiveView) -> Bool
    var absolute: [ObjectIdentifier: IBRect] = [:]
    var horizontal: [ObjectIdentifier: Span] = [:]
    var vertical: [ObjectIdentifier: Span] = [:]
    var views: [LiveView] = []
    var root: LiveView?
    var rootSize = LayoutSize(width: 0, height: 0)

    init(
        measurer: (any IntrinsicContentSizing)?, guideType: @escaping (LiveObject) -> String?, insets: ScreenInsets,
        fromBottom: @escaping (LiveView) -> Bool
    ) {
        self.measurer = measurer
        self.guideType = guideType
        self.insets = insets
        self.fromBottom = fromBottom
    }

    mutating func solve(root: LiveView, size: LayoutSize) -> LayoutResult {
        self.root = root
        rootSize = size
        absolute[ObjectIdentifier(root)] = IBRect(x: 0, y: 0, width: size.width, height: size.height)
        place(children: root, storedSize: root.properties[.frame] == nil ? nil : (root.frame.width, root.frame.height))
        // Views without frames: propagate constraints, then intrinsic sizes, until nothing changes.
        var pending = views.filter { absolute[ObjectIdentifier($0)] == nil }
        var useIntrinsic = false
        for _ in 0..<12 where !pending.isEmpty {
            let before = pending.count
            propagate(pending, useIntrinsic: useIntrinsic)
            pending = views.filter { absolute[ObjectIdentifier($0)] == nil }
            if pending.count == before {
                if useIntrinsic { break }
                useIntrinsic = true
            }
        }
        var frames: [ObjectIdentifier: IBRect] = [:]
        frames[ObjectIdentifier(root)] = IBRect(x: 0, y: 0, width: size.width, height: size.height)
        for view in views {
            guard let rect = absolute[ObjectIdentifier(view)] else {
                frames[ObjectIdentifier(view)] = IBRect(x: 0, y: 0, width: 0, height: 0)
                continue
            }
            let parent =
                view.superview.flatMap { absolute[ObjectIdentifier($0)] } ?? IBRect(x: 0, y: 0, width: 0, height: 0)
            var frame = IBRect(x: rect.x - parent.x, y: rect.y - parent.y, width: rect.width, height: rect.height)
            if let superview = view.superview, fromBottom(superview) {
                frame = FlippedViews.flip(frame, height: parent.height)
            }
            frames[ObjectIdentifier(view)] = frame
        }
        return LayoutResult(frames: frames)
    }

    /// Places the subviews of a placed view from their stored frames (autoresized when the view's size
    /// differs from its stored size), recursively; views without frames wait for propagation.
    mutating func place(children parent: LiveView, storedSize: (Double, Double)?) {
        guard let parentRect = absolute[ObjectIdentifier(parent)] else { return }
        let dw = storedSize.map { parentRect.width - $0.0 } ?? 0
        let dh = storedSize.map { parentRect.height - $0.1 } ?? 0
        for child in parent.subviews {
            views.append(child)
            guard child.properties[.frame] != nil else {
                // No stored frame: wait for the constraints; its subviews are placed once it is.
                appendDescendants(of: child)
                continue
            }
            var frame = child.frame
            var mask = child.autoresizingMask
            if fromBottom(parent) {
                // Measured from the bottom: turn it over, and the mask's minY margin is the bottom one.
                frame = FlippedViews.flip(frame, height: storedSize?.1 ?? parentRect.height)
                let top = mask.contains(.flexibleTopMargin)
                let bottom = mask.contains(.flexibleBottomMargin)
                mask.remove([.flexibleTopMargin, .flexibleBottomMargin])
                if top { mask.insert(.flexibleBottomMargin) }
                if bottom { mask.insert(.flexibleTopMargin) }
            }
            if dw != 0 || dh != 0 {
                frame = FramePropagation.autoresize(frame, mask: mask, dw: dw, dh: dh)
            }
            absolute[ObjectIdentifier(child)] = IBRect(
                x: parentRect.x + frame.x, y: parentRect.y + frame.y, width: frame.width, height: frame.height)
            place(children: child, storedSize: (child.frame.width, child.frame.height))
        }
    }

    mutating func appendDescendants(of view: LiveView) {
        for child in view.subviews {
            views.append(child)
            appendDescendants(of: child)
        }
    }

    /// UIKit's autoresizing: the change is shared among the flexible margins and size.
    static func autoresize(_ frame: IBRect, mask: IBAutoresizingMask, dw: Double, dh: Double) -> IBRect {
        var frame = frame
        func share(
            _ delta: Double, _ before: Bool, _ size: Bool, _ after: Bool, origin: inout Double, length: inout Double
        ) {
            let parts = [before, size, after].filter { $0 }.count
            guard parts > 0 else { return }
            let each = delta / Double(parts)
            if before { origin += each }
            if size { length += each }
        }
        share(
            dw, mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin),
            origin: &frame.x, length: &frame.width)
        share(
            dh, mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin),
            origin: &frame.y, length: &frame.height)
        return frame
    }

    // MARK: Propagation

    /// The root-coordinate rectangle of a constraint item, if placed: a view, or a layout guide.
    func rect(of item: LiveObject?, holder: LiveView?) -> IBRect? {
        guard let item else { return nil }
        if let view = item as? LiveView { return absolute[ObjectIdentifier(view)] }
        guard item is LiveLayoutGuide else { return nil }
        let full = IBRect(x: 0, y: 0, width: rootSize.width, height: rootSize.height)
        switch guideType(item) {
        case "top": return IBRect(x: 0, y: 0, width: rootSize.width, height: insets.top)
        case "bottom":
            return IBRect(x: 0, y: rootSize.height - insets.bottom, width: rootSize.width, height: insets.bottom)
        default:
            // A safe area: the root's inset by the bars; another view's own bounds.
            let owner = owningView(of: item) ?? holder
            if owner == nil || owner === root {
                return IBRect(
                    x: insets.left, y: insets.top, width: full.width - insets.left - insets.right,
                    height: full.height - insets.top - insets.bottom)
            }
            return owner.flatMap { absolute[ObjectIdentifier($0)] }
        }
    }

    func owningView(of guide: LiveObject) -> LiveView? {
        for view in views + [root].compactMap({ $0 }) where view.layoutGuides.contains(where: { $0 === guide }) {
            return view
        }
        return nil
    }

    /// The value of an attribute of a placed rectangle (margins are 8 points in).
    static func value(_ attribute: String, of rect: IBRect) -> (horizontal: Bool, value: Double)? {
        let margin = attribute.hasSuffix("Margin") || attribute.hasSuffix("WithinMargins") ? 8.0 : 0
        switch attribute {
        case "left", "leading", "leftMargin", "leadingMargin": return (true, rect.x + margin)
        case "right", "trailing", "rightMargin", "trailingMargin": return (true, rect.x + rect.width - margin)
        case "width": return (true, rect.width)
        case "centerX", "centerXWithinMargins": return (true, rect.x + rect.width / 2)
        case "top", "topMargin", "firstBaseline": return (false, rect.y + margin)
        case "bottom", "bottomMargin", "lastBaseline", "baseline": return (false, rect.y + rect.height - margin)
        case "height": return (false, rect.height)
        case "centerY", "centerYWithinMargins": return (false, rect.y + rect.height / 2)
        default: return nil
        }
    }

    /// Sets one attribute of an unplaced view's span.
    static func assign(_ attribute: String, _ value: Double, horizontal: inout Span, vertical: inout Span) {
        let margin = attribute.hasSuffix("Margin") ? 8.0 : 0
        switch attribute {
        case "left", "leading", "leftMargin", "leadingMargin": horizontal.start = horizontal.start ?? value - margin
        case "right", "trailing", "rightMargin", "trailingMargin": horizontal.end = horizontal.end ?? value + margin
        case "width": horizontal.size = horizontal.size ?? value
        case "centerX", "centerXWithinMargins": horizontal.center = horizontal.center ?? value
        case "top", "topMargin", "firstBaseline": vertical.start = vertical.start ?? value - margin
        case "bottom", "bottomMargin", "lastBaseline", "baseline": vertical.end = vertical.end ?? value + margin
        case "height": vertical.size = vertical.size ?? value
        case "centerY", "centerYWithinMargins": vertical.center = vertical.center ?? value
        default: break
        }
    }

    mutating func propagate(_ pending: [LiveView], useIntrinsic: Bool) {
        let pendingIDs = Set(pending.map(ObjectIdentifier.init))
        var constraints: [LiveConstraint] = []
        for view in [root].compactMap({ $0 }) + views { constraints += view.constraints }
        for constraint in constraints where constraint.isActive && constraint.relation == "equal" {
            let first = constraint.firstItem
            let second = constraint.secondItem
            let holder = constraint.owner
            for (target, targetAttribute, other, otherAttribute, forward) in [
                (first, constraint.firstAttribute, second, constraint.secondAttribute, true),
                (second, constraint.secondAttribute, first, constraint.firstAttribute, false),
            ] {
                guard let view = target as? LiveView, pendingIDs.contains(ObjectIdentifier(view)) else { continue }
                var known: Double
                if other == nil || otherAttribute == "notAnAttribute" {
                    guard forward else { continue }
                    known = constraint.constant
                } else {
                    guard let otherRect = rect(of: other, holder: holder),
                        let otherValue = FramePropagation.value(otherAttribute, of: otherRect)
                    else { continue }
                    // first = second * multiplier + constant
                    if forward {
                        known = otherValue.value * constraint.multiplier + constraint.constant
                    } else {
                        guard constraint.multiplier != 0 else { continue }
                        known = (otherValue.value - constraint.constant) / constraint.multiplier
                    }
                }
                let id = ObjectIdentifier(view)
                var h = horizontal[id] ?? Span()
                var v = vertical[id] ?? Span()
                FramePropagation.assign(targetAttribute, known, horizontal: &h, vertical: &v)
                horizontal[id] = h
                vertical[id] = v
            }
        }
        for view in pending {
            let id = ObjectIdentifier(view)
            var h = horizontal[id] ?? Span()
            var v = vertical[id] ?? Span()
            h.settle()
            v.settle()
            if useIntrinsic, !h.isFixed || !v.isFixed,
                let intrinsic = measurer?.intrinsicContentSize(of: view, widthLimit: h.size)
            {
                if !h.isFixed, h.size == nil, intrinsic.width >= 0 { h.size = intrinsic.width }
                if !v.isFixed, v.size == nil, intrinsic.height >= 0 { v.size = intrinsic.height }
                h.settle()
                v.settle()
            }
            if useIntrinsic, !h.isFixed || !v.isFixed,
                let parent = view.superview.flatMap({ absolute[ObjectIdentifier($0)] })
            {
                // Still loose: a leading-only view keeps an intrinsic-less size of zero; a view pinned on
                // one side only starts at its superview's edge.
                if h.start == nil, h.end == nil, h.center == nil { h.start = parent.x }
                if v.start == nil, v.end == nil, v.center == nil { v.start = parent.y }
                if h.size == nil, h.start != nil, h.end == nil { h.size = 0 }
                if v.size == nil, v.start != nil, v.end == nil { v.size = 0 }
                h.settle()
                v.settle()
            }
            horizontal[id] = h
            vertical[id] = v
            if h.isFixed, v.isFixed, let x = h.start, let y = v.start, let w = h.size, let hh = v.size {
                absolute[id] = IBRect(x: x, y: y, width: max(0, w), height: max(0, hh))
                // A view without a stored frame counts as zero-sized (the bridge embeds a nib's view at
                // such a placeholder's zero bounds, flexible, so it grows with it).
                place(children: view, storedSize: (view.frame.width, view.frame.height))
                // place(children:) appended the children again; keep each view once.
                var seen = Set<ObjectIdentifier>()
                views = views.filter { seen.insert(ObjectIdentifier($0)).inserted }
            }
        }
    }
}
