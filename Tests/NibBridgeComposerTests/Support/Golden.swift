import Foundation
import Testing

/// Golden files: the expected composed documents, stored under `Fixtures/Golden/<fixture>/` with the
/// paths they are written to. `NIBBRIDGE_RECORD=1` rewrites them in the source tree (found through
/// `#filePath`) and fails the test, so that a recording is never mistaken for a pass; CI never records.
enum Golden {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["NIBBRIDGE_RECORD"] == "1" }

    /// The source tree's golden folder (written when recording).
    static let sourceRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Golden").path

    /// The folder golden files are read from: the source tree's (what recording writes and what a
    /// reviewer sees; SwiftPM does not copy resources again when only a nested folder changes), or the
    /// built bundle's copy when the tests run without their sources.
    static var readRoot: String {
        FileManager.default.fileExists(atPath: sourceRoot) ? sourceRoot : Fixtures.path("Golden")
    }

    /// Checks that exactly the changed documents have golden files, with the same bytes.
    ///
    /// - Parameters:
    ///   - changed: the composed bytes of every document that composition changed, by relative path.
    static func expectMatches(
        _ fixture: String, changed: [String: [UInt8]], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if isRecording {
            let folder = sourceRoot + "/" + fixture
            try? FileManager.default.removeItem(atPath: folder)
            for (relative, bytes) in changed {
                let url = URL(fileURLWithPath: folder + "/" + relative)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
            // Touch the resource folder so that the next build copies the new files into the bundle.
            try FileManager.default.setAttributes(
                [.modificationDate: Date()], ofItemAtPath: (sourceRoot as NSString).deletingLastPathComponent)
            Issue.record(
                "recorded \(changed.count) golden file(s) into \(folder); run again without NIBBRIDGE_RECORD",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try FileTree.read(readRoot + "/" + fixture)
        #expect(
            Set(changed.keys) == Set(expected.keys),
            "composed documents that changed vs golden files of \(fixture)", sourceLocation: sourceLocation)
        for (relative, bytes) in changed.sorted(by: { $0.key < $1.key }) {
            guard let golden = expected[relative] else { continue }
            let matches = golden == bytes  // Compared apart, so that a failure shows the first difference, not bytes.
            #expect(
                matches,
                "\(fixture)/\(relative) differs from its golden file at \(FileTree.firstDifference(golden, bytes))",
                sourceLocation: sourceLocation)
        }
    }
}
