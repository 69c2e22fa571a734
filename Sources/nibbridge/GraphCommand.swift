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

    @OptionGroup var selection: SelectionOptions

    func run() throws {
        let (graph, diagnostics) = EmbeddingGraph.build(
            paths: paths, root: root, selection: try selection.configuration().selection)
        print(format == .dot ? graph.dot() : graph.mermaid())
        let code = report(diagnostics)
        if code != .success { throw code }
    }
}
