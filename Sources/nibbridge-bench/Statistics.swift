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
