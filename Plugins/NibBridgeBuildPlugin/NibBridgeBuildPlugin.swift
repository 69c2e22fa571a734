import Foundation
import PackagePlugin

/// Checks and composes a target's Interface Builder documents at build time with `nibbridge build`: the
/// check's errors fail the build, and the composed copies (every placeholder replaced by its nib's content)
/// become the target's resources. Nothing else is an output of the build, so nothing else is copied into the
/// target's resources (see ``NibBridgeBuildPlan``).
///
/// In a Swift package, the documents are found on disk under the target's folder, so a target can
/// `exclude:` its original documents and ship only the composed ones (two resources of the same name would
/// clash). In an Xcode project, they are the target's input files.
@main
struct NibBridgeBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // PackagePlugin 6.0 (Xcode 16.0) names a target's folder only as a `Path`; `directoryURL` is 6.1.
        let folder = URL(fileURLWithPath: String(describing: target.directory)).standardizedFileURL.path
        let package = context.package.directoryURL.standardizedFileURL.path
        let invocations = NibBridgeBuildPlan.packageTarget(
            name: target.name, folder: folder,
            configuration: NibBridgeBuildPlan.configuration(in: folder == package ? [folder] : [folder, package]),
            workDirectory: context.pluginWorkDirectoryURL.standardizedFileURL.path)
        return try commands(invocations, tool: context.tool(named: "nibbridge").url)
    }

    /// The build commands that run the invocations with the `nibbridge` executable.
    func commands(_ invocations: [NibBridgeBuildPlan.Invocation], tool: URL) -> [Command] {
        invocations.map {
            .buildCommand(
                displayName: $0.displayName,
                executable: tool,
                arguments: $0.arguments,
                inputFiles: $0.inputFiles.map { URL(fileURLWithPath: $0) },
                outputFiles: $0.outputFiles.map { URL(fileURLWithPath: $0) }
            )
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NibBridgeBuildPlugin: XcodeBuildToolPlugin {
        /// The same commands for a target of an Xcode project: its documents are its `.xib` and `.storyboard`
        /// input files, and `.nibbridge.yml` is looked for from their common folder up to the project's.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputFiles = target.inputFiles.map { $0.url.standardizedFileURL.path }
            let documents = inputFiles.filter(NibBridgeBuildPlan.isDocument)
            guard !documents.isEmpty else { return [] }
            let folders = NibBridgeBuildPlan.foldersUpToProject(from: NibBridgeBuildPlan.commonFolder(of: documents))
            let invocations = NibBridgeBuildPlan.xcodeTarget(
                name: target.displayName, inputFiles: documents,
                configuration: NibBridgeBuildPlan.configuration(in: folders),
                workDirectory: context.pluginWorkDirectoryURL.standardizedFileURL.path)
            return try commands(invocations, tool: context.tool(named: "nibbridge").url)
        }
    }
#endif
