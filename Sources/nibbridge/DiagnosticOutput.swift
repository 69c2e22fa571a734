import Foundation
import NibBridgeDocument
import Rainbow

/// How diagnostics are printed.
enum DiagnosticFormat: String, CaseIterable {
    /// Compiler style with source line and caret; colored on a terminal.
    case text
    /// A JSON array of diagnostics.
    case json
    /// GitHub Actions workflow commands (`::error file=...,line=...::message`).
    case github
}

/// Renders diagnostics in a format; the output is for standard output (`json`, `github`) or error (`text`).
enum DiagnosticOutput {
    static func render(_ diagnostics: [Diagnostic], format: DiagnosticFormat, colored: Bool) -> String {
        switch format {
        case .text:
            return diagnostics.map { colored ? colorize($0.rendered(), $0.severity) : $0.rendered() }
                .joined(separator: "\n")
        case .json:
            return ReportJSON.rendered(diagnostics)
        case .github:
            return diagnostics.map(githubAnnotation).joined(separator: "\n")
        }
    }

    /// Colors the first line's severity word the way compilers do.
    static func colorize(_ text: String, _ severity: Diagnostic.Severity) -> String {
        let word = "\(severity.rawValue):"
        let colored: String
        switch severity {
        case .error: colored = word.red.bold
        case .warning: colored = word.magenta.bold
        case .note: colored = word.cyan.bold
        }
        guard let range = text.range(of: word) else { return text }
        return text.replacingCharacters(in: range, with: colored)
    }

    static func githubAnnotation(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
        var properties: [String] = []
        if let location = diagnostic.location {
            properties += ["file=\(escapedProperty(location.path))", "line=\(location.line)", "col=\(location.column)"]
        }
        if let rule = diagnostic.rule { properties.append("title=\(escapedProperty(rule))") }
        let message = escapedData(diagnostic.message)
        return "::\(command) \(properties.joined(separator: ","))::\(message)"
    }

    /// Escapes a workflow command's message as GitHub's runner expects.
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a workflow command's property value (`file=`, `title=`), where `:` and `,` separate too.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// Whether standard error is a terminal (colors and progress only then).
    static var standardErrorIsTerminal: Bool { isatty(2) != 0 }
}
