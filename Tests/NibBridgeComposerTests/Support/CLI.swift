import Foundation
import Testing

/// Runs the built `nibbridge` executable, as a user or a CI job would.
///
/// The tests cannot import the command-line target, so its output formats and exit codes are checked end
/// to end. The executable is looked up beside the test bundle (SwiftPM builds every product into the same
/// folder); `swift build --build-tests` builds it.
enum CLI {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static var executable: URL? {
        let candidates = [
            Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("nibbridge"),
            Bundle.main.bundleURL.appendingPathComponent("nibbridge"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `nibbridge` with arguments, in a folder (for `.nibbridge.yml`), with output captured in files
    /// so that large outputs cannot block the child.
    static func run(
        _ arguments: [String], in directory: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Result {
        let message =
            "nibbridge not found beside \(Bundle.module.bundleURL.path): build it with `swift build --build-tests`"
        let executable = try #require(executable, Comment(rawValue: message), sourceLocation: sourceLocation)
        let scratch = try TemporaryFolder("cli")
        let outURL = URL(fileURLWithPath: scratch.file("stdout"))
        let errURL = URL(fileURLWithPath: scratch.file("stderr"))
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
