import Foundation
import PackagePlugin

/// `swift package nibbridge-check`: checks the Interface Builder documents of the package's targets.
@main
struct NibBridgeCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "nibbridge").url
        var failed = false
        var checked = 0
        for target in context.package.targets {
            // PackagePlugin 6.0 (Xcode 16.0) names a target's folder only as a `Path`; `directoryURL` is 6.1.
            let root = URL(fileURLWithPath: String(describing: target.directory)).path
            let hasDocuments = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).contains {
                $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard")
            }
            guard hasDocuments else { continue }
            checked += 1
            let process = Process()
            process.executableURL = tool
            process.arguments = ["check", root, "--root", root] + arguments
            try process.run()
            process.waitUntilExit()
            failed = failed || process.terminationStatus != 0
        }
        if checked == 0 { print("nibbridge-check: no target has .xib or .storyboard files") }
        if failed { throw CheckFailed() }
    }

    /// The error that makes the command fail when a check reported errors.
    struct CheckFailed: Error, CustomStringConvertible {
        var description: String { "nibbridge check reported errors" }
    }
}
