import Foundation
import Testing

/// Golden files: `Fixtures/Golden/NAME` in the source tree holds the exact expected output.
///
/// With `NIBBRIDGE_RECORD=1` the test writes the actual output into the source tree (found through
/// `#filePath`) and fails, so that a recording run never passes; run again without it to check.
enum Golden {
    static let directory = Fixtures.sourceRoot.appendingPathComponent("Golden")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["NIBBRIDGE_RECORD"] == "1" }

    static func assert(_ text: String, matches name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
        let actual = text.hasSuffix("\n") ? text : text + "\n"
        let url = directory.appendingPathComponent(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url, options: .atomic)
                Issue.record(
                    "recorded \(url.path); run again without NIBBRIDGE_RECORD=1", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "golden file \(url.path) is missing: record it with NIBBRIDGE_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard actual != expected else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(expectedLines.count, actualLines.count)
        let line = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
        let golden = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
        let got = line < actualLines.count ? String(actualLines[line]) : "<end of output>"
        let message =
            "output differs from golden file \(name) at line \(line + 1) "
            + "(record with NIBBRIDGE_RECORD=1 if intended):\n- \(golden)\n+ \(got)"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
