import NibBridgeLayout

/// The layout rules' ablation: every project laid out with all rules, then again with each rule switched
/// off, so that a rule fitted to one project shows up as helping one project (and perhaps hurting others).
///
/// For each rule: how many projects (folders directly below a corpus path) match more stored frames with the
/// rule than without it (`helps`), how many match fewer (`hurts`; ties are not counted), and the change of
/// the overall share the rule makes (`delta`, with minus without, from 0 to 1).
struct AblationFigures {
    /// One rule's effect.
    struct Row {
        var rule: LayoutRule
        /// The projects that match more frames with the rule.
        var helped: [String]
        /// The projects that match fewer frames with the rule.
        var hurt: [String]
        /// The overall share with every rule minus the share without this one.
        var delta: Double
    }

    /// The overall share with every rule on.
    var share: Double
    /// One row per rule, in the rules' order.
    var rows: [Row]

    /// Views matched and compared per project, for one set of rules.
    private static func counts(paths: [String], rules: LayoutRules) -> [String: (matched: Int, views: Int)] {
        var result: [String: (matched: Int, views: Int)] = [:]
        for path in paths {
            for (name, report) in FrameReproduction.measureProjects(corpus: path, rules: rules) {
                let overall = report.overall
                guard overall.views > 0 else { continue }
                result[name] = (overall.matched, overall.views)
            }
        }
        return result
    }

    private static func share(_ counts: [String: (matched: Int, views: Int)]) -> Double {
        let views = counts.values.reduce(0) { $0 + $1.views }
        return views == 0 ? 1 : Double(counts.values.reduce(0) { $0 + $1.matched }) / Double(views)
    }

    /// Lays out every project once with every rule, then once without each rule.
    static func measure(paths: [String], log: (String) -> Void) -> AblationFigures {
        let baseline = counts(paths: paths, rules: .all)
        var rows: [Row] = []
        for (number, rule) in LayoutRule.allCases.enumerated() {
            let without = counts(paths: paths, rules: .all(except: rule))
            var row = Row(rule: rule, helped: [], hurt: [], delta: share(baseline) - share(without))
            for (name, with) in baseline.sorted(by: { $0.key < $1.key }) {
                guard let other = without[name] else { continue }
                // Shares compared as exact fractions: with.matched / with.views against other's.
                let difference = with.matched * other.views - other.matched * with.views
                if difference > 0 { row.helped.append(name) }
                if difference < 0 { row.hurt.append(name) }
            }
            rows.append(row)
            log("ablation: \(number + 1) of \(LayoutRule.allCases.count) rules (\(rule.rawValue))")
        }
        return AblationFigures(share: share(baseline), rows: rows)
    }

    /// The figures as JSON: `frame_share_ablation`, rule → {helps, hurts, delta}.
    var jsonFields: [(String, String)] {
        let entries = rows.map { row in
            Report.string(row.rule.rawValue) + ": {\"helps\": \(row.helped.count), \"hurts\": \(row.hurt.count), "
                + "\"delta\": " + Report.json(row.delta, decimals: 4) + "}"
        }
        return [("frame_share_ablation", "{" + entries.joined(separator: ", ") + "}")]
    }

    /// The report for people: one line per rule, with the projects it helps and hurts.
    var table: String {
        var lines = [
            "layout rule ablation (overall share with every rule "
                + Report.format(share * 100, decimals: 2) + "%; projects helped / hurt by the rule, "
                + "share points the rule adds):"
        ]
        let width = rows.map(\.rule.rawValue.count).max() ?? 0
        for row in rows {
            let name = row.rule.rawValue + String(repeating: " ", count: width - row.rule.rawValue.count)
            var line =
                "  \(name)  helps \(row.helped.count), hurts \(row.hurt.count), "
                + Report.format(row.delta * 100, decimals: 2) + " points"
            if !row.helped.isEmpty { line += "; helps " + row.helped.joined(separator: ", ") }
            if !row.hurt.isEmpty { line += "; hurts " + row.hurt.joined(separator: ", ") }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
