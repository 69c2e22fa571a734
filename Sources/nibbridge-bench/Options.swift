/// The command-line options of `nibbridge-bench`, parsed by hand (the target has no ArgumentParser).
struct BenchOptions {
    /// The files and folders holding the documents to measure.
    var corpusPaths: [String] = []
    /// How many timed rounds (runs of every workload on every document) to make.
    var iterations = 5
    /// Whether to print only the final JSON line.
    var jsonOnly = false
    /// Which sample each figure reports.
    var statistic: Statistic = .best
    /// The workloads to run (all when empty); `libxml2` always runs, since ratios are taken against it.
    var workloadNames: [String] = []
    /// Whether to also time the project passes (check, compose, bridged loading).
    var projectFigures = true
    /// Whether to also lay out the corpus and measure frame reproduction.
    var layoutFigures = true
    /// Whether to also time the chained-views layout (``ChainedLayoutFigures``).
    var chainedFigures = true
    /// Whether to time only the chained-views layout, without a corpus.
    var chainedOnly = false
    /// The sizes of the chained-views layout to time.
    var chainedSizes = ChainedLayoutFigures.defaultSizes

    /// The folder measured when no path is given (relative to the package root, where the bench runs).
    static let defaultCorpus = "../shared/corpus"

    /// The text printed for `--help`.
    static let usage = """
        USAGE: nibbridge-bench [<corpus-path> ...] [--iterations <n>] [--median] [--only <names>] [--json-only]

        Loads every .xib and .storyboard below the paths (default \(defaultCorpus)) into memory, then runs
        each workload on each document, interleaved, for several rounds, and prints MB/s (1 MB = 10^6 bytes)
        and the ratio of each workload to a plain libxml2 SAX pass measured in the same run. The last line
        is JSON.

        OPTIONS:
          --iterations <n>   timed rounds, after one warm-up round (default 5)
          --median           sum each document's median run instead of its best one
          --only <names>     comma-separated workloads to run besides libxml2 (\(Workload.all.map(\.name).joined(separator: ", ")))
          --json-only        print only the JSON line
          --no-projects      skip the project passes (check, compose, load with and without bridging)
          --no-layout        skip laying out the corpus (frame reproduction)
          --no-chained       skip the chained-views layout (1,000 / 4,000 / 16,000 views)
          --chained-only     time only the chained-views layout (no corpus needed)
          --chained-sizes <n,...>  the view counts of the chained-views layout (default 1000,4000,16000)
          -h, --help         show this help
        """

    /// An error in the arguments, with the message to print before the usage.
    struct UsageError: Error {
        /// What is wrong.
        var message: String
    }

    /// Why `--help` was given: the caller prints the usage and exits successfully.
    struct HelpRequested: Error {}

    /// Parses the arguments after the executable's name.
    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        func value(for flag: String) throws -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                throw HelpRequested()
            case "--iterations", "-n":
                let text = try value(for: argument)
                guard let count = Int(text), count > 0 else {
                    throw UsageError(message: "--iterations needs a positive whole number, not '\(text)'")
                }
                options.iterations = count
            case "--median":
                options.statistic = .median
            case "--json-only":
                options.jsonOnly = true
            case "--no-projects":
                options.projectFigures = false
            case "--no-layout":
                options.layoutFigures = false
            case "--no-chained":
                options.chainedFigures = false
            case "--chained-only":
                options.chainedOnly = true
            case "--chained-sizes":
                let text = try value(for: argument)
                let sizes = text.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.count == text.split(separator: ",").count, sizes.allSatisfy({ $0 > 0 })
                else {
                    throw UsageError(message: "--chained-sizes needs positive whole numbers, not '\(text)'")
                }
                options.chainedSizes = sizes
            case "--only":
                let names = try value(for: argument).split(separator: ",").map(String.init)
                let known = Set(Workload.all.map(\.name))
                if let unknown = names.first(where: { !known.contains($0) }) {
                    throw UsageError(message: "unknown workload '\(unknown)'")
                }
                options.workloadNames = names
            default:
                if argument.hasPrefix("-") && argument.count > 1 {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                options.corpusPaths.append(argument)
            }
        }
        if options.corpusPaths.isEmpty { options.corpusPaths = [defaultCorpus] }
        return options
    }

    /// The workloads selected, the reference first.
    var workloads: [Workload] {
        Workload.all.filter { $0.isReference || workloadNames.isEmpty || workloadNames.contains($0.name) }
    }
}
