import Cassowary
import NibBridgeDocument
import NibBridgeLoader

/// One run of the layout engine over a view tree: the nodes, the solver and what went wrong.
///
/// The order of work follows UIKit's: the root gets its size, views that translate their autoresizing
/// mask get those constraints, then the document's constraints are added view by view (depth first, in
/// document order), then the stack views' and the intrinsic content sizes' constraints. A required
/// constraint that conflicts with those before it is reported and left out, as UIKit breaks it.
final class LayoutSession {
    let solver = Solver()
    let lookup: DocumentLookup
    let intrinsicSizes: any IntrinsicContentSizing
    let platform: LayoutPlatform
    let rootSize: LayoutSize
    let rootIsControllerView: Bool
    /// The nodes, depth first from the root.
    private(set) var nodes: [ViewNode] = []
    /// The nodes by view identity.
    private(set) var nodeByView: [ObjectIdentifier: ViewNode] = [:]
    /// The views' own layout guides (safe area, margins, scroll content and frame), by guide identity.
    var guideOwners: [ObjectIdentifier: (node: ViewNode, key: String)] = [:]
    var diagnostics: [Diagnostic] = []
    /// The required constraints left out because they conflict with those added before them (``add(_:onConflict:)``).
    var brokenConstraints = 0
    /// The views found ambiguous, each with the undetermined parts of its frame (`x`, `y`, `width`, `height`).
    var ambiguousParts: [ObjectIdentifier: [String]] = [:]
    /// The document constraints left for after the stack views' (``yieldsToStackAlignment(_:)``).
    var sizesYieldingToStackAlignment: [LiveConstraint] = []
    /// The stored lengths kept where nothing else sizes an arranged view, or noted where the rule that keeps them is
    /// off (``keepStoredLengths(_:_:heights:keeps:)``).
    var storedLengths: [(constraint: Constraint?, node: ViewNode, size: Variable)] = []

    init(
        root: LiveView, size: LayoutSize?, safeAreaInsets: LayoutInsets?, intrinsicSizes: any IntrinsicContentSizing,
        lookup: DocumentLookup
    ) {
        self.lookup = lookup
        self.intrinsicSizes = intrinsicSizes
        platform = lookup.platform(of: root)
        let stored = root.frame
        rootSize = size ?? LayoutSize(width: stored.width, height: stored.height)
        rootIsControllerView = lookup.isControllerView(root)
        let insets =
            safeAreaInsets
            ?? SafeAreaDefaults.insets(for: rootSize, platform: platform, isControllerView: rootIsControllerView)
        buildNodes(root: root, rootSafeArea: insets)
    }

    var root: ViewNode { nodes[0] }

    /// The node of a view of the tree.
    func node(of view: LiveView) -> ViewNode? { nodeByView[ObjectIdentifier(view)] }

