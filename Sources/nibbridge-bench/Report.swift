/// The bench's output: a table for people and, as the last line, one JSON object for tools.
struct Report {
    /// The measurements, the reference among them.
    var measurements: [Measurement]
    /// The corpus measured.
    var corpus: Corpus
    /// Timed rounds.
    var iterations: Int
    /// How each document's runs become one figure.
    var statistic: Statistic

    /// The reference measurement the ratios are taken against.
    var reference: Measurement? { measurements.first { $0.workload.isReference } }

    /// A workload's throughput over the reference's, measured in the same run, cold or warm.
    func ratio(_ measurement: Measurement, _ cache: Cache = .cold) -> Double {
        guard let reference else { return .nan }
        return measurement.megabytesPerSecond(statistic, cache) / reference.megabytesPerSecond(statistic, cache)
    }

    /// The cold ratio of each round taken alone (the reference's round total over the workload's): its
    /// median and quartiles say how far one round can be from another.
    func roundRatios(_ measurement: Measurement) -> [Double] {
        guard let reference else { return [] }
        return zip(reference.roundSeconds, measurement.roundSeconds).map { $0 / $1 }
    }

    /// The human-readable table.
    var table: String {
        let megabytes = Report.format(Double(corpus.totalBytes) / 1e6, decimals: 2)
        var lines = [
            "\(corpus.documents.count) documents, \(megabytes) MB in memory; \(iterations) rounds, one block per "
                + "workload; MB/s from each document's \(statistic.rawValue) run; cold: after a cache sweep, warm: "
                + "the same run again at once",
            "",
        ]
        let header = [
            "workload", "what", "cold MB/s", "cold ratio", "warm MB/s", "warm ratio", "round ratios median [q1, q3]",
            "round spread",
        ]
        var rows = [header]
        for measurement in measurements {
            rows.append([
                measurement.workload.name,
                measurement.workload.summary,
                Report.format(measurement.megabytesPerSecond(statistic, .cold), decimals: 1),
                Report.format(ratio(measurement, .cold), decimals: 3),
                Report.format(measurement.megabytesPerSecond(statistic, .warm), decimals: 1),
                Report.format(ratio(measurement, .warm), decimals: 3),
                Statistics.summary(roundRatios(measurement), decimals: 3),
                Report.format(measurement.spread * 100, decimals: 1) + "%",
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (number, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + padding : padding + cell
            }
            lines.append(cells.joined(separator: "  "))
            if number == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        if !corpus.skipped.isEmpty { lines.append("\nskipped \(corpus.skipped.count) documents (see stderr)") }
        if !corpus.roundTripMismatches.isEmpty {
            lines.append("ROUND TRIP MISMATCH in \(corpus.roundTripMismatches.count) documents (see stderr)")
        }
        return lines.joined(separator: "\n")
    }

    /// The JSON fields: `<workload>_mbps` (cold) and `<workload>_warm_mbps` for each workload, `ratio` for
    /// cold `read` (the headline figure), `<workload>_ratio` (cold), `<workload>_warm_ratio` and the median
    /// and interquartile range of the per-round cold ratios, and the size of the run. Keys keep a stable order.
    var jsonFields: [(String, String)] {
        var fields: [(String, String)] = []
        for measurement in measurements {
            let name = measurement.workload.name
            fields.append(("\(name)_mbps", Report.json(measurement.megabytesPerSecond(statistic, .cold), decimals: 2)))
            fields.append(
                ("\(name)_warm_mbps", Report.json(measurement.megabytesPerSecond(statistic, .warm), decimals: 2)))
        }
        if let read = measurements.first(where: { $0.workload.name == Workload.read.name }) {
            fields.append(("ratio", Report.json(ratio(read), decimals: 4)))
        }
        for measurement in measurements where !measurement.workload.isReference {
            let name = measurement.workload.name
            let rounds = roundRatios(measurement)
            fields += [
                ("\(name)_ratio", Report.json(ratio(measurement, .cold), decimals: 4)),
                ("\(name)_warm_ratio", Report.json(ratio(measurement, .warm), decimals: 4)),
                ("\(name)_ratio_rounds_median", Report.json(Statistics.median(rounds), decimals: 4)),
                ("\(name)_ratio_rounds_iqr", Report.json(Statistics.interquartileRange(rounds), decimals: 4)),
            ]
        }
        fields += [
            ("statistic", "\"\(statistic.rawValue)\""),
            ("bytes", "\(corpus.totalBytes)"),
            ("documents", "\(corpus.documents.count)"),
            ("skipped", "\(corpus.skipped.count)"),
            ("roundtrip_mismatches", "\(corpus.roundTripMismatches.count)"),
            ("iterations", "\(iterations)"),
        ]
        return fields
    }

    /// JSON fields as one object.
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A string for JSON, quoted, with quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20:
                escaped += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// A number for JSON: `null` when it is not finite.
    static func json(_ value: Double, decimals: Int) -> String {
        value.isFinite ? format(value, decimals: decimals) : "null"
    }

    /// Formats a number with a fixed count of decimals, without Foundation.
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        let whole = scaled / Int(scale)
        guard decimals > 0 else { return sign + String(whole) }
        let fraction = String(scaled % Int(scale))
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}

/// Order statistics of a few samples (rounds of a benchmark), without Foundation.
enum Statistics {
    /// The value below which a share `q` (0...1) of the samples lie, interpolated linearly between the two
    /// nearest ranks; `nan` without samples.
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        let sorted = values.sorted()
        guard let first = sorted.first else { return .nan }
        guard sorted.count > 1 else { return first }
        let position = q * Double(sorted.count - 1)
        let lower = Int(position)
        let upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    /// The median (the mean of the two middle values for an even count).
    static func median(_ values: [Double]) -> Double { quantile(values, 0.5) }

    /// The interquartile range: the third quartile minus the first.
    static func interquartileRange(_ values: [Double]) -> Double { quantile(values, 0.75) - quantile(values, 0.25) }

    /// The median and the quartiles of some samples, as `median [q1, q3]` with a count of decimals.
    static func summary(_ values: [Double], decimals: Int) -> String {
        Report.format(median(values), decimals: decimals) + " ["
            + Report.format(quantile(values, 0.25), decimals: decimals)
            + ", " + Report.format(quantile(values, 0.75), decimals: decimals) + "]"
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}
