import ArgumentParser
import NibBridgeComposer

/// `nibbridge compose`: writes copies of documents with every placeholder replaced by its nib's content.
struct ComposeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compose",
        abstract: "Write composed copies of documents: placeholders replaced by their nibs' content.",
        discussion: """
            Nothing is written over a file the run reads (an input or a nib of the project root), even when \
            --output reaches it through a symbolic link; two inputs with the same relative path are both \
            refused. The output folder, when it holds no input, gets a .nibbridge-composed file: folder \
            searches around it skip it, so composed copies are never read back as inputs. Composing composed \
            copies changes nothing.
            """
    )

    @Argument(help: "Documents or folders of documents.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The folder to write composed copies to (same relative paths).")
    var output: String

    @Option(help: "The project root searched for nibs (default: each input folder).")
    var root: String?

    @OptionGroup var selection: SelectionOptions

    func run() throws {
        let summary = ComposeRun.run(
            ComposeRun.Request(
                paths: paths, output: output, root: root, selection: try selection.configuration().selection,
                progress: ProgressDisplay.handler("composing")))
        // Every input is written, unreadable or refused (`ComposeRun.Summary`); the errors above say why.
        var unwritten: [String] = []
        if !summary.unreadable.isEmpty { unwritten.append("\(summary.unreadable.count) unreadable") }
        if !summary.refused.isEmpty { unwritten.append("\(summary.refused.count) not written") }
        print(
            "composed \(summary.documents) documents, replaced \(summary.placeholders) placeholders, "
                + "wrote \(summary.written.count) files to \(output)"
                + (unwritten.isEmpty ? "" : " (\(unwritten.joined(separator: ", ")))"))
        let code = report(summary.diagnostics)
        if code != .success { throw code }
    }
}
