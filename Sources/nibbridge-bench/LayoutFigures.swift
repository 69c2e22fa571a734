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
    /// The share of each project folder (`owner__repo` in the public corpus), as a user of that project sees it.
    var projects: [(name: String, count: Count)] = []

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
            best = min(best, (clock.now - start).seconds)
            log("layout round \(round + 1) of \(max(iterations, 1)) done")
        }
        // Each project on its own, untimed: the share a user of that project would see.
        var projects: [(name: String, count: Count)] = []
        for project in ProjectFigures.projects(in: paths) {
            let overall = FrameReproduction.measure(project: project).overall
            guard overall.views > 0 else { continue }
            let name = String(project.split(separator: "/").last ?? "")
            projects.append((name, Count(views: overall.views, matched: overall.matched, trees: overall.trees)))
        }
        log("layout: \(projects.count) projects measured one by one")
        return LayoutFigures(counts: counts, summaries: summaries, seconds: best, projects: projects)
    }

    /// The share of the median project and the lowest, which the overall share (dominated by the largest
    /// projects) does not show.
    var projectShares: (median: Double, lowest: Double) {
        let shares = projects.map(\.count.share)
        return (Statistics.median(shares), shares.min() ?? .nan)
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
        let byProject = projects.map { Report.string($0.name) + ": " + Report.json($0.count.share, decimals: 4) }
        fields.append(("frame_share_by_project", "{" + byProject.joined(separator: ", ") + "}"))
        fields.append(("frame_share_project_median", Report.json(projectShares.median, decimals: 4)))
        fields.append(("frame_share_project_lowest", Report.json(projectShares.lowest, decimals: 4)))
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
            + " trees/s)\nper project (views matched/compared): "
            + projects.map {
                "\($0.name) " + Report.format($0.count.share * 100, decimals: 1)
                    + "% (\($0.count.matched)/\($0.count.views))"
            }
            .joined(separator: ", ") + "\nmedian project " + Report.format(projectShares.median * 100, decimals: 1)
            + "%, lowest " + Report.format(projectShares.lowest * 100, decimals: 1) + "%"
    }
}
