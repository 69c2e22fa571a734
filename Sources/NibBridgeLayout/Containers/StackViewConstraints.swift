import Cassowary
import NibBridgeDocument
import NibBridgeLoader

/// The constraints a stack view makes for its arranged subviews, after UIKit's `UIStackView` (and
/// AppKit's `NSStackView`, which shares its model).
///
/// Along the axis: the first view's leading edge on the stack's leading edge (or margin, with
/// `layoutMarginsRelativeArrangement` or margins of its own; AppKit adds its `edgeInsets`), the last
/// view's trailing edge on the stack's trailing edge, and between neighbours the distribution's
/// constraints: `spacing` apart (`fill`, `fillEqually` with equal sizes, required in UIKit and preferred in
/// AppKit, ``LayoutRule/appKitFillEquallyPreference``, `fillProportionally` with sizes in proportion to the
/// intrinsic sizes at priority 999), at least `spacing` apart with equal gaps
/// (`equalSpacing`, hugging them down to the spacing) or with equally spaced centres (`equalCentering`, in UIKit a
/// preference below the views' hugging, ``LayoutRule/uiKitEqualCenteringPreference``).
/// AppKit's gravity areas (no distribution) place their views at the leading edge, centre and trailing edge
/// (``LayoutRule/stackGravityAreas``, `StackGravityAreas.swift`); without that rule, every view follows the one
/// before it from the leading edge, the stack hugging the trailing edge at its hugging priority.
///
/// Across the axis, by alignment: `fill` pins both edges; `leading`/`top` and `trailing`/`bottom` pin one
/// edge and keep the other inside; `center` aligns centres; `firstBaseline`/`lastBaseline` align
/// baselines, the views weakly pulled to the stack's top edge, or to its bottom edge when a UIKit stack aligns
/// first baselines (``LayoutRule/firstBaselineStacksFromBottom``, ``LayoutRule/appKitFirstBaselineStacksFromTop``).
/// Every view stays inside the stack (UIKit's views after the first may reach past the edge their baselines are
/// measured from, ``LayoutRule/baselineStacksBoundFirstView``), and the stack hugs its tallest view at a weak priority
/// (UIKit's canvas-fitting constraint) or, on AppKit, at the stack's hugging priority.
///
/// A UIKit stack taller than the first-baseline-aligned views it holds (its height set from outside) leaves the slack
/// above them, their lowest bottom on its bottom edge (``LayoutRule/firstBaselineStacksFromBottom``): woocommerce-ios
/// (Xcode 14.3, tools version 21701: a ledger cell's two 20.5-point labels 17 points down a 37.5-point stack) and
/// corona-warn-app (17701: a home-list item's two labels 179 points down a 197-point stack) store it. A stack
/// aligning last baselines keeps its slack below them (pocket-casts' 20-point summary stack, its views at its top).
/// An NSStackView aligning first baselines that its container may stretch (hugging below 250) keeps its slack below
/// them (``LayoutRule/appKitFirstBaselineStacksFromTop``): eduvpn (21507: two push buttons at the top of a 76-point
/// row), newton-toolkit (small labels a point from the bottom of a 15-point row), iRASPA (19529: a field and a
/// pop-up button at the top of a row 17 points taller) and HandBrake (24506: the custom filter row's label and field
/// at the top of its 40 points) store it. The AppKit stacks first read as keeping it above (HandBrake's 16-point
/// preset row, Mastonaut's poll buttons, vienna-rss's font-size row) are stacks this engine makes 7 to 120 points
/// too tall: their views matched at the bottom by coincidence. A stack hugging at 250 or more (vienna-rss's, 750)
/// is not meant to be stretched and stores no slack to place: it keeps the pull to the bottom.
///
/// Hidden arranged views are left out of the arrangement, as UIKit collapses them and AppKit detaches
/// them (unless the stack keeps them, `detachesHiddenViews` off); a stack view with nothing to arrange
/// hugs its insets.
extension LayoutSession {
    /// The views a view lays out below it: a stack view's arranged subviews, any other view's subviews.
    static func laidOutChildren(of view: LiveView) -> [LiveView] {
        view.elementName == "stackView" ? arrangedViews(of: view) : view.subviews
    }

    /// The arranged subviews of a stack view, in order: its subviews, or AppKit's gravity areas.
    static func arrangedViews(of view: LiveView) -> [LiveView] {
        var views = view.subviews
        for key in ["beginningViews", "middleViews", "endViews"] {
            views += view.otherState[key]?.objects?.compactMap { $0 as? LiveView } ?? []
        }
        return views
    }

