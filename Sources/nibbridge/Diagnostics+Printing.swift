import ArgumentParser
import Foundation
import NibBridgeDocument

/// Writes text to standard error.
func printError(_ text: String) {
    var text = text
    if !text.hasSuffix("\n") { text += "\n" }
    FileHandle.standardError.write(Data(text.utf8))
}

/// Prints diagnostics to standard error in compiler form and returns the exit code they call for:
/// 1 when any is an error, 0 otherwise.
func report(_ diagnostics: [Diagnostic]) -> ExitCode {
    for diagnostic in diagnostics { printError(diagnostic.rendered()) }
    return diagnostics.containsErrors ? ExitCode(1) : .success
}
