import Foundation
import Testing

/// Runs the built `nibbridge` like ``CLI``, but never waits forever: a run that outlives its time limit
/// (a command stuck reading a named pipe) is killed and reported as timed out. A run can also be made
/// as an unprivileged user (through `setpriv` when the tests run as root), for whom a locked folder is
/// really unreadable.
enum TimedCLI {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var timedOut: Bool
    }

    /// Whether runs as an unprivileged user are possible here.
    static var canRunUnprivileged: Bool {
        geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    }

    static func run(
        _ arguments: [String], in directory: String, unprivileged: Bool = false, timeout: TimeInterval = 60,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Result {
        let executable = try #require(CLI.executable, "nibbridge not built", sourceLocation: sourceLocation)
        let scratch = try TemporaryFolder("timed-cli")
        let outURL = URL(fileURLWithPath: scratch.file("stdout"))
        let errURL = URL(fileURLWithPath: scratch.file("stderr"))
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        if unprivileged && geteuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let timedOut = process.isRunning
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            timedOut: timedOut)
    }
}
