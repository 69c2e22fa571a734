import Foundation
import PackagePlugin

/// Runs `nibbridge check` and `nibbridge compose` over a target's Interface Builder documents at build
/// time: the check's errors fail the build, and the composed copies (every placeholder replaced by its
/// nib's content) become the target's resources.
///
/// The documents are found on disk under the target's folder, so a target can `exclude:` its original
/// documents and ship only the composed ones (two resources of the same name would clash).
@main
struct NibBridgeBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // PackagePlugin 6.0 (Xcode 16.0) names a target's folder only as a `Path`; `directoryURL` is 6.1.
        let root = URL(fileURLWithPath: String(describing: target.directory)).standardizedFileURL.path
        let documents = interfaceDocuments(under: root)
        guard !documents.isEmpty else { return [] }
        let tool = try context.tool(named: "nibbridge").url
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Composed")
        let composed = documents.map { output.appendingPathComponent(String($0.path.dropFirst(root.count + 1))) }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("check.stamp")
        return [
            .buildCommand(
                displayName: "NibBridge: checking \(documents.count) documents of \(target.name)",
                executable: tool,
                arguments: ["check", root, "--root", root, "--stamp", stamp.path],
                inputFiles: documents,
                outputFiles: [stamp]
            ),
            .buildCommand(
                displayName: "NibBridge: composing \(documents.count) documents of \(target.name)",
                executable: tool,
                arguments: ["compose", root, "--root", root, "--output", output.path],
                inputFiles: documents + [stamp],
                outputFiles: composed
            ),
        ]
    }

    /// The `.xib` and `.storyboard` files below a folder, sorted.
    func interfaceDocuments(under folder: String) -> [URL] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [URL] = []
        while let relative = enumerator?.nextObject() as? String {
            let ext = (relative as NSString).pathExtension
            if ext == "xib" || ext == "storyboard" { found.append(URL(fileURLWithPath: folder + "/" + relative)) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
