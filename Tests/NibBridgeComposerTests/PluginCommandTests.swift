import Foundation
import NibBridgeDocument
import Testing

/// The build-tool plugin's command lines, from `NibBridgeBuildPlan` (the plugin's shared file, compiled here
/// through a symbolic link in `Support/`), run with the built `nibbridge` exactly as SwiftPM and Xcode run
/// them: the composed documents are the only outputs (nothing else would be copied into the target's
/// resources), they are all written, and a check error fails the command with compiler-style diagnostics
/// before anything is written.
struct PluginCommandTests {
    /// A copy of a fixture folder in a temporary folder, with a work directory beside it.
    struct Project {
        let scratch: TemporaryFolder
        let folder: String
        let work: String

        init(_ fixture: String, as name: String = "Feed") throws {
            scratch = try TemporaryFolder("plugin")
            folder = scratch.file(name)
            work = scratch.file("work")
            try FileTree.copy(Fixtures.path(fixture), to: folder)
        }

        var composed: String { work + "/" + NibBridgeBuildPlan.composedFolderName }
    }

    /// The files under a folder, by absolute path, the output marker of `compose` left out.
    static func writtenFiles(under folder: String) throws -> Set<String> {
        Set(try FileTree.read(folder).keys.map { folder + "/" + $0 })
    }

