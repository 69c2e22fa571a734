// nibbridge-bench: times our reader and writer against libxml2 over a corpus held in memory, and the layout
// engine on chained views.
// See BENCHMARKS.md for the method and the latest figures.

import LibXML2Reference

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

/// Times the chained-views layout and returns its JSON fields, printing its table unless `--json-only`.
func chainedLayoutFields() -> String {
    let figures = ChainedLayoutFigures.measure(sizes: options.chainedSizes, iterations: min(options.iterations, 3)) {
        message in if !options.jsonOnly { printError(message) }
    }
    if !options.jsonOnly { print(figures.table + "\n") }
    return figures.jsonFields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
}

if options.chainedOnly {
    print("{" + chainedLayoutFields() + "}")
    exit(0)
}

LibXML2Reference.initialize()
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
let measurements = runner.run { message in if !options.jsonOnly { printError(message) } }
let report = Report(
    measurements: measurements, corpus: corpus, iterations: options.iterations, statistic: options.statistic)
if !options.jsonOnly {
    printError("checksums: " + measurements.map { "\($0.workload.name)=\($0.checksum)" }.joined(separator: " "))
    print(report.table + "\n")
}
var json = report.json
if options.projectFigures {
    let projects = ProjectFigures.projects(in: options.corpusPaths)
    let figures = ProjectFigures.measure(projects: projects, iterations: options.iterations) { message in
        if !options.jsonOnly { printError(message) }
    }
    if !options.jsonOnly { print(figures.table + "\n") }
    json =
        String(json.dropLast()) + ", " + figures.jsonFields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
}
if options.layoutFigures {
    let figures = LayoutFigures.measure(paths: options.corpusPaths, iterations: min(options.iterations, 2)) { message in
        if !options.jsonOnly { printError(message) }
    }
    if !options.jsonOnly { print(figures.table + "\n") }
    json =
        String(json.dropLast()) + ", " + figures.jsonFields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    if let render = RenderFigures.measure(paths: options.corpusPaths, log: { if !options.jsonOnly { printError($0) } })
    {
        if !options.jsonOnly { print(render.table + "\n") }
        json =
            String(json.dropLast()) + ", " + render.jsonFields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
            + "}"
    }
}
if options.chainedFigures {
    json = String(json.dropLast()) + ", " + chainedLayoutFields() + "}"
}
print(json)
exit(corpus.roundTripMismatches.isEmpty ? 0 : 1)
