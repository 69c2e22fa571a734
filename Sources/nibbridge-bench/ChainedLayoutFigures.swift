import Cassowary

/// The layout engine's complexity figure: the chained-views layout (``ChainedLayout``) at several sizes,
/// solved directly with the Cassowary solver and laid out from a document by the layout engine, with the
/// time each took and whether every frame came out as expected.
struct ChainedLayoutFigures {
    /// The sizes measured by default; 16,000 views is the figure `layout_16k_seconds` reports.
    static let defaultSizes = [1_000, 4_000, 16_000]

    /// One size's figures.
    struct Figure {
        var views: Int
        var constraints = 0
        /// Adding every constraint to a new solver and reading the solution, best of the rounds.
        var solverSeconds = Double.infinity
        /// The layout engine on the document (once), `nil` when the document could not be loaded.
        var engineSeconds: Double?
        /// Views without their expected frame, directly or through the engine.
        var mismatches = 0
    }

    var figures: [Figure]

    /// Measures each size: the solver `iterations` times (once from 16,000 views) keeping the best time,
    /// then the layout engine once.
    static func measure(sizes: [Int], iterations: Int, log: (String) -> Void) -> ChainedLayoutFigures {
        let clock = ContinuousClock()
        var figures: [Figure] = []
        for size in sizes {
            let layout = ChainedLayout(count: size)
            var figure = Figure(views: size)
            for _ in 0..<(size >= 16_000 ? 1 : max(iterations, 1)) {
                let (_, views, constraints) = layout.constraints()
                let solver = Solver()
                var failures = 0
                let start = clock.now
                for constraint in constraints {
                    do { try solver.addConstraint(constraint) } catch { failures += 1 }
                }
                solver.updateVariables()
                let elapsed = clock.now - start
                figure.constraints = constraints.count
                figure.solverSeconds = min(figure.solverSeconds, seconds(elapsed))
                figure.mismatches = max(figure.mismatches, layout.mismatches(views.map(\.values)) + failures)
            }
            log("chained layout: \(size) views solved in \(Report.format(figure.solverSeconds, decimals: 3)) s")
            if let (seconds, mismatches) = ChainedDocument(layout: layout).layOut() {
                figure.engineSeconds = seconds
                figure.mismatches += mismatches
                log("chained layout: \(size) views laid out by the engine in \(Report.format(seconds, decimals: 3)) s")
            } else {
                log("chained layout: the \(size)-view document could not be written or loaded")
            }
            figures.append(figure)
        }
        return ChainedLayoutFigures(figures: figures)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// A size in JSON keys: `16k` for 16,000 views.
    private static func name(_ views: Int) -> String {
        views % 1_000 == 0 ? "\(views / 1_000)k" : "\(views)"
    }

    /// The figures as JSON fields: `layout_<size>_seconds` (the solver) and `layout_engine_<size>_seconds`
    /// per size, and the views that did not get their frame (0 when every frame is right).
    var jsonFields: [(String, String)] {
        figures.map { ("layout_\(Self.name($0.views))_seconds", Report.json($0.solverSeconds, decimals: 4)) }
            + figures.map { figure in
                (
                    "layout_engine_\(Self.name(figure.views))_seconds",
                    figure.engineSeconds.map {
                        Report.json($0, decimals: 4)
                    } ?? "null"
                )
            } + [("layout_chained_mismatches", "\(figures.reduce(0) { $0 + $1.mismatches })")]
    }

    /// The report for people.
    var table: String {
        "chained views (rows of \(ChainedLayout.columns), each pinned to its neighbours):\n"
            + figures.map { figure in
                "  \(figure.views) views, \(figure.constraints) constraints: solver "
                    + Report.format(figure.solverSeconds, decimals: 3) + " s, layout engine "
                    + (figure.engineSeconds.map { Report.format($0, decimals: 3) + " s" } ?? "failed")
                    + (figure.mismatches == 0 ? "" : " (\(figure.mismatches) WRONG FRAMES)")
            }.joined(separator: "\n")
    }
}
