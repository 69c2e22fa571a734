import LibXML2Reference
import Foundation
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader

/// Whole-project figures: check, compose and bridged loading over every project folder of the corpus,
/// each timed as a whole pass (best of the rounds) beside a libxml2 pass over the same files in the same run.
///
/// A project is a folder directly below a corpus path (the corpus holds one folder per `owner__repo`), so
/// nibs are looked up within their own project, as in an app.
struct ProjectFigures {
    /// One timed pass: its best time and what it found.
    struct Pass {
        var seconds: Double
        var count: Int
    }

    var libxml2: Pass
    var check: Pass
    var compose: Pass
    var loadBridged: Pass
    var loadPlain: Pass

    /// The project folders below the corpus paths.
    static func projects(in paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return entries.sorted().map { path + "/" + $0 }.filter { folder in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }
        }
    }

    /// Measures every pass `iterations` times, interleaved, and keeps each pass's best time.
    static func measure(projects: [String], iterations: Int, log: (String) -> Void) -> ProjectFigures {
        let bridged = projects.map { project -> (String, [String]) in
            let index = ProjectIndex(root: project)
            let documents = IBDocument.documentPaths(in: [project]).paths.filter { path in
                guard let document = try? IBDocument(contentsOfFile: path) else { return false }
                return !index.placeholders(in: document).isEmpty
            }
            return (project, documents)
        }
        let files = IBDocument.documentPaths(in: projects).paths
        let passes: [(String, () -> Int)] = [
            ("libxml2", { libxml2Pass(files) }),
            ("check", { checkPass(projects) }),
            ("compose", { composePass(projects) }),
            ("load-bridged", { loadPass(bridged, bridging: true) }),
            ("load-plain", { loadPass(bridged, bridging: false) }),
        ]
        var best = Array(repeating: Double.infinity, count: passes.count)
        var counts = Array(repeating: 0, count: passes.count)
        let clock = ContinuousClock()
        for round in 0...iterations {
            for (index, pass) in passes.enumerated() {
                let start = clock.now
                counts[index] = pass.1()
                let elapsed = clock.now - start
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                if round > 0 { best[index] = min(best[index], seconds) }  // Round 0 warms up.
            }
            log("project round \(round) of \(iterations) done")
        }
        func pass(_ index: Int) -> Pass { Pass(seconds: best[index], count: counts[index]) }
        return ProjectFigures(
            libxml2: pass(0), check: pass(1), compose: pass(2), loadBridged: pass(3), loadPlain: pass(4))
    }

    /// Reads every file from disk and parses it with libxml2, as a checker would (one core).
    static func libxml2Pass(_ files: [String]) -> Int {
        files.reduce(0) { total, path in
            guard let data = FileManager.default.contents(atPath: path) else { return total }
            return total &+ LibXML2Reference.parse([UInt8](data)).elements
        }
    }

    /// `nibbridge check` over each project (reads the files itself, on all cores).
    static func checkPass(_ projects: [String]) -> Int {
        projects.reduce(0) { total, project in
            total + CheckRun.run(paths: [project], root: nil, configuration: CheckConfiguration()).diagnostics.count
        }
    }

    /// Composition in memory of every document of each project (nothing written).
    static func composePass(_ projects: [String]) -> Int {
        projects.reduce(0) { total, project in
            let index = ProjectIndex(root: project)
            return total
                + IBDocument.documentPaths(in: [project]).paths.reduce(0) { count, path in
                    guard let document = try? IBDocument(contentsOfFile: path) else { return count }
                    return count + Composer(index: index).compose(document).replacedCount
                }
        }
    }

    /// Loads every document that holds placeholders, with the bridge on (placeholders swapped) or off
    /// (placeholders stay plain views), with a fresh nib cache per pass; returns the bridged view count.
    static func loadPass(_ projects: [(String, [String])], bridging: Bool) -> Int {
        var bridgedViews = 0
        for (project, documents) in projects where !documents.isEmpty {
            let loader: NibLoader
            if bridging {
                loader = ConventionLoad.loader(root: project, cache: NibCache())
            } else {
                let registry = ClassRegistry(unknownClassPolicy: .assumeExists)
                loader = NibLoader(registry: registry, locator: ProjectNibLocator(root: project), cache: NibCache())
            }
            for path in documents {
                let loaded = loader.load(path: path)
                bridgedViews += LiveTree(loaded: loaded).objects.reduce(0) { $0 + bridgedCount($1) }
            }
        }
        return bridgedViews
    }

    static func bridgedCount(_ node: LiveTree.Node) -> Int {
        (node.bridgedFrom == nil ? 0 : 1) + node.children.reduce(0) { $0 + bridgedCount($1) }
    }

    /// The figures as JSON fields.
    var jsonFields: [(String, String)] {
        func number(_ value: Double) -> String { Report.json(value, decimals: 4) }
        let overhead =
            loadBridged.count > 0 ? (loadBridged.seconds - loadPlain.seconds) / Double(loadBridged.count) : .nan
        return [
            ("files_libxml2_seconds", number(libxml2.seconds)),
            ("check_seconds", number(check.seconds)),
            ("check_ratio", number(check.seconds / libxml2.seconds)),
            ("compose_seconds", number(compose.seconds)),
            ("compose_ratio", number(compose.seconds / libxml2.seconds)),
            ("composed_placeholders", "\(compose.count)"),
            ("load_bridged_seconds", number(loadBridged.seconds)),
            ("load_plain_seconds", number(loadPlain.seconds)),
            ("load_ratio", number(loadBridged.seconds / loadPlain.seconds)),
            ("bridged_placeholders", "\(loadBridged.count)"),
            ("per_placeholder_overhead_ms", number(overhead * 1000)),
        ]
    }

    /// A table of the figures, for people.
    var table: String {
        let overhead =
            loadBridged.count > 0 ? (loadBridged.seconds - loadPlain.seconds) / Double(loadBridged.count) : .nan
        let rows = [
            ("libxml2 pass over the files (reference)", libxml2.seconds, 1.0),
            ("nibbridge check, every project", check.seconds, check.seconds / libxml2.seconds),
            ("compose in memory, every project", compose.seconds, compose.seconds / libxml2.seconds),
            ("load documents with placeholders, bridge on", loadBridged.seconds, loadBridged.seconds / libxml2.seconds),
            ("load the same documents, bridge off", loadPlain.seconds, loadPlain.seconds / libxml2.seconds),
        ]
        var lines = ["pass                                         seconds  ratio to libxml2"]
        for (name, seconds, ratio) in rows {
            lines.append(
                name.padding(toLength: 44, withPad: " ", startingAt: 0) + " "
                    + Report.format(seconds, decimals: 4).padding(toLength: 8, withPad: " ", startingAt: 0) + " "
                    + Report.format(ratio, decimals: 2))
        }
        lines.append(
            "bridged placeholders: \(loadBridged.count), overhead per placeholder: "
                + Report.format(overhead * 1000, decimals: 3) + " ms, bridge on / off: "
                + Report.format(loadBridged.seconds / loadPlain.seconds, decimals: 2))
        return lines.joined(separator: "\n")
    }
}
