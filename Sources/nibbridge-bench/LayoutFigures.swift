import Foundation
import NibBridgeLayout

/// Layout figures: the Auto Layout engine over every document of the corpus, reproducing the frames
/// Interface Builder stored (the external check of the solver), with the time it took.
struct LayoutFigures {
    /// Views compared and matched, and trees laid out, for one kind of document.
    struct Count {
        var views = 0
        var matched = 0
        var trees = 0
        var share: Double { views == 0 ? 1 : Double(matched) / Double(views) }
    }

    var counts: [String: Count]
    var summaries: [String]
    var seconds: Double

    var overall: Count {
        counts.values.reduce(into: Count()) { total, count in
            total.views += count.views
            total.matched += count.matched
            total.trees += count.trees
        }
    }

    /// Lays out every tree of every corpus path `iterations` times and keeps the best time.
    static func measure(paths: [String], iterations: Int, log: (String) -> Void) -> LayoutFigures {
        let clock = ContinuousClock()
        var best = Double.infinity
        var counts: [String: Count] = [:]
        var summaries: [String] = []
        for round in 0..<max(iterations, 1) {
            counts = [:]
            summaries = []
            let start = clock.now
            for path in paths {
                let report = FrameReproduction.measure(corpus: path)
                summaries.append(report.summary)
                for (kind, tally) in report.tallies {
                    counts[kind.description, default: Count()].views += tally.views
                    counts[kind.description, default: Count()].matched += tally.matched
                    counts[kind.description, default: Count()].trees += tally.trees
                }
            }
            let elapsed = clock.now - start
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            log("layout round \(round + 1) of \(max(iterations, 1)) done")
        }
        return LayoutFigures(counts: counts, summaries: summaries, seconds: best)
    }

    /// The figures as JSON fields: overall share, share per kind, trees per second.
    var jsonFields: [(String, String)] {
        let total = overall
        var fields: [(String, String)] = [
            ("frame_share", Report.json(total.share, decimals: 4)),
            ("frame_views", "\(total.views)"),
            ("layout_trees", "\(total.trees)"),
            ("layout_seconds", Report.json(seconds, decimals: 4)),
            ("layout_trees_per_second", Report.json(Double(total.trees) / seconds, decimals: 1)),
        ]
        for kind in counts.keys.sorted() {
            fields.append(
                (
                    "frame_share_" + kind.replacingOccurrences(of: " ", with: "_"),
                    Report.json(counts[kind]!.share, decimals: 4)
                ))
        }
        return fields
    }

    /// The report for people.
    var table: String {
        "frame reproduction (views within \(FrameReproduction.tolerance) pt of IB's stored frames):\n"
            + summaries.joined(separator: "\n") + "\nlaid out \(overall.trees) trees in "
            + Report.format(seconds, decimals: 3) + " s (" + Report.format(Double(overall.trees) / seconds, decimals: 1)
            + " trees/s)"
    }
}