    private func buildNodes(root: LiveView, rootSafeArea: LayoutInsets) {
        func visit(_ view: LiveView, parent: ViewNode?, shift: Double) {
            let traits = ViewTraits(
                of: view, platform: platform, lookup: lookup,
                isControllerRoot: parent == nil && rootIsControllerView, rootWidth: rootSize.width)
            let node = ViewNode(
                view: view, parent: parent, traits: traits,
                layoutFrame: parent == nil ? nil : StaleCellContentSize.layoutFrame(of: view, lookup: lookup))
            if let parent {
                let frame = node.storedTopDownFrame()
                node.storedAbsolute = IBRect(
                    x: parent.storedAbsolute.x + frame.x, y: parent.storedAbsolute.y + frame.y,
                    width: frame.width, height: frame.height)
                // A stack view places its arranged views, a grid view its cells' content views.
                node.isArranged =
                    parent.view.elementName == "stackView"
                    || (parent.view.elementName == "gridView" && lookup.rules.contains(.gridViewLayout))
            } else {
                node.storedAbsolute = IBRect(x: 0, y: 0, width: rootSize.width, height: rootSize.height)
            }
            if parent == nil {
                node.safeInsets = rootSafeArea
            } else if let parent, lookup.rules.contains(.safeAreaOverlap) {
                var shown = node.storedAbsolute
                shown.y += shift
                let overlap =
                    SafeAreaOffscreenViews.isOffscreen(shown, in: rootSize, lookup: lookup)
                    ? LayoutInsets() : Self.overlap(of: shown, with: rootSafeArea, in: rootSize)
                node.safeInsets = SafeAreaSuperviewEdges.limit(overlap, toEdgesOf: parent.safeInsets, lookup: lookup)
            }
            nodes.append(node)
            nodeByView[ObjectIdentifier(view)] = node
            for guide in view.layoutGuides {
                let key = lookup.attribute("key", of: guide) ?? "safeArea"
                guideOwners[ObjectIdentifier(guide)] = (node, key)
            }
            let contentShift = SafeAreaScrollContent.contentShift(of: node, lookup: lookup)
            for subview in Self.laidOutChildren(of: view) { visit(subview, parent: node, shift: shift + contentShift) }
        }
        visit(root, parent: nil, shift: 0)
    }

    /// The part of the root's safe-area insets a view's stored frame lies in, per edge: UIKit gives a
    /// subview the safe-area insets of the region it overlaps.
    static func overlap(of frame: IBRect, with insets: LayoutInsets, in size: LayoutSize) -> LayoutInsets {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
        return LayoutInsets(
            top: clamp(insets.top - frame.y, frame.height),
            left: clamp(insets.left - frame.x, frame.width),
            bottom: clamp(frame.y + frame.height - (size.height - insets.bottom), frame.height),
            right: clamp(frame.x + frame.width - (size.width - insets.right), frame.width))
    }

    /// Runs the layout: adds every constraint, solves, and collects the frames.
    func run(reportAmbiguity: Bool) -> LayoutResult {
        addRootConstraints()
        let placeholders = placeholderConstraints()
        let constrained = constrainedViews(placeholders: placeholders)
        for node in nodes.dropFirst() where !node.isArranged {
            // (Scroll, split and box views' own placing of their clip, pane and content views was modelled once
            // as a flexible mask; the stored masks and constraints reproduce more projects, so they apply.)
            if node.translatesAutoresizingMask {
                addAutoresizingConstraints(node)
            } else if !constrained.contains(ObjectIdentifier(node.view)) {
                addAutomaticConstraints(node)
            }
        }
        for node in nodes { addDocumentConstraints(of: node) }
        for node in nodes where node.view.elementName == "stackView" { addStackConstraints(node) }
        addSizesYieldingToStackAlignment()
        for node in nodes where node.view.elementName == "splitView" { addSplitViewConstraints(node) }
        if lookup.rules.contains(.gridViewLayout) {
            for node in nodes where node.view.elementName == "gridView" { addGridConstraints(node) }
        }
        for placeholder in placeholders { addPlaceholderConstraint(placeholder) }
        for node in nodes { addIntrinsicConstraints(node) }
        solver.updateVariables()
        if reportAmbiguity { reportAmbiguousViews() }
        var result = LayoutResult(frames: frames(), diagnostics: diagnostics)
        result.ambiguousViews = Set(ambiguousParts.keys)
        result.ambiguousParts = ambiguousParts
        result.sizedFromStoredFrames = viewsSizedOnlyByStoredLengths()
        result.brokenConstraints = brokenConstraints
        return result
    }

    /// Adds a constraint; a required one that conflicts is reported by `onConflict` and left out.
    @discardableResult
    func add(_ constraint: Constraint, onConflict: (() -> Diagnostic)? = nil) -> Bool {
        do {
            try solver.addConstraint(constraint)
            return true
        } catch .unsatisfiableConstraint {
            if let diagnostic = onConflict?() {
                diagnostics.append(diagnostic)
                brokenConstraints += 1
            }
            return false
        } catch {
            diagnostics.append(Diagnostic(.error, "layout solver failure: \(error)", rule: "layout"))
            return false
        }
    }

