/// How a workload's timings over several rounds become one duration for the whole corpus.
enum Statistic: String {
    /// For each document, its fastest run; summed over the corpus. The least disturbed by other
    /// processes: a burst of load must hit the same document in every round to count.
    case best
    /// For each document, its median run; summed over the corpus.
    case median
}

/// The timings of one workload: every run on every document.
struct Measurement {
    /// The workload measured.
    var workload: Workload
    /// The bytes of the corpus.
    var bytes: Int
    /// For each document, the duration of each timed run in seconds, in round order.
    var documentSeconds: [[Double]]
    /// For each round, the summed duration of the workload's runs over the corpus.
    var roundSeconds: [Double] = []
    /// The summed checksum of the last round (equal in every round for a deterministic workload).
    var checksum = 0

    /// Creates an empty measurement for a corpus of `documents` documents totalling `bytes` bytes.
    init(workload: Workload, documents: Int, bytes: Int) {
        self.workload = workload
        self.bytes = bytes
        documentSeconds = Array(repeating: [], count: documents)
    }

    /// The corpus duration a statistic gives.
    func seconds(_ statistic: Statistic) -> Double {
        var total = 0.0
        for runs in documentSeconds {
            switch statistic {
            case .best: total += runs.min() ?? .nan
            case .median: total += Measurement.median(runs)
            }
        }
        return total
    }

    /// Throughput in MB/s (10^6 bytes a second) for a statistic.
    func megabytesPerSecond(_ statistic: Statistic) -> Double {
        Double(bytes) / 1e6 / seconds(statistic)
    }

    /// The spread of the round totals, `(slowest - fastest) / fastest`: how noisy the machine was.
    var spread: Double {
        guard let low = roundSeconds.min(), let high = roundSeconds.max(), low > 0 else { return .nan }
        return (high - low) / low
    }

    /// The median of some values (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Runs workloads over a corpus, interleaved document by document, so that machine noise affects
/// every figure alike.
struct BenchmarkRunner {
    /// The corpus, already in memory.
    var corpus: Corpus
    /// The workloads to time.
    var workloads: [Workload]
    /// Timed runs per workload and document.
    var iterations: Int

    /// One untimed warm-up round, then `iterations` rounds. In each round every document is run
    /// through every workload in turn, each run timed on its own; the workload that goes first
    /// rotates from document to document and from round to round, so none always finds the input
    /// cold in the cache or always runs first after a pause.
    func run(progress: (String) -> Void = { _ in }) -> [Measurement] {
        let documents = corpus.documents
        var measurements = workloads.map {
            Measurement(workload: $0, documents: documents.count, bytes: corpus.totalBytes)
        }
        let clock = ContinuousClock()
        for round in -1..<iterations {
            var totals = Array(repeating: 0.0, count: workloads.count)
            var checksums = Array(repeating: 0, count: workloads.count)
            for (number, document) in documents.enumerated() {
                for offset in workloads.indices {
                    let index = (number + max(round, 0) + offset) % workloads.count
                    let run = workloads[index].run
                    var checksum = 0
                    let seconds = clock.measure { checksum = run(document) }.seconds
                    checksums[index] &+= checksum
                    totals[index] += seconds
                    if round >= 0 { measurements[index].documentSeconds[number].append(seconds) }
                }
            }
            guard round >= 0 else { continue }
            for index in workloads.indices {
                measurements[index].roundSeconds.append(totals[index])
                measurements[index].checksum = checksums[index]
            }
            progress("round \(round + 1)/\(iterations) done")
        }
        return measurements
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}
