import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader

/// What nib bridging itself costs: loading the documents that hold placeholders with the bridge, against the
/// same work minus the bridge, in pairs.
///
/// The bridged load decodes the document and, for every placeholder, the nib it embeds, then swaps the nib's
/// view in and carries the placeholder's properties, constraints and outlets over. The load *by hand* does the
/// decoding alone, as an app loading the nibs itself would: the document without bridging, then each nib the
/// bridged load embedded, as many times as it embedded it, each with a fresh nib cache like the bridged load.
/// The difference is the bridge: replacing, carrying over, the recursion guard.
///
/// In every round each document is loaded both ways, ``tries`` times each, alternating (which goes first
/// alternates too), so that both sides of a pair share the machine's load, and each side's fastest run is
/// kept, so that a burst of load elsewhere must hit every try to count. The figure is the median over the
/// rounds of the per-round sum of the paired differences, per bridged placeholder, with its quartiles.
struct BridgingFigures {
    /// Documents holding placeholders.
    var documents: Int
    /// Placeholders bridged in one load of all of them.
    var placeholders: Int
    /// Per round: the bridged loads' total, the loads by hand's total, in seconds.
    var bridgedSeconds: [Double]
    var byHandSeconds: [Double]

    /// Per round: the sum over the documents of (bridged − by hand), in milliseconds per placeholder.
    var overheadPerPlaceholder: [Double] {
        zip(bridgedSeconds, byHandSeconds).map { ($0 - $1) * 1000 / Double(max(placeholders, 1)) }
    }

    /// One document to load, with what its bridged load embeds.
    struct Subject {
        var path: String
        var locator: ProjectNibLocator
        var bridgedRegistry: ClassRegistry
        var plainRegistry: ClassRegistry
        /// The nibs the bridged load embedded, once per placeholder.
        var nibs: [String]
    }

    /// How many times a round loads each document each way; the fastest of each way is the round's.
    static let tries = 3

    /// Finds the documents with placeholders in every project and measures them `iterations` times after one
    /// warm-up round.
    static func measure(projects: [String], iterations: Int, log: (String) -> Void) -> BridgingFigures {
        var subjects: [Subject] = []
        for project in projects {
            let index = ProjectIndex(root: project)
            let locator = ProjectNibLocator(root: project)
            let bridgedRegistry = ClassRegistry(unknownClassPolicy: .assumeExists)
            bridgedRegistry.registerBridged(locator.candidates.keys)
            let plainRegistry = ClassRegistry(unknownClassPolicy: .assumeExists)
            for path in IBDocument.documentPaths(in: [project]).paths {
                guard let document = try? IBDocument(contentsOfFile: path), !index.placeholders(in: document).isEmpty
                else { continue }
                let loader = NibLoader(registry: bridgedRegistry, locator: locator, cache: NibCache())
                let nibs = LiveTree(loaded: loader.load(path: path)).objects.flatMap(bridgedNibs)
                guard !nibs.isEmpty else { continue }
                subjects.append(
                    Subject(
                        path: path, locator: locator, bridgedRegistry: bridgedRegistry, plainRegistry: plainRegistry,
                        nibs: nibs))
            }
        }
        var bridgedSeconds: [Double] = []
        var byHandSeconds: [Double] = []
        let clock = ContinuousClock()
        for round in -1..<iterations {
            var bridged = 0.0
            var byHand = 0.0
            for (number, subject) in subjects.enumerated() {
                // Each way `tries` times, alternating, the first way alternating too; each way's fastest run.
                var fastest = (bridged: Double.infinity, byHand: Double.infinity)
                for attempt in 0..<(2 * tries) {
                    let pass = (number + max(round, 0) + attempt) % 2 == 0
                    let registry = pass ? subject.bridgedRegistry : subject.plainRegistry
                    let loader = NibLoader(registry: registry, locator: subject.locator, cache: NibCache())
                    let seconds = clock.measure {
                        _ = loader.load(path: subject.path)
                        if !pass { for nib in subject.nibs { _ = loader.load(path: nib) } }
                    }.seconds
                    if pass {
                        fastest.bridged = min(fastest.bridged, seconds)
                    } else {
                        fastest.byHand = min(fastest.byHand, seconds)
                    }
                }
                bridged += fastest.bridged
                byHand += fastest.byHand
            }
            guard round >= 0 else { continue }
            bridgedSeconds.append(bridged)
            byHandSeconds.append(byHand)
            log("bridging round \(round + 1) of \(iterations) done")
        }
        return BridgingFigures(
            documents: subjects.count, placeholders: subjects.reduce(0) { $0 + $1.nibs.count },
            bridgedSeconds: bridgedSeconds, byHandSeconds: byHandSeconds)
    }

    /// The nibs bridged into a node of a live tree and below it, once per bridged view.
    static func bridgedNibs(_ node: LiveTree.Node) -> [String] {
        (node.bridgedFrom.map { [$0] } ?? []) + node.children.flatMap(bridgedNibs)
    }

    /// The figures as JSON fields.
    var jsonFields: [(String, String)] {
        let overhead = overheadPerPlaceholder
        return [
            ("bridged_documents", "\(documents)"),
            ("bridged_placeholders", "\(placeholders)"),
            ("load_bridged_seconds", Report.json(Statistics.median(bridgedSeconds), decimals: 4)),
            ("load_by_hand_seconds", Report.json(Statistics.median(byHandSeconds), decimals: 4)),
            ("bridge_overhead_ms_median", Report.json(Statistics.median(overhead), decimals: 4)),
            ("bridge_overhead_ms_q1", Report.json(Statistics.quantile(overhead, 0.25), decimals: 4)),
            ("bridge_overhead_ms_q3", Report.json(Statistics.quantile(overhead, 0.75), decimals: 4)),
        ]
    }

    /// The figures for people.
    var table: String {
        "bridging: \(placeholders) placeholders in \(documents) documents; per round, bridged load "
            + Statistics.summary(bridgedSeconds, decimals: 4) + " s, the same nibs loaded by hand "
            + Statistics.summary(byHandSeconds, decimals: 4) + " s (median [q1, q3]); bridge overhead per "
            + "placeholder, paired per document: " + Statistics.summary(overheadPerPlaceholder, decimals: 4) + " ms"
    }
}
