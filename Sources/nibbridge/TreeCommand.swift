import ArgumentParser
import NibBridgeDocument

/// `nibbridge tree`: the object hierarchy of documents, like `ibtool --hierarchy`.
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Show the object tree of documents: ids, classes, frames and constraint counts."
    )

    @Argument(help: "Documents (.xib, .storyboard) or folders to search for them.")
    var paths: [String]

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let (documents, diagnostics) = HierarchyReport.make(paths: paths)
        switch format {
        case .text: if !documents.isEmpty { print(documents.map { $0.renderedText() }.joined(separator: "\n\n")) }
        case .json: print(DocumentHierarchy.renderedJSON(documents))
        }
        let code = report(diagnostics)
        if code != .success { throw code }
    }
}
