internal import Foundation
import NibBridgeDocument
public import NibBridgeLoader

/// The frame-reproduction check: how many of the frames Interface Builder stored the layout engine
/// computes again, over a corpus of real documents.
///
/// Every document is loaded without nib bridging (unknown classes assumed to exist); every view tree
/// it holds (top-level views, view controllers' views, window content views, prototype cells and other
/// views held outside a superview) is laid out at its stored size with
/// ``StoredFrameIntrinsicSizes``, and each view below the root is compared with its stored frame: it
/// matches when x, y, width and height are all within half a point. Trees with a view IB marked
/// `misplaced` or `ambiguous` are left out (their stored frames are not a layout result), and counted. A
/// view IB wrote no frame for (neither a `<rect key="frame">` nor the insets Xcode 8's betas wrote instead,
/// which the compiled nib turns into a frame: documents of Xcode 8.0, or edited by hand) is laid out but not
/// compared, since there is no stored frame to reproduce; it is counted too (``Tally/withoutStoredFrame``). So is a
/// view whose width or height the layout reads from its stored frame, nothing else deciding it (an arranged view of a
/// stack that nothing sizes in that dimension, ``LayoutResult/sizedFromStoredFrames``): it would match by
/// construction (``Tally/sizedFromStoredFrame``); the views placed from it are compared. A view whose stored frame
/// contradicts a required constraint of its tree (a stale frame IB would show misplaced, ``ContradictedStoredFrames``)
/// is not compared either, and counted (``Tally/contradictingConstraints``).
public enum FrameReproduction {
    /// The tolerance, in points, on each of the four values of a frame.
    public static let tolerance = 0.5

    /// Measures every project folder of a corpus (each subfolder is a project, the root of its nibs).
    ///
    /// With `checksAmbiguity`, the layout also looks for views its constraints leave undetermined (slower),
    /// and counts them among the mismatches (``Tally/ambiguous``).
    public static func measure(corpus: String, checksAmbiguity: Bool = false) -> Report {
        var total = Report()
        for (_, report) in measureProjects(corpus: corpus, checksAmbiguity: checksAmbiguity) { total.merge(report) }
        return total
    }

