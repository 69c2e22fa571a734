import ArgumentParser

/// `nibbridge build`: `check`, then `compose` when the check reports no error, in one process.
///
/// This is what the build-tool plugin runs. A build command needs output files to be run, and SwiftPM and
/// Xcode treat every output file as a resource of the target: a separate check would need an output (a stamp
/// file) that would then be copied into the app. One command whose only outputs are the composed documents
/// avoids that, and the check's errors still stop the build before anything is written.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Check documents, then write their composed copies if the check reports no error.",
        discussion: "The same as `nibbridge check` followed by `nibbridge compose` with the same paths, root and "
            + "selection: exits with 1, writing nothing, when the check reports an error. The build-tool plugin "
            + "runs it."
    )

    @Argument(help: "Documents or folders of documents.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The folder to write composed copies to (same relative paths).")
    var output: String

    @Option(help: "The project root searched for nibs (default: each input folder).")
    var root: String?

    @OptionGroup var selection: SelectionOptions

    @Option(name: .customLong("rule"), help: "Set a rule's severity: ID=off|note|warning|error (repeatable).")
    var rules: [String] = []

    /// The arguments both steps share: the root and the class selection.
    var sharedArguments: [String] {
        var arguments: [String] = []
        if let root { arguments += ["--root", root] }
        if let config = selection.config { arguments += ["--config", config] }
        arguments += selection.include.flatMap { ["--include", $0] }
        arguments += selection.exclude.flatMap { ["--exclude", $0] }
        return arguments
    }

    /// The `nibbridge check` arguments of the first step.
    var checkArguments: [String] { sharedArguments + rules.flatMap { ["--rule", $0] } + ["--"] + paths }

    /// The `nibbridge compose` arguments of the second step.
    var composeArguments: [String] { sharedArguments + ["--output", output, "--"] + paths }

    /// Bad usage of either step is bad usage of this command (exit 64, with its message).
    func validate() throws {
        do {
            _ = try CheckCommand.parse(checkArguments)
        } catch {
            throw ValidationError(CheckCommand.message(for: error))
        }
        do {
            _ = try ComposeCommand.parse(composeArguments)
        } catch {
            throw ValidationError(ComposeCommand.message(for: error))
        }
    }

    func run() throws {
        let check = try CheckCommand.parse(checkArguments)
        try check.run()
        let compose = try ComposeCommand.parse(composeArguments)
        try compose.run()
    }
}