    @Test func packageTargetIsOneBuildCommandWhoseOutputsAreTheComposedDocuments() throws {
        let project = try Project("Compose/Nested")
        let invocations = NibBridgeBuildPlan.packageTarget(
            name: "Feed", folder: project.folder, configuration: nil, workDirectory: project.work)
        let invocation = try #require(invocations.first)
        #expect(invocations.count == 1)
        #expect(invocation.displayName == "NibBridge: checking and composing 4 documents of Feed")
        #expect(
            invocation.arguments == [
                "build", project.folder, "--root", project.folder, "--output", project.composed,
            ])
        let relative = [
            "Base.lproj/Main.storyboard", "Views/CardView.xib", "Views/Header/HeaderView.xib",
            "Views/Header/IconView.xib",
        ]
        #expect(invocation.inputFiles == relative.map { project.folder + "/" + $0 })
        #expect(invocation.outputFiles == relative.map { project.composed + "/" + $0 })
        // Every output becomes a resource: only documents may be outputs.
        #expect(invocation.outputFiles.allSatisfy(NibBridgeBuildPlan.isDocument))
    }

    @Test func packageCommandWritesExactlyItsOutputsAndNoStamp() throws {
        let project = try Project("Compose/Nested")
        let invocation = try #require(
            NibBridgeBuildPlan.packageTarget(
                name: "Feed", folder: project.folder, configuration: nil, workDirectory: project.work
            ).first)
        let result = try CLI.run(invocation.arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasSuffix("checked 4 documents: 0 errors, 0 warnings\n"))
        #expect(try Self.writtenFiles(under: project.composed) == Set(invocation.outputFiles))
        // Nothing lands in the work directory outside the composed folder, and no stamp anywhere.
        let work = try FileManager.default.subpathsOfDirectory(atPath: project.work)
        #expect(work.allSatisfy { $0.hasPrefix(NibBridgeBuildPlan.composedFolderName) })
        #expect(!work.contains { $0.hasSuffix(".stamp") })
        for output in invocation.outputFiles {
            let document = try IBDocument(contentsOfFile: output)
            #expect(document.serialized().count > 0)
        }
    }

    @Test func checkErrorsFailTheCommandInCompilerFormAndWriteNothing() throws {
        let project = try Project("Check/cycle", as: "App")
        let invocation = try #require(
            NibBridgeBuildPlan.packageTarget(
                name: "App", folder: project.folder, configuration: nil, workDirectory: project.work
            ).first)
        let result = try CLI.run(invocation.arguments)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                project.folder + "/Trigger.storyboard:19:29: error: nib embedding cycle: PingView -> PongView -> "
                    + "PingView [cycle]"))
        #expect(lines.last == "checked 5 documents: 3 errors, 0 warnings")
        #expect(!FileManager.default.fileExists(atPath: project.work))
    }

    @Test func warningsAloneLetTheCommandWrite() throws {
        let project = try Project("Check/size-conflict", as: "App")
        let invocation = try #require(
            NibBridgeBuildPlan.packageTarget(
                name: "App", folder: project.folder, configuration: nil, workDirectory: project.work
            ).first)
        let result = try CLI.run(invocation.arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("/Trigger.storyboard:19:29: warning: "))
        #expect(try Self.writtenFiles(under: project.composed) == Set(invocation.outputFiles))
    }

    @Test func badUsageOfEitherStepIsBadUsage() throws {
        let scratch = try TemporaryFolder("plugin")
        let result = try CLI.run(
            ["build", "Main.storyboard", "--output", "out", "--rule", "cycle=fatal"], in: scratch.path)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: --rule takes ID=off|note|warning|error with a known rule id"))
        #expect(!FileManager.default.fileExists(atPath: scratch.file("out")))
    }

    @Test func configurationFileIsPassedAndWatched() throws {
        let project = try Project("Compose/Nested")
        let configuration = try project.scratch.write("Feed/.nibbridge.yml", "exclude: [IconView]\n")
        #expect(
            NibBridgeBuildPlan.configuration(in: [project.scratch.path, project.folder]) == configuration)
        #expect(NibBridgeBuildPlan.configuration(in: [project.scratch.path]) == nil)
        let invocation = try #require(
            NibBridgeBuildPlan.packageTarget(
                name: "Feed", folder: project.folder, configuration: configuration, workDirectory: project.work
            ).first)
        #expect(invocation.arguments.suffix(2) == ["--config", configuration])
        #expect(invocation.inputFiles.last == configuration)
        let result = try CLI.run(invocation.arguments)
        #expect(result.status == 0, "\(result.standardError)")
        // IconView is excluded: the header keeps its placeholder.
        let header = try IBDocument(contentsOfFile: project.composed + "/Views/Header/HeaderView.xib")
        #expect(String(decoding: header.serialized(), as: UTF8.self).contains("customClass=\"IconView\""))
    }

    @Test func xcodeTargetComposesItsInputDocumentsFolderByFolder() throws {
        let project = try Project("Compose/Nested")
        let inputFiles = [
            project.folder + "/Views/Header/IconView.xib", project.folder + "/FeedViewController.swift",
            project.folder + "/Base.lproj/Main.storyboard", project.folder + "/Views/CardView.xib",
            project.folder + "/Views/Header/HeaderView.xib", project.folder + "/Assets.xcassets",
        ]
        let invocations = NibBridgeBuildPlan.xcodeTarget(
            name: "Feed", inputFiles: inputFiles, configuration: nil, workDirectory: project.work)
        #expect(
            invocations.map(\.arguments) == [
                [
                    "build", project.folder + "/Base.lproj/Main.storyboard", "--root", project.folder, "--output",
                    project.composed + "/Base.lproj",
                ],
                [
                    "build", project.folder + "/Views/CardView.xib", "--root", project.folder, "--output",
                    project.composed + "/Views",
                ],
                [
                    "build", project.folder + "/Views/Header/HeaderView.xib",
                    project.folder + "/Views/Header/IconView.xib", "--root", project.folder, "--output",
                    project.composed + "/Views/Header",
                ],
            ])
        #expect(
            invocations.map(\.displayName) == [
                "NibBridge: checking and composing 1 document of Feed in Base.lproj",
                "NibBridge: checking and composing 1 document of Feed in Views",
                "NibBridge: checking and composing 2 documents of Feed in Views/Header",
            ])
        for invocation in invocations {
            let result = try CLI.run(invocation.arguments)
            #expect(result.status == 0, "\(result.standardError)")
        }
        let outputs = Set(invocations.flatMap(\.outputFiles))
        #expect(try Self.writtenFiles(under: project.composed) == outputs)

        // The same copies, byte for byte, as the package target's single command writes.
        let package = try Project("Compose/Nested")
        let packageInvocation = try #require(
            NibBridgeBuildPlan.packageTarget(
                name: "Feed", folder: package.folder, configuration: nil, workDirectory: package.work
            ).first)
        #expect(try CLI.run(packageInvocation.arguments).status == 0)
        #expect(try FileTree.read(project.composed) == FileTree.read(package.composed))
    }

    @Test func xcodeLocalizationsOfOneStoryboardStayApart() throws {
        let project = try Project("Compose/Nested")
        try FileManager.default.createDirectory(
            atPath: project.folder + "/fr.lproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: project.folder + "/Base.lproj/Main.storyboard", toPath: project.folder + "/fr.lproj/Main.storyboard"
        )
        let inputFiles = ["Base.lproj/Main.storyboard", "fr.lproj/Main.storyboard", "Views/CardView.xib"]
            .map { project.folder + "/" + $0 }
        let invocations = NibBridgeBuildPlan.xcodeTarget(
            name: "Feed", inputFiles: inputFiles, configuration: nil, workDirectory: project.work)
        #expect(
            invocations.flatMap(\.outputFiles) == [
                project.composed + "/Base.lproj/Main.storyboard", project.composed + "/Views/CardView.xib",
                project.composed + "/fr.lproj/Main.storyboard",
            ])
        for invocation in invocations { #expect(try CLI.run(invocation.arguments).status == 0) }
        #expect(try Self.writtenFiles(under: project.composed) == Set(invocations.flatMap(\.outputFiles)))
    }

    @Test func targetsWithoutDocumentsGetNoCommand() throws {
        let scratch = try TemporaryFolder("plugin")
        try scratch.write("Sources/Empty/Empty.swift", "let empty = 0\n")
        #expect(
            NibBridgeBuildPlan.packageTarget(
                name: "Empty", folder: scratch.file("Sources/Empty"), configuration: nil, workDirectory: scratch.path
            ).isEmpty)
        #expect(
            NibBridgeBuildPlan.xcodeTarget(
                name: "App", inputFiles: [scratch.file("Sources/Empty/Empty.swift")], configuration: nil,
                workDirectory: scratch.path
            ).isEmpty)
    }

    @Test func packageDocumentsPassOverComposedOutputAsTheToolDoes() throws {
        let project = try Project("Compose/Nested")
        try FileTree.copy(project.folder + "/Views", to: project.folder + "/Old/Views")
        try project.scratch.write("Feed/Old/" + IBDocument.composedOutputMarker, "composed\n")
        #expect(NibBridgeBuildPlan.composedOutputMarker == IBDocument.composedOutputMarker)
        let documents = NibBridgeBuildPlan.documents(under: project.folder)
        #expect(!documents.contains { $0.contains("/Old/") })
        #expect(documents == IBDocument.documentPaths(in: [project.folder]).paths.sorted())
    }

    @Test func configurationIsLookedForUpToTheXcodeProject() throws {
        let scratch = try TemporaryFolder("plugin")
        try scratch.write("Project/App.xcodeproj/project.pbxproj", "// project\n")
        try scratch.write("Project/App/Base.lproj/Main.storyboard", "")
        #expect(
            NibBridgeBuildPlan.foldersUpToProject(from: scratch.file("Project/App/Base.lproj")) == [
                scratch.file("Project/App/Base.lproj"), scratch.file("Project/App"), scratch.file("Project"),
            ])
        #expect(
            NibBridgeBuildPlan.commonFolder(of: [
                scratch.file("Project/App/Base.lproj/Main.storyboard"), scratch.file("Project/App/Views/A.xib"),
            ]) == scratch.file("Project/App"))
        #expect(NibBridgeBuildPlan.commonFolder(of: ["/A.xib", "/b/B.xib"]) == "/")
    }
}
