/// How a workload's timings over several rounds become one duration for the whole corpus.
enum Statistic: String {
    /// For each document, its fastest run; summed over the corpus. The least disturbed by other
    /// processes: a burst of load must hit the same document in every round to count.
    case best
    /// For each document, its median run; summed over the corpus.
    case median
}

/// Whether a run found the document in the CPU caches.
enum Cache: String, CaseIterable {
    /// The document's bytes in memory only: the first run on it in the workload's block, after a sweep.
    case cold
    /// The same workload run again on the same document at once: input, code and data hot.
    case warm
}

/// The timings of one workload: every cold and warm run on every document.
struct Measurement {
    /// The workload measured.
    var workload: Workload
    /// The bytes of the corpus.
    var bytes: Int
    /// For each cache state and document, the duration of each timed run in seconds, in round order.
    var documentSeconds: [Cache: [[Double]]]
    /// For each round, the summed duration of the workload's cold runs over the corpus.
    var roundSeconds: [Double] = []
    /// The summed checksum of the last round (equal in every round for a deterministic workload).
    var checksum = 0

    /// Creates an empty measurement for a corpus of `documents` documents totalling `bytes` bytes.
    init(workload: Workload, documents: Int, bytes: Int) {
        self.workload = workload
        self.bytes = bytes
        let empty = [[Double]](repeating: [], count: documents)
        documentSeconds = [.cold: empty, .warm: empty]
    }

    /// The corpus duration a statistic gives.
    func seconds(_ statistic: Statistic, _ cache: Cache = .cold) -> Double {
        var total = 0.0
        for runs in documentSeconds[cache] ?? [] {
            switch statistic {
            case .best: total += runs.min() ?? .nan
            case .median: total += Statistics.median(runs)
            }
        }
        return total
    }

    /// Throughput in MB/s (10^6 bytes a second) for a statistic.
    func megabytesPerSecond(_ statistic: Statistic, _ cache: Cache = .cold) -> Double {
        Double(bytes) / 1e6 / seconds(statistic, cache)
    }

    /// The spread of the cold round totals, `(slowest - fastest) / fastest`: how noisy the machine was.
    var spread: Double {
        guard let low = roundSeconds.min(), let high = roundSeconds.max(), low > 0 else { return .nan }
        return (high - low) / low
    }
}

/// Runs workloads over a corpus in blocks, each workload's runs apart from the others' so that no figure
/// depends on which workloads ran before it.
struct BenchmarkRunner {
    /// The corpus, already in memory.
    var corpus: Corpus
    /// The workloads to time.
    var workloads: [Workload]
    /// Timed rounds.
    var iterations: Int

    /// One untimed warm-up round, then `iterations` rounds. In each round every workload has a block: a
    /// cache sweep, then for every document a cold run and, at once, a warm run on the same document, each
    /// timed on its own. The workload whose block comes first rotates from round to round.
    func run(progress: (String) -> Void = { _ in }) -> [Measurement] {
        let documents = corpus.documents
        var measurements = workloads.map {
            Measurement(workload: $0, documents: documents.count, bytes: corpus.totalBytes)
        }
        let sweep = CacheSweep()
        let clock = ContinuousClock()
        for round in -1..<iterations {
            for offset in workloads.indices {
                let index = (max(round, 0) + offset) % workloads.count
                let run = workloads[index].run
                var total = 0.0
                var checksum = 0
                sweep.sweep(UInt8(truncatingIfNeeded: round &+ offset))
                for (number, document) in documents.enumerated() {
                    var result = 0
                    let cold = clock.measure { result = run(document) }.seconds
                    let warm = clock.measure { result &+= run(document) }.seconds
                    checksum &+= result
                    total += cold
                    guard round >= 0 else { continue }
                    measurements[index].documentSeconds[.cold]![number].append(cold)
                    measurements[index].documentSeconds[.warm]![number].append(warm)
                }
                guard round >= 0 else { continue }
                measurements[index].roundSeconds.append(total)
                measurements[index].checksum = checksum
            }
            if round >= 0 { progress("round \(round + 1)/\(iterations) done") }
        }
        return measurements
    }
}

/// Evicts the corpus from the CPU caches before a workload's block of cold runs, by writing then reading a
/// buffer larger than any last-level cache the bench runs on (64 MiB; the machines of BENCHMARKS.md have
/// 32 MiB of L3).
///
/// So a cold run finds a document's bytes in memory only, whichever workloads ran before it: the figure of
/// one workload is the same whether it runs alone (`--only read`) or with the others.
final class CacheSweep: @unchecked Sendable {
    /// The size of the buffer swept.
    static let bytes = 64 << 20

    private let buffer: UnsafeMutableRawBufferPointer

    /// Allocates the buffer.
    init() {
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.bytes, alignment: 64)
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
    }

    deinit { buffer.deallocate() }

    /// Writes and reads every cache line of the buffer; returns a checksum so the reads are not dropped.
    @discardableResult
    func sweep(_ salt: UInt8) -> Int {
        var total = 0
        var offset = 0
        while offset < buffer.count {
            buffer[offset] = salt &+ UInt8(truncatingIfNeeded: offset >> 6)
            total &+= Int(buffer[offset])
            offset += 64
        }
        return total
    }
}
