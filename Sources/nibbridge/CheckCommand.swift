import ArgumentParser
import Foundation
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader

extension DiagnosticFormat: ExpressibleByArgument {}

/// `nibbridge check`: everything that would go wrong with bridging, before anything runs.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report bridging misconfigurations at the line and column of the offending element.",
        discussion: "Rules: "
            + CheckRule.all.map { "\($0.id) (\($0.defaultSeverity.rawValue))" }.joined(separator: ", ")
    )

    @Argument(help: "Documents or folders of documents.")
    var paths: [String]

    @Option(help: "The project root searched for nibs (default: each input folder).")
    var root: String?

    @OptionGroup var selection: SelectionOptions

    @Option(name: .customLong("rule"), help: "Set a rule's severity: ID=off|note|warning|error (repeatable).")
    var rules: [String] = []

    @Option(help: "Output: text (compiler style), json or github (Actions annotations).")
    var format: DiagnosticFormat = .text

    @Option(
        help: "A file to write when there are no errors (for build systems that need an output); never one it reads.")
    var stamp: String?

    /// The `--rule` settings, by rule id; bad usage when one names no rule or no severity.
    func ruleSeverities() throws -> [(String, Diagnostic.Severity?)] {
        try rules.map { rule in
            let parts = rule.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, CheckRule.all.contains(where: { $0.id == parts[0] }),
                let severity = CheckConfiguration.parseSeverity(parts[1])
            else { throw ValidationError("--rule takes ID=off|note|warning|error with a known rule id, not '\(rule)'") }
            return (parts[0], severity)
        }
    }

    func validate() throws {
        _ = try ruleSeverities()
        if let stamp, let input = StampTarget.input(at: stamp, paths: paths, root: root, config: selection.config) {
            throw ValidationError("--stamp \(stamp) is the input \(input); give a file that is not read")
        }
    }

    func run() throws {
        var configuration = try selection.configuration()
        for (rule, severity) in try ruleSeverities() { configuration.severities[rule] = severity }
        let (documents, diagnostics) = CheckRun.run(
            paths: paths, root: root, configuration: configuration, progress: ProgressDisplay.handler("checking"))
        let output = DiagnosticOutput.render(
            diagnostics, format: format, colored: DiagnosticOutput.standardErrorIsTerminal)
        if format == .text {
            if !output.isEmpty { printError(output) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.filter { $0.severity == .warning }.count
            printError("checked \(documents) documents: \(errors) errors, \(warnings) warnings")
        } else {
            print(output)
        }
        if diagnostics.containsErrors { throw ExitCode(1) }
        if let stamp {
            do {
                try IBDocument.writeAtomically(Array("checked \(documents) documents\n".utf8), toFile: stamp)
            } catch {
                printError(error.rendered())
                throw ExitCode(1)
            }
        }
    }

}

/// Where `check --stamp` may write: never over a file the check reads.
enum StampTarget {
    /// The file the check reads that `stamp` leads to (compared by real path, through any symbolic link),
    /// or `nil` when the stamp is safe to write: the documents under `paths`, the nibs under the project
    /// roots (`root`, or each input's, as the check finds them), and the configuration file.
    static func input(at stamp: String, paths: [String], root: String?, config: String?) -> String? {
        let target = FilePaths.realPath(stamp)
        let roots =
            root.map { [$0] }
            ?? paths.map { FilePaths.kind(atPath: $0) == .folder ? $0 : ConventionLoad.projectRoot(for: $0) }
        let inputs = paths + [config ?? ".nibbridge.yml"] + IBDocument.documentPaths(in: paths + roots).paths
        return inputs.first { FilePaths.realPath($0) == target }
    }
}