    /// Adds `lhs relation rhs` at a UIKit priority.
    @discardableResult
    func add(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double = 1000,
        onConflict: (() -> Diagnostic)? = nil
    ) -> Bool {
        add(Constraint(lhs - rhs, relation, strength: Strength(layoutPriority: priority)), onConflict: onConflict)
    }

    private func addRootConstraints() {
        let root = self.root
        // The root's frame, not its alignment rect, has the size it is laid out at: a top-level box, tab view or
        // control keeps its stored frame, and its alignment rect lies inside it.
        add(root.frameLeft, .equal, Expression(constant: 0))
        add(root.frameTop, .equal, Expression(constant: 0))
        add(root.frameWidth, .equal, Expression(constant: rootSize.width))
        add(root.frameHeight, .equal, Expression(constant: rootSize.height))
    }

    /// Each view's frame in its superview's coordinates (AppKit: from the bottom edge of a non-flipped
    /// superview); the root keeps its stored origin.
    private func frames() -> [ObjectIdentifier: IBRect] {
        var result: [ObjectIdentifier: IBRect] = [:]
        let aligned =
            platform == .uiKit && lookup.rules.contains(.devicePixelFrames) ? pixelAlignedAbsoluteFrames() : nil
        for node in nodes {
            let absolute = aligned?[ObjectIdentifier(node.view)] ?? node.solvedAbsoluteFrame
            guard let parent = node.parent else {
                result[ObjectIdentifier(node.view)] = IBRect(
                    x: node.storedFrame.x, y: node.storedFrame.y, width: rootSize.width, height: rootSize.height)
                continue
            }
            let container = aligned?[ObjectIdentifier(parent.view)] ?? parent.solvedAbsoluteFrame
            var frame = IBRect(
                x: absolute.x - container.x, y: absolute.y - container.y, width: absolute.width,
                height: absolute.height)
            if platform == .appKit && !parent.traits.isFlipped {
                frame.y = container.height - frame.y - frame.height
            }
            if node.reportsStoredFrame { frame = node.view.frame }
            if platform == .uiKit && lookup.rules.contains(.negativeSizesStoredAsZero) {
                frame = frame.withoutNegativeSize()
            }
            result[ObjectIdentifier(node.view)] = frame.cleaned()
        }
        return result
    }
}

extension IBRect {
    /// The rectangle with a negative width or height made zero, its origin kept
    /// (``LayoutRule/negativeSizesStoredAsZero``).
    ///
    /// Constraints that pull a view's bottom above its top (or its trailing edge before its leading edge) solve to a
    /// negative size, and the engine keeps it; Interface Builder stores no negative size: the document holds such a
    /// view zero points high (or wide) at the top (leading) edge the constraints give it. Nine projects store it
    /// where the solution is negative, the origin where the constraints put it: Amaroq (twelve multi-line labels of
    /// its cells, squeezed between pinned neighbours), green_ios (two views of its send flow), Fusuma (a camera
    /// view's 400 × 0 bars), habitica-ios, AltStore (a text view), woocommerce-ios (a card-payment modal's view),
    /// ring-client-ios (a call screen's label, zero wide), safe-ios (the total-balance label) and
    /// stopp-corona-ios (a statistics label).
    func withoutNegativeSize() -> IBRect {
        IBRect(x: x, y: y, width: max(width, 0), height: max(height, 0))
    }

    /// The rectangle with negative zeros and rounding noise below a millionth of a point removed.
    func cleaned() -> IBRect {
        func clean(_ value: Double) -> Double {
            let rounded = (value * 1_000_000).rounded() / 1_000_000
            return rounded == 0 ? 0 : rounded
        }
        return IBRect(x: clean(x), y: clean(y), width: clean(width), height: clean(height))
    }
}