    /// The priority at which an NSStackView of the `fillEqually` distribution keeps its views' sizes equal along its
    /// axis (``LayoutRule/appKitFillEquallyPreference``): above the stacks' and views' low hugging (250, IB's
    /// 249.99998 for stack views), so a stretched or wider neighbour widens a view; below the default high hugging and
    /// compression resistance (750) of text and controls, so a view whose content holds it at its size keeps it.
    static let appKitFillEquallyPriority = 749.0

    /// A view's or the stack's extent along one axis.
    struct AxisBox {
        var start: Expression
        var size: Expression
        var end: Expression { start + size }
        var center: Expression { start + size * 0.5 }
    }

    func addStackConstraints(_ node: ViewNode) {
        let view = node.view
        func text(_ key: String) -> String? { view.otherState[key]?.text }
        let isAppKit = platform == .appKit
        let vertical = (isAppKit ? text("orientation") : text("axis")) == "vertical"
        let distribution = text("distribution") ?? (isAppKit ? "gravityAreas" : "fill")
        let alignment = text("alignment") ?? (isAppKit ? (vertical ? "centerX" : "centerY") : "fill")
        // `spacingType="standard"` is UIKit's system spacing between siblings, 8 points.
        let spacing = text("spacing").flatMap(Double.init) ?? (isAppKit || text("spacingType") == "standard" ? 8 : 0)
        let hugging =
            (vertical ? text("verticalStackHuggingPriority") : text("horizontalStackHuggingPriority"))
            .flatMap(Double.init) ?? 250
        let crossHugging =
            (vertical ? text("horizontalStackHuggingPriority") : text("verticalStackHuggingPriority"))
            .flatMap(Double.init) ?? 250

        var insets = LayoutInsets.zero
        if isAppKit, case .element(_, let attributes)? = view.otherState["edgeInsets"] {
            func value(_ key: String) -> Double { Double(attributes[key] ?? "") ?? 0 }
            insets = LayoutInsets(
                top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        } else if text("layoutMarginsRelativeArrangement") == "YES" || arrangesInOwnMargins(view) {
            // `isLayoutMarginsRelativeArrangement` is off unless the document turns it on (UIStackView's
            // documentation), or the stack view has margins of its own (see `arrangesInOwnMargins`).
            insets = node.effectiveMargins
        }
        let stack = viewBox(node)
        let along =
            vertical
            ? AxisBox(start: stack.top + insets.top, size: stack.height - (insets.top + insets.bottom))
            : AxisBox(start: stack.left + insets.left, size: stack.width - (insets.left + insets.right))
        let across =
            vertical
            ? AxisBox(start: stack.left + insets.left, size: stack.width - (insets.left + insets.right))
            : AxisBox(start: stack.top + insets.top, size: stack.height - (insets.top + insets.bottom))

        let arranged = Self.arrangedViews(of: view).compactMap { self.node(of: $0) }
        // An `NSStackView` that detaches its hidden views takes them out of its subviews: they keep the
        // frame they had, which IB stores at the stack's top-left corner. One that does not lays them out.
        let detaches = !isAppKit || text("detachesHiddenViews") == "YES"
        let items = arranged.filter { !detaches || !isCollapsed($0.view, isAppKit: isAppKit) }
        if isAppKit && detaches && lookup.rules.contains(.detachedHiddenViews) {
            for item in arranged where item.view.isHidden {
                // Its alignment rect with ``LayoutRule/detachedHiddenAlignmentRects``, else its frame.
                let byAlignment = lookup.rules.contains(.detachedHiddenAlignmentRects)
                add(byAlignment ? Expression(item.left) : item.frameLeft, .equal, stack.left)
                add(byAlignment ? Expression(item.top) : item.frameTop, .equal, stack.top)
            }
        }
        // UIKit collapses a hidden arranged view, and IB does not lay it out: it keeps the frame it was stored
        // with (often outside the stack, at its full size), as far as its own constraints allow.
        if !isAppKit && lookup.rules.contains(.hiddenArrangedViewsKeepFrames) {
            for item in arranged where isCollapsed(item.view, isAppKit: false) {
                keepStoredFrame(of: item, priority: 1)
            }
        }
        guard !items.isEmpty else {
            // An empty stack view hugs nothing: it shrinks to its insets at its hugging priorities.
            add(along.size, .equal, Expression(constant: 0), priority: isAppKit ? hugging : 1)
            add(across.size, .equal, Expression(constant: 0), priority: isAppKit ? crossHugging : 1)
            return
        }
        let alongBoxes = items.map {
            vertical
                ? AxisBox(start: Expression($0.top), size: Expression($0.height))
                : AxisBox(start: Expression($0.left), size: Expression($0.width))
        }
        let acrossBoxes = items.map {
            vertical
                ? AxisBox(start: Expression($0.left), size: Expression($0.width))
                : AxisBox(start: Expression($0.top), size: Expression($0.height))
        }
        func conflict(_ what: String) -> () -> Diagnostic {
            {
                Diagnostic(
                    .warning,
                    "Unable to simultaneously satisfy constraints: the stack view \(node.name) cannot \(what); breaking it",
                    at: self.lookup.location(of: view), rule: "layout")
            }
        }

        // Along the axis: the edges.
        let inGravityAreas = isAppKit && distribution == "gravityAreas" && lookup.rules.contains(.stackGravityAreas)
        if inGravityAreas {
            addGravityAreas(
                items, alongBoxes, along: along, spacing: spacing, hugging: hugging, areas: Self.gravityAreas(of: view),
                conflict: conflict)
        } else if distribution == "gravityAreas" {
            add(alongBoxes[0].start, .equal, along.start, onConflict: conflict("place its first view"))
            add(
                alongBoxes[alongBoxes.count - 1].end, .lessThanOrEqual, along.end, onConflict: conflict("fit its views")
            )
            add(alongBoxes[alongBoxes.count - 1].end, .equal, along.end, priority: hugging)
        } else if !addLoneSpacedView(
            alongBoxes[0], along: along, isAppKit: isAppKit, distribution: distribution, count: items.count,
            conflict: conflict)
        {
            add(alongBoxes[0].start, .equal, along.start, onConflict: conflict("place its first view"))
            add(alongBoxes[alongBoxes.count - 1].end, .equal, along.end, onConflict: conflict("place its last view"))
        }
        // Along the axis: between neighbours, from each view's end to the next one's start, or from its last
        // baseline to the next one's first where the stack arranges them by baselines
        // (``arrangesByBaselines(_:vertical:)``, ``arrangedBaseline(of:first:)``; a view without text keeps its edge).
        let byBaselines = arrangesByBaselines(view, vertical: vertical)
        let starts = zip(items, alongBoxes).map { item, box in
            byBaselines ? arrangedBaseline(of: item, first: true) ?? box.start : box.start
        }
        let ends = zip(items, alongBoxes).map { item, box in
            byBaselines ? arrangedBaseline(of: item, first: false) ?? box.end : box.end
        }
        for index in alongBoxes.indices.dropFirst() where !inGravityAreas {
            let previous = alongBoxes[index - 1]
            let current = alongBoxes[index]
            let (start, previousEnd) = (starts[index], ends[index - 1])
            switch distribution {
            case "equalSpacing":
                add(start, .greaterThanOrEqual, previousEnd + spacing, onConflict: conflict("keep its spacing"))
                // With nothing to spread over, the stack hugs its views: the gaps stay at the spacing.
                add(start, .equal, previousEnd + spacing, priority: isAppKit ? hugging : 1)
                if index > 1 {
                    add(start - previousEnd, .equal, starts[1] - ends[0], onConflict: conflict("keep equal gaps"))
                }
            case "equalCentering":
                add(start, .greaterThanOrEqual, previousEnd + spacing, onConflict: conflict("keep its spacing"))
                if index > 1 {
                    let firstGap = alongBoxes[1].center - alongBoxes[0].center
                    add(
                        current.center - previous.center, .equal, firstGap,
                        priority: equalCenteringPriority(isAppKit: isAppKit))
                }
            default:
                add(start, .equal, previousEnd + spacing, onConflict: conflict("keep its spacing"))
            }
            if distribution == "fillEqually" {
                if isAppKit && lookup.rules.contains(.appKitFillEquallyPreference) {
                    add(current.size, .equal, alongBoxes[0].size, priority: Self.appKitFillEquallyPriority)
                } else {
                    add(current.size, .equal, alongBoxes[0].size, onConflict: conflict("size its views equally"))
                }
            }
        }
        if distribution == "fillProportionally" {
            addProportionalSizes(items, alongBoxes.map(\.size), vertical: vertical)
        }

        // Across the axis.
        let alignmentHugs = isAppKit && lookup.rules.contains(.appKitStackAlignmentHugs)
        for (item, box) in zip(items, acrossBoxes) {
            switch alignment {
            case "fill", "width", "height":
                add(box.start, .equal, across.start, onConflict: conflict("fill its width"))
                add(box.end, .equal, across.end, onConflict: conflict("fill its height"))
            // An NSStackView keeps its views inside it and pulls them to its aligned edge or centre at its hugging
            // priority across (``LayoutRule/appKitStackAlignmentHugs``).
            case "leading", "top":
                if alignmentHugs {
                    add(box.start, .equal, across.start, priority: crossHugging)
                    add(box.start, .greaterThanOrEqual, across.start, onConflict: conflict("fit its views"))
                } else {
                    add(box.start, .equal, across.start, onConflict: conflict("align its views"))
                }
                add(box.end, .lessThanOrEqual, across.end, onConflict: conflict("fit its views"))
            case "trailing", "bottom":
                if alignmentHugs {
                    add(box.end, .equal, across.end, priority: crossHugging)
                    add(box.end, .lessThanOrEqual, across.end, onConflict: conflict("fit its views"))
                } else {
                    add(box.end, .equal, across.end, onConflict: conflict("align its views"))
                }
                add(box.start, .greaterThanOrEqual, across.start, onConflict: conflict("fit its views"))
            case "firstBaseline", "lastBaseline", "baseline":
                // UIKit holds only its first view inside the baseline's edge (``edgeOutsideBaselineStack``).
                let outside = edgeOutsideBaselineStack(of: item, first: items[0], alignment: alignment)
                if outside != .start {
                    add(box.start, .greaterThanOrEqual, across.start, onConflict: conflict("fit its views"))
                }
                if outside != .end {
                    add(box.end, .lessThanOrEqual, across.end, onConflict: conflict("fit its views"))
                }
                let fromTop = isAppKit && crossHugging < 250 && lookup.rules.contains(.appKitFirstBaselineStacksFromTop)
                if alignment == "firstBaseline" && lookup.rules.contains(.firstBaselineStacksFromBottom) && !fromTop {
                    add(box.end, .equal, across.end, priority: 1)
                } else {
                    add(box.start, .equal, across.start, priority: 1)
                }
                if item !== items[0],
                    let first = viewBox(items[0]).expression(
                        alignment == "firstBaseline" ? "firstBaseline" : "lastBaseline"),
                    let own = viewBox(item).expression(alignment == "firstBaseline" ? "firstBaseline" : "lastBaseline")
                {
                    add(own, .equal, first, onConflict: conflict("align its baselines"))
                }
            default:  // center, centerX, centerY
                if alignmentHugs {
                    add(box.center, .equal, across.center, priority: crossHugging)
                    add(box.end, .lessThanOrEqual, across.end, onConflict: conflict("fit its views"))
                } else {
                    add(box.center, .equal, across.center, onConflict: conflict("centre its views"))
                }
                add(box.start, .greaterThanOrEqual, across.start, onConflict: conflict("fit its views"))
            }
        }
        suppressAmbiguity(
            items, acrossBoxes, alignment: alignment, vertical: vertical,
            keeps: lookup.rules.contains(.stackAmbiguitySuppression))
        if !isAppKit {
            let keeps = lookup.rules.contains(.stackAmbiguitySuppressionAlongAxis)
            keepStoredLengths(items, alongBoxes, heights: vertical, keeps: keeps)
        }
        // The stack hugs its content across the axis, never so hard that it crushes a view below its
        // content (`NSStackView` hugs its views' edges; a hugging priority of 1000 still leaves them whole).
        let resistance = items.map { vertical ? $0.traits.compression.horizontal : $0.traits.compression.vertical }
        let hug =
            lookup.rules.contains(.stackHugsWithoutCrushing)
            ? min(crossHugging, (resistance.min() ?? 1000) - 1) : crossHugging
        add(across.size, .equal, Expression(constant: 0), priority: isAppKit ? hug : 1)
    }

    /// ``LayoutRule/stackAmbiguitySuppression``: an arranged view with no intrinsic size across the axis (and no
    /// placeholder one) in a stack that does not fill it across keeps its stored size across, at priority 25.
    ///
    /// `UIStackView` gives every arranged view of such an alignment a `UISV-ambiguity-suppression` constraint,
    /// its size across equal to zero at priority 25, so that nothing is left ambiguous; Interface Builder's canvas
    /// keeps the size the view was drawn at instead (stored frames of plain views in centre- and
    /// leading-aligned stacks of UIKit and AppKit projects keep IB's default 240 or 163 points, or the stack's
    /// width, where nothing else sizes them), and the document stores that.
    private func suppressAmbiguity(
        _ items: [ViewNode], _ boxes: [AxisBox], alignment: String, vertical: Bool, keeps: Bool
    ) {
        guard !["fill", "width", "height"].contains(alignment) else { return }
        keepStoredLengths(items, boxes, heights: !vertical, keeps: keeps)
    }

    /// `fillProportionally`: sizes in proportion to the views' intrinsic sizes along the axis.
    private func addProportionalSizes(_ items: [ViewNode], _ sizes: [Expression], vertical: Bool) {
        let intrinsic = items.map { item -> Double in
            let size = intrinsicSizes.intrinsicContentSize(of: item.view, widthLimit: nil)
            return max((vertical ? size?.height : size?.width) ?? 0, 0)
        }
        guard let reference = intrinsic.firstIndex(where: { $0 > 0 }) else { return }
        for index in items.indices where index != reference && intrinsic[index] > 0 {
            add(sizes[index], .equal, sizes[reference] * (intrinsic[index] / intrinsic[reference]), priority: 999)
        }
    }
}
