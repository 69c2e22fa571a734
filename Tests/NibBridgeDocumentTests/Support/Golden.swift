import Foundation
import Testing

/// Golden files in the manner of swift-snapshot-testing: `Fixtures/Golden/NAME` in the source tree holds
/// the exact expected output.
///
/// With `NIBBRIDGE_RECORD=1` in the environment the test writes the actual output to the golden file and
/// fails, so that a recording run can never pass by accident; run again without it to check. CI (where
/// `CI` is set) never records: the variable is then ignored and a mismatch fails as usual.
enum Golden {
    static let directory = Fixtures.sourceRoot.appendingPathComponent("Golden")

    static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        let ci = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
        return environment["NIBBRIDGE_RECORD"] == "1" && !ci
    }

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// Checks bytes against a golden file, or records them when recording.
    static func assert(
        _ actual: [UInt8],
        matches name: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let url = url(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(actual).write(to: url, options: .atomic)
                Issue.record(
                    "recorded golden file \(url.path); run again without NIBBRIDGE_RECORD=1 to check it",
                    sourceLocation: sourceLocation
                )
            } catch {
                Issue.record("cannot record golden file \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "golden file \(url.path) is missing: run the tests with NIBBRIDGE_RECORD=1 to record it",
                sourceLocation: sourceLocation
            )
            return
        }
        let expected = Array(data)
        guard actual != expected else { return }
        let hunks = LineDiff.hunks(expected, actual)
        let shown = hunks.prefix(3).map(\.description).joined(separator: "\n")
        Issue.record(
            """
            output differs from golden file \(name) (- golden, + actual); \
            if the change is intended, record it with NIBBRIDGE_RECORD=1:
            \(shown)
            """,
            sourceLocation: sourceLocation
        )
    }

    /// Checks text against a golden file (written with a final line break).
    static func assert(
        _ text: String,
        matches name: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        assert(Array((text.hasSuffix("\n") ? text : text + "\n").utf8), matches: name, sourceLocation: sourceLocation)
    }
}
