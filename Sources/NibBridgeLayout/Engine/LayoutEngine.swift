public import NibBridgeLoader

/// Computes the frames of a tree of live views the way UIKit's (or AppKit's) layout pass would, with
/// a Cassowary constraint solver.
///
/// The root view gets the requested size (its stored size by default) at the origin of its stored
/// frame; every other view's frame comes from the constraints the framework would have:
///
/// - views that translate their autoresizing mask into constraints (the default) follow their stored
///   frame and mask relative to their superview's stored size: when the superview's size changes, the
///   flexible parts of each axis share the change in proportion to their stored lengths; views that do
///   not translate it and that no constraint mentions keep their stored frame (IB's automatic
///   constraints);
/// - the document's constraints, with IB's attribute names (leading and trailing read left-to-right;
///   margins, centres within margins, baselines), relations, multipliers, constants and priorities;
///   placeholder and inactive constraints are skipped;
/// - the layout guides: a view's safe area (the root's safe-area insets, and for a subview the part of
///   them it overlaps), its layout margins guide, a scroll view's content and frame guides, and a view
///   controller's top and bottom layout guides (from the root's safe-area insets);
/// - intrinsic content sizes, from ``IntrinsicContentSizing``, with hugging and compression resistance;
/// - stack views' arrangements of their arranged subviews (AppKit's detached hidden views stay at the
///   stack's top-left corner) and AppKit grid views' rows and columns of cell content views.
///
/// Choices where the frameworks' behaviour depends on things a document does not hold:
///
/// - Layout margins: 8 points on each side for a UIKit view unless the document sets `layoutMargins` or
///   `directionalLayoutMargins`; a view controller's root view has the system minimum margins, 16 points
///   at the sides below 400 points of width and 20 from there, 0 at the top and bottom; a table view
///   cell's content view has the cell margins of the Xcode that saved the document. Margins are measured
///   from the safe area unless `insetsLayoutMarginsFromSafeArea` is off. AppKit views have none.
/// - Safe areas: the root gets the given insets (by default those of the device of its size, see
///   ``defaultSafeAreaInsets(for:of:)``); a subview's safe area is inset by the part of the root's insets
///   its stored frame overlaps. `topLayoutGuide` ends and `bottomLayoutGuide` starts at the root's insets.
/// - Baselines: from the font's point size in the document with the system font's proportions (see
///   `FontMetrics`): a label's last baseline is its bottom minus the descent, a button's or bordered text
///   field's is centred; views without text have their baselines at their bottom edge. AppKit draws text
///   on whole points: labels and check boxes lay their text like labels, and controls centre it as regular
///   13-point text sits (measured on the corpus). An NSSwitch has no text, so its baselines are its bottom.
/// - AppKit: frames are reported from the bottom-left corner of a non-flipped superview (table, outline,
///   text, collection, split and tab views, matrices, browsers, rule editors and table header views, views
///   with `flipped="YES"`, and clip views whose document view is one of those are flipped); constraints
///   act on alignment rects, whose insets for standard controls were measured on a corpus of real
///   documents (`AppKitAlignment`), with the macOS 26 design of Xcode 26 documents.
///
/// A UIKit scroll view's subviews are placed in its content area: their edge constraints to the scroll
/// view attach to the content area (at the scroll view's origin, content offset zero, with a content
/// size the constraints determine), while width, height and centre constraints attach to its frame, as
/// UIKit defines. AppKit scroll views tile their clip view, which measures its document view from its
/// top when the document view is flipped (a table, an outline) and from its bottom otherwise.
///
/// Required constraints that conflict with those added before them are left out and reported (UIKit's
/// "Unable to simultaneously satisfy constraints"), and each view left ambiguous is reported once.
public struct LayoutEngine {
    /// Where intrinsic content sizes come from.
    public var intrinsicSizes: any IntrinsicContentSizing
    /// The cache the documents were loaded through, to read what live objects do not keep (guide types,
    /// AppKit cells, source locations).
    public var cache: NibCache
    /// Whether views whose frames the constraints do not determine are reported (it costs about a
    /// re-solve per view; turn it off for bulk measurements).
    public var reportsAmbiguity = true
    /// The layout rules applied: all of them, except in the benchmark's ablation, which switches rules off
    /// one at a time to count the projects each one helps and hurts.
    package var rules = LayoutRules.all

    /// Creates an engine.
    public init(intrinsicSizes: any IntrinsicContentSizing = StoredFrameIntrinsicSizes(), cache: NibCache = .shared) {
        self.intrinsicSizes = intrinsicSizes
        self.cache = cache
    }

    /// Lays out a view and its whole subtree.
    ///
    /// - Parameters:
    ///   - root: the view to lay out; it is placed at the origin of its stored frame.
    ///   - size: the root's size; its stored size when `nil`.
    ///   - safeAreaInsets: the root's safe-area insets; when `nil`, those of the device a view
    ///     controller's root view of that size is shown on (see ``defaultSafeAreaInsets(for:of:)``).
    /// - Returns: every view's frame in its superview's coordinates, and the layout's diagnostics.
    public func layout(_ root: LiveView, size: LayoutSize? = nil, safeAreaInsets: LayoutInsets? = nil) -> LayoutResult {
        let session = LayoutSession(
            root: root, size: size, safeAreaInsets: safeAreaInsets, intrinsicSizes: intrinsicSizes,
            lookup: DocumentLookup(cache: cache, rules: rules))
        return session.run(reportAmbiguity: reportsAmbiguity)
    }

    /// The safe-area insets assumed for a root view of a size: a status bar and home indicator by device
    /// for a UIKit view controller's root view, none otherwise.
    public func defaultSafeAreaInsets(for size: LayoutSize, of root: LiveView) -> LayoutInsets {
        let lookup = DocumentLookup(cache: cache, rules: rules)
        return SafeAreaDefaults.insets(
            for: size, platform: lookup.platform(of: root), isControllerView: lookup.isControllerView(root))
    }
}
