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

    /// Prints each document's tree as soon as it and those before it are read, so that the output of any
    /// number of documents never sits whole in memory; the bytes are those of printing it all at once.
    func run() throws {
        let diagnostics: [Diagnostic]
        switch format {
        case .text:
            var first = true
            diagnostics = HierarchyReport.stream(
                paths: paths, render: { $0.renderedText() },
                write: { text in
                    print(first ? text : "\n\n" + text, terminator: "")
                    first = false
                })
            if !first { print() }
        case .json:
            var array = ReportJSON.ArrayWriter { print($0, terminator: "") }
            diagnostics = HierarchyReport.stream(
                paths: paths, render: \.renderedJSONElement, write: { array.append($0) })
            array.finish()
            print()
        }
        let code = report(diagnostics)
        if code != .success { throw code }
    }
}
