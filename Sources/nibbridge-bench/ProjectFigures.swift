import Foundation
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader

/// Whole-project figures: check and compose over every project folder of the corpus, each timed as a whole
/// pass (best of the rounds) beside a libxml2 pass over the same files in the same run. Bridged loading has
/// its own paired measurement (``BridgingFigures``).
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
        let files = IBDocument.documentPaths(in: projects).paths
        let passes: [(String, () -> Int)] = [
            ("libxml2", { libxml2Pass(files) }),
            ("check", { checkPass(projects) }),
            ("compose", { composePass(projects) }),
        ]
        var best = Array(repeating: Double.infinity, count: passes.count)
        var counts = Array(repeating: 0, count: passes.count)
        let clock = ContinuousClock()
        for round in 0...iterations {
            for (index, pass) in passes.enumerated() {
                var count = 0
                let seconds = clock.measure { count = pass.1() }.seconds
                counts[index] = count
                if round > 0 { best[index] = min(best[index], seconds) }  // Round 0 warms up.
            }
            log("project round \(round) of \(iterations) done")
        }
        func pass(_ index: Int) -> Pass { Pass(seconds: best[index], count: counts[index]) }
        return ProjectFigures(libxml2: pass(0), check: pass(1), compose: pass(2))
    }

    /// Reads every file from disk and parses it with libxml2, as a checker would (one core).
    static func libxml2Pass(_ files: [String]) -> Int {
        files.reduce(0) { total, path in
            guard let data = FileManager.default.contents(atPath: path) else { return total }
            return total &+ LibXML2.loaded.parse([UInt8](data)).elements
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

    /// The figures as JSON fields.
    var jsonFields: [(String, String)] {
        func number(_ value: Double) -> String { Report.json(value, decimals: 4) }
        return [
            ("files_libxml2_seconds", number(libxml2.seconds)),
            ("check_seconds", number(check.seconds)),
            ("check_ratio", number(check.seconds / libxml2.seconds)),
            ("compose_seconds", number(compose.seconds)),
            ("compose_ratio", number(compose.seconds / libxml2.seconds)),
            ("composed_placeholders", "\(compose.count)"),
        ]
    }

    /// A table of the figures, for people.
    var table: String {
        let rows = [
            ("libxml2 pass over the files (reference)", libxml2.seconds, 1.0),
            ("nibbridge check, every project", check.seconds, check.seconds / libxml2.seconds),
            ("compose in memory, every project", compose.seconds, compose.seconds / libxml2.seconds),
        ]
        var lines = ["pass                                         seconds  ratio to libxml2"]
        for (name, seconds, ratio) in rows {
            lines.append(
                name.padding(toLength: 44, withPad: " ", startingAt: 0) + " "
                    + Report.format(seconds, decimals: 4).padding(toLength: 8, withPad: " ", startingAt: 0) + " "
                    + Report.format(ratio, decimals: 2))
        }
        return lines.joined(separator: "\n")
    }
}
