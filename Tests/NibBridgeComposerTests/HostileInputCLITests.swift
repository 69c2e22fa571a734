import Foundation
import Testing

/// Every command under hostile input, end to end through the built `nibbridge`: for each case, the exit
/// status, the messages (compiler form, whole lines), and that no input changed (bytes, modification
/// times, links and special files compared before and after). No run may hang: each has a time limit.
@Suite("Hostile input through the command line")
struct HostileInputCLITests {
    @Test(arguments: HostileCase.paths)
    func paths(_ hostile: HostileCase) throws { try run(hostile) }

    @Test(arguments: HostileCase.specialFiles)
    func specialFiles(_ hostile: HostileCase) throws {
        if hostile.unprivileged && !TimedCLI.canRunUnprivileged {
            print("skipped \(hostile.name): running as root without setpriv, every folder is readable")
            return
        }
        try run(hostile)
    }

    @Test(arguments: HostileCase.documents)
    func documents(_ hostile: HostileCase) throws { try run(hostile) }

    @Test func collisionsAreReportedTheSameWayEveryRun() throws {
        var reports: Set<String> = []
        for _ in 0..<3 {
            let project = try HostileProject()
            try HostileCase.twoViews(project)
            let result = try TimedCLI.run(["compose", "a", "b", "--output", "out"], in: project.path)
            reports.insert(result.standardError)
        }
        #expect(reports.count == 1, "\(reports)")
    }

    func run(_ hostile: HostileCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let project = try HostileProject()
        try hostile.prepare(project)
        let before = try project.snapshot(excluding: hostile.outputs)
        var last: TimedCLI.Result?
        for arguments in hostile.runs {
            let result = try TimedCLI.run(arguments, in: project.path, unprivileged: hostile.unprivileged)
            #expect(!result.timedOut, "\(arguments) did not finish", sourceLocation: sourceLocation)
            last = result
        }
        let result = try #require(last)
        let lines = Set(result.standardError.components(separatedBy: "\n"))
        #expect(
            result.status == hostile.status, "status; stderr:\n\(result.standardError)", sourceLocation: sourceLocation)
        for line in hostile.errors {
            #expect(
                lines.contains(line), "missing: \(line)\nstderr:\n\(result.standardError)",
                sourceLocation: sourceLocation)
        }
        for opening in hostile.openings {
            #expect(
                lines.contains { $0.hasPrefix(opening) }, "missing: \(opening)…\nstderr:\n\(result.standardError)",
                sourceLocation: sourceLocation)
        }
        for text in hostile.forbidden {
            #expect(
                !result.standardError.contains(text), "\(text) in\n\(result.standardError)",
                sourceLocation: sourceLocation)
        }
        for text in hostile.output {
            #expect(
                result.standardOutput.contains(text), "missing: \(text)\nstdout:\n\(result.standardOutput)",
                sourceLocation: sourceLocation)
        }
        if hostile.silent {
            #expect(result.standardOutput.isEmpty, "stdout: \(result.standardOutput)", sourceLocation: sourceLocation)
        }
        if hostile.json {
            let parsed = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
            #expect(parsed != nil, "not JSON:\n\(result.standardOutput)", sourceLocation: sourceLocation)
        }
        for path in hostile.absent {
            #expect(
                !FileManager.default.fileExists(atPath: project.folder.file(path)), "\(path) exists",
                sourceLocation: sourceLocation)
        }
        for pair in hostile.identical {
            let first = try FileTree.read(project.folder.file(pair[0]))
            let second = try FileTree.read(project.folder.file(pair[1]))
            #expect(!first.isEmpty && first == second, "\(pair) differ", sourceLocation: sourceLocation)
        }
        let after = try project.snapshot(excluding: hostile.outputs)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        #expect(changed.isEmpty, "inputs changed: \(changed)", sourceLocation: sourceLocation)
    }
}
