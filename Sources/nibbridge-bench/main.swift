// nibbridge-bench: times our reader and writer against libxml2 over a corpus held in memory, the project
// passes, bridging, layout and pictures, and the layout engine on chained views.
// See BENCHMARKS.md for the method, the latest figures and the command that reproduces each one alone.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints to standard error, which the JSON-reading tools ignore.
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

let options: BenchOptions
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch is BenchOptions.HelpRequested {
    print(BenchOptions.usage)
    exit(0)
} catch let error as BenchOptions.UsageError {
    printError("error: \(error.message)\n\n\(BenchOptions.usage)")
    exit(64)
}

func log(_ message: String) { if !options.jsonOnly { printError(message) } }
func show(_ table: String) { if !options.jsonOnly { print(table + "\n") } }

let figures = options.figures
var fields: [(String, String)] = []
var status: Int32 = 0

if !figures.isDisjoint(with: [.reading, .projects]), case .failure(let problem) = LibXML2.shared {
    printError("error: \(problem.message)")
    exit(69)
}

if figures.contains(.reading) {
    let corpus: Corpus
    do {
        corpus = try Corpus.load(options.corpusPaths)
    } catch {
        printError("\(error)")  // a Diagnostic: "error: no such file or folder: ..."
        exit(66)
    }
    for (path, reason) in corpus.skipped { printError("skipped \(path): \(reason)") }
    for path in corpus.roundTripMismatches { printError("round trip mismatch: \(path)") }
    guard !corpus.documents.isEmpty else {
        printError("error: no document to measure in \(options.corpusPaths.joined(separator: ", "))")
        exit(66)
    }
    let runner = BenchmarkRunner(corpus: corpus, workloads: options.workloads, iterations: options.iterations)
    let measurements = runner.run(progress: log)
    let report = Report(
        measurements: measurements, corpus: corpus, iterations: options.iterations, statistic: options.statistic)
    log("checksums: " + measurements.map { "\($0.workload.name)=\($0.checksum)" }.joined(separator: " "))
    show(report.table)
    fields += report.jsonFields
    if !corpus.roundTripMismatches.isEmpty { status = 1 }
}

let projects = ProjectFigures.projects(in: options.corpusPaths)
if figures.contains(.projects) {
    let project = ProjectFigures.measure(projects: projects, iterations: options.iterations, log: log)
    show(project.table)
    fields += project.jsonFields
}
if figures.contains(.bridging) {
    let bridging = BridgingFigures.measure(projects: projects, iterations: max(options.iterations * 3, 21), log: log)
    show(bridging.table)
    fields += bridging.jsonFields
}
if figures.contains(.layout) {
    let layout = LayoutFigures.measure(paths: options.corpusPaths, iterations: min(options.iterations, 2), log: log)
    show(layout.table)
    fields += layout.jsonFields
}
if figures.contains(.ablation) {
    let ablation = AblationFigures.measure(paths: options.corpusPaths, log: log)
    show(ablation.table)
    fields += ablation.jsonFields
}
if let path = options.mismatchesPath {
    do {
        try MismatchDump.write(paths: options.corpusPaths, to: path, log: log)
    } catch {
        printError("error: cannot write \(path): \(error)")
        status = 1
    }
}
if figures.contains(.render), let render = RenderFigures.measure(paths: options.corpusPaths, log: log) {
    show(render.table)
    fields += render.jsonFields
}
if figures.contains(.renderCLI) {
    if let cli = RenderCLIFigures.measure(projects: projects, log: log) {
        show(cli.table)
        fields += cli.jsonFields
    } else {
        fields.append(("render_cli_scenes_per_second", "null"))
    }
}
if figures.contains(.chained) {
    let chained = ChainedLayoutFigures.measure(
        sizes: options.chainedSizes, iterations: min(options.iterations, 3), log: log)
    show(chained.table)
    fields += chained.jsonFields
}
print(Report.object(fields))
exit(status)
