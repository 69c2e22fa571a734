import ArgumentParser
import NibBridgeComposer

/// `nibbridge graph`: which documents embed which nibs.
struct GraphCommand: ParsableCommand {
    /// Graph output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot
        case mermaid
    }

    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print which documents embed which nibs, as DOT or Mermaid, with cycles marked."
    )

    @Argument(help: "Documents or folders of documents.")
    var paths: [String]

    @Option(help: "The project root searched for nibs (default: each input folder).")
    var root: String?

    @Option(help: "Output: dot or mermaid.")
    var format: Format = .dot

    @Option(help: "Configuration file with include and exclude lists (default: .nibbridge.yml, if present).")
    var config: String?

    @Option(name: .customLong("include"), help: "Bridge only these classes (repeatable).")
    var include: [String] = []

    @Option(name: .customLong("exclude"), help: "Never bridge these classes (repeatable).")
    var exclude: [String] = []

    func run() throws {
        var selection = try ConfigurationFile.load(config).selection
        selection.include.formUnion(include)
        selection.exclude.formUnion(exclude)
        let (graph, diagnostics) = EmbeddingGraph.build(paths: paths, root: root, selection: selection)
        print(format == .dot ? graph.dot() : graph.mermaid())
        let code = report(diagnostics)
        if code != .success { throw code }
    }
}
