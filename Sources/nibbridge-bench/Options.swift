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
    /// The groups of figures to measure (all by default).
    var figures = Set(Figure.allCases)
    /// The sizes of the chained-views layout to time.
    var chainedSizes = ChainedLayoutFigures.defaultSizes
    /// Where to write the views whose frames the layout does not reproduce (``MismatchDump``), if anywhere.
    var mismatchesPath: String?

    /// A group of figures, measured on its own: every figure of BENCHMARKS.md names the `--figures` that
    /// reproduces it alone.
    enum Figure: String, CaseIterable {
        /// Reading and writing in memory against libxml2, cold and warm (``BenchmarkRunner``).
        case reading
        /// `nibbridge check` and compose over each project against libxml2 (``ProjectFigures``).
        case projects
        /// Bridged loading against the same nibs loaded by hand (``BridgingFigures``).
        case bridging
        /// Frame reproduction, overall and per project, and layout speed (``LayoutFigures``).
        case layout
        /// Each layout rule switched off in turn: projects helped and hurt (``AblationFigures``).
        case ablation
        /// Scenes loaded, laid out and drawn in memory (``RenderFigures``).
        case render
        /// The built `nibbridge render` over the project folders (``RenderCLIFigures``).
        case renderCLI = "render-cli"
        /// The chained-views layout (``ChainedLayoutFigures``), without a corpus.
        case chained
    }

    /// The folder measured when no path is given (relative to the package root, where the bench runs).
    static let defaultCorpus = "../shared/corpus"

    /// The text printed for `--help`.
    static let usage = """
        USAGE: nibbridge-bench [<corpus-path> ...] [--figures <groups>] [--iterations <n>] [--median]
                               [--only <names>] [--json-only]

        Loads every .xib and .storyboard below the paths (default \(defaultCorpus)) into memory, then runs
        each workload on each document, cold and warm, for several rounds, and prints MB/s (1 MB = 10^6 bytes)
        and the ratio of each workload to a plain libxml2 SAX pass measured in the same run; then the other
        groups of figures. Each folder directly below a path is a project. The last line is JSON.

        OPTIONS:
          --figures <groups> comma-separated groups to measure (default all):
                             \(Figure.allCases.map(\.rawValue).joined(separator: ", "))
          --iterations <n>   timed rounds, after one warm-up round (default 5)
          --median           sum each document's median run instead of its best one
          --only <names>     comma-separated workloads to run besides libxml2:
                             \(Workload.all.map(\.name).joined(separator: ", "))
          --json-only        print only the JSON line
          --no-projects      skip the project passes (projects, bridging)
          --no-layout        skip laying out and drawing the corpus (layout, ablation, render, render-cli)
          --mismatches <file>  write the views whose frames the layout does not reproduce (tab-separated)
          --no-chained       skip the chained-views layout (1,000 / 4,000 / 16,000 views)
          --chained-only     time only the chained-views layout (no corpus needed; --figures chained)
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
                options.figures.subtract([.projects, .bridging])
            case "--no-layout":
                options.figures.subtract([.layout, .ablation, .render, .renderCLI])
            case "--no-chained":
                options.figures.remove(.chained)
            case "--chained-only":
                options.figures = [.chained]
            case "--figures":
                let text = try value(for: argument)
                var figures = Set<Figure>()
                for name in text.split(separator: ",") {
                    guard let figure = Figure(rawValue: String(name)) else {
                        throw UsageError(message: "unknown group of figures '\(name)'")
                    }
                    figures.insert(figure)
                }
                options.figures = figures
            case "--mismatches":
                options.mismatchesPath = try value(for: argument)
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
