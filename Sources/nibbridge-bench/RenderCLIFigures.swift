import Foundation

/// What a user sees: the built `nibbridge render` command drawing every scene of the corpus's project folders
/// to SVG files in a temporary folder, timed from launch to exit, startup, nib search, ambiguity check and
/// file writing included (``RenderFigures`` times the library in memory instead). The command runs with its
/// defaults, as a user runs it: a document per processor at once (`--jobs`), progress off (no terminal),
/// every diagnostic written (to the null device).
///
/// The command is the `nibbridge` executable beside the bench's own (the same build folder: build it with
/// `--product nibbridge`); without it the figure is left out, with a message. One run, bounded by
/// ``timeLimit``: a run that takes longer is stopped and reported as such.
struct RenderCLIFigures {
    /// Pictures written.
    var scenes: Int
    /// Launch to exit.
    var seconds: Double
    /// The command's exit status (1 when it reported a layout error; the pictures are still written).
    var status: Int32

    /// The longest a run may take.
    static let timeLimit: Duration = .seconds(300)

    /// The `nibbridge` executable beside this one, if built.
    static var executable: String? {
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let path = bench.deletingLastPathComponent().appendingPathComponent("nibbridge").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Runs `nibbridge render PROJECT... --output TEMP --format svg` once and counts the pictures written.
    static func measure(projects: [String], log: (String) -> Void) -> RenderCLIFigures? {
        guard let executable else {
            log(
                "render CLI figure skipped: no nibbridge beside nibbridge-bench "
                    + "(swift build -c release --product nibbridge, with the bench's scratch path)"
            )
            return nil
        }
        guard !projects.isEmpty else { return nil }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("nibbridge-bench-render-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["render"] + projects + ["--output", output.path, "--format", "svg"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        do { try process.run() } catch {
            log("render CLI figure skipped: \(error)")
            return nil
        }
        let deadline = start + timeLimit
        while process.isRunning && clock.now < deadline { Thread.sleep(forTimeInterval: 0.005) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            log("render CLI figure skipped: nibbridge render took more than \(timeLimit)")
            return nil
        }
        let seconds = (clock.now - start).seconds
        let scenes = pictures(in: output.path)
        log(
            "render CLI: \(scenes) pictures in \(Report.format(seconds, decimals: 2)) s "
                + "(exit \(process.terminationStatus), \(ProcessInfo.processInfo.activeProcessorCount) processors)"
        )
        return RenderCLIFigures(scenes: scenes, seconds: seconds, status: process.terminationStatus)
    }

    /// The `.svg` files below a folder.
    static func pictures(in folder: String) -> Int {
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return 0 }
        var count = 0
        while let next = walk.nextObject() as? String {
            if next.hasSuffix(".svg") { count += 1 }
        }
        return count
    }

    /// The figures as JSON fields.
    var jsonFields: [(String, String)] {
        [
            ("render_cli_scenes", "\(scenes)"),
            ("render_cli_seconds", Report.json(seconds, decimals: 3)),
            ("render_cli_scenes_per_second", Report.json(Double(scenes) / seconds, decimals: 1)),
        ]
    }

    /// The figures for people.
    var table: String {
        "nibbridge render of every project folder to SVG files: \(scenes) pictures in "
            + Report.format(seconds, decimals: 2) + " s, " + Report.format(Double(scenes) / seconds, decimals: 1)
            + " scenes/s (exit status \(status))"
    }
}