    /// Measures each project folder of a corpus on its own, with the given layout rules: the project
    /// folders' names, in order, each with its report (documents named relative to the corpus).
    package static func measureProjects(
        corpus: String, checksAmbiguity: Bool = false, rules: LayoutRules = .all
    ) -> [(name: String, report: Report)] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).sorted()
        let projects = names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: corpus + "/" + name, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        let reports = ParallelMap.map(projects) { name in
            measure(project: corpus + "/" + name, displayRoot: corpus, checksAmbiguity: checksAmbiguity, rules: rules)
        }
        return Array(zip(projects, reports)).map { (name: $0.0, report: $0.1) }
    }

    /// Measures the documents of one project folder; document names are reported relative to
    /// `displayRoot`.
    public static func measure(project: String, displayRoot: String? = nil, checksAmbiguity: Bool = false) -> Report {
        measure(project: project, displayRoot: displayRoot, checksAmbiguity: checksAmbiguity, rules: .all)
    }

    /// ``measure(project:displayRoot:checksAmbiguity:)`` with the given layout rules (an ablation switches
    /// one off).
    package static func measure(
        project: String, displayRoot: String? = nil, checksAmbiguity: Bool = false, rules: LayoutRules
    ) -> Report {
        let cache = NibCache()
        let loader = NibLoader(
            registry: ClassRegistry(unknownClassPolicy: .assumeExists), locator: ProjectNibLocator(root: project),
            cache: cache)
        var sizes = StoredFrameIntrinsicSizes(cache: cache)
        sizes.rules = rules
        var engine = LayoutEngine(intrinsicSizes: sizes, cache: cache)
        engine.reportsAmbiguity = checksAmbiguity
        engine.rules = rules
        var report = Report()
        report.checkedAmbiguity = checksAmbiguity
        let prefix = (displayRoot ?? project) + "/"
        for path in IBDocument.documentPaths(in: [project]).paths.sorted() {
            guard let nib = try? cache.nib(atPath: path), nib.platform != .watchKit else { continue }
            let name = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            report.merge(measure(document: loader.load(path: path), kind: Kind(nib), name: name, engine: engine))
        }
        return report
    }

    /// Measures one loaded document.
    static func measure(document: LoadedNib, kind: Kind, name: String, engine: LayoutEngine) -> Report {
        var report = Report()
        var tally = Tally()
        tally.documents = 1
        for root in roots(of: document) {
            let tree = subtree(of: root)
            let views = tree.map(\.view)
            if views.contains(where: {
                $0.otherState["misplaced"]?.text == "YES" || $0.otherState["ambiguous"]?.text == "YES"
            }) {
                tally.excludedTrees += 1
                continue
            }
            tally.trees += 1
            let lookup = DocumentLookup(cache: engine.cache, rules: engine.rules)
            let result = engine.layout(
                root, size: SimulatedMetrics.layoutSize(of: root, lookup: lookup),
                safeAreaInsets: SimulatedMetrics.safeAreaInsets(of: root, lookup: lookup))
            tally.unsatisfiable += result.brokenConstraints
            // Where the document's required constraints conflict, IB broke one of them too: its stored frames may
            // break a required constraint and still be a layout result.
            let contradicted =
                result.brokenConstraints > 0
                ? []
                : ContradictedStoredFrames.views(
                    in: tree, appKit: kind.platform == "macOS",
                    // A landscape iPhone's safe area is inset at its sides.
                    safeAreaSidesAreBounds: kind.platform == "iOS"
                        && lookup.index(of: root).map { !$0.nib.isHeldInLandscape } == true)
            for (view, parent) in tree.dropFirst() {
                guard view.properties[.frame] != nil else {
                    tally.withoutStoredFrame += 1
                    continue
                }
                if contradicted.contains(ObjectIdentifier(view)) {
                    tally.contradictingConstraints += 1
                    continue
                }
                if result.isSizedFromStoredFrame(view) {
                    tally.sizedFromStoredFrame += 1
                    continue
                }
                tally.views += 1
                let stored = view.frame
                guard let computed = result.frame(of: view) else { continue }
                if matches(computed, stored) {
                    tally.matched += 1
                } else {
                    let ambiguous = result.isAmbiguous(view)
                    if ambiguous { tally.ambiguous += 1 }
                    report.mismatches.append(
                        Mismatch(
                            document: name, kind: kind, id: view.documentID ?? "", element: view.elementName,
                            parentID: parent?.documentID ?? "", stored: stored, computed: computed,
                            isAmbiguous: ambiguous, ambiguousParts: result.ambiguousParts(of: view)))
                }
            }
        }
        report.tallies[kind] = tally
        return report
    }

    /// The safe-area insets Interface Builder simulated for a root view when it stored the frames below it:
    /// its device's status bar and home indicator as that Xcode version drew them, the navigation, tab and
    /// tool bars its controller simulates or IB infers, and for AppKit the title bar of Xcode 26's window
    /// design; `nil` when the view is not in a document the cache read (the engine's defaults apply).
    public static func simulatedSafeAreaInsets(of root: LiveView, cache: NibCache = .shared) -> LayoutInsets? {
        SimulatedMetrics.safeAreaInsets(of: root, lookup: DocumentLookup(cache: cache))
    }

    /// The size Interface Builder laid a root view out at when it is not the stored one (a view below opaque
    /// bars stored with the screen's whole height, see ``SimulatedMetrics/layoutSize(of:lookup:)``); `nil`
    /// when the stored size applies.
    public static func simulatedLayoutSize(of root: LiveView, cache: NibCache = .shared) -> LayoutSize? {
        SimulatedMetrics.layoutSize(of: root, lookup: DocumentLookup(cache: cache))
    }

    /// Whether two frames agree within ``tolerance`` on each value.
    static func matches(_ a: IBRect, _ b: IBRect) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    /// The view trees of a loaded document: every view without a superview that is not a stack view's
    /// arranged view held outside its subviews (AppKit's gravity areas).
    static func roots(of document: LoadedNib) -> [LiveView] {
        let views = document.objectsByID.values.compactMap { $0 as? LiveView }
        var arranged = Set<ObjectIdentifier>()
        for view in views where view.elementName == "stackView" {
            for item in LayoutSession.arrangedViews(of: view) { arranged.insert(ObjectIdentifier(item)) }
        }
        return views.filter { $0.superview == nil && !arranged.contains(ObjectIdentifier($0)) }
            .sorted { ($0.documentID ?? "") < ($1.documentID ?? "") }
    }

    /// A view and its descendants (a stack view's arranged views included), depth first, each with the
    /// view that lays it out (`nil` for the root).
    static func subtree(of root: LiveView) -> [(view: LiveView, parent: LiveView?)] {
        var result: [(view: LiveView, parent: LiveView?)] = []
        func visit(_ view: LiveView, _ parent: LiveView?) {
            result.append((view, parent))
            for child in LayoutSession.laidOutChildren(of: view) { visit(child, view) }
        }
        visit(root, nil)
        return result
    }
}
