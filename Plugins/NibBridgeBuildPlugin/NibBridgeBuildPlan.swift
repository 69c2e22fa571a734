import Foundation

/// What the build-tool plugin runs for a target, worked out from plain paths: which documents, which
/// `nibbridge` command lines, and which files each command reads and writes.
///
/// The SwiftPM and Xcode conformances of `NibBridgeBuildPlugin` only gather paths and turn these invocations
/// into build commands. This file imports nothing but Foundation, so that it compiles on Linux: the tests
/// compile it too, through a symbolic link (`Tests/NibBridgeComposerTests/Support/NibBridgeBuildPlan.swift`),
/// and run the built `nibbridge` with exactly these arguments.
///
/// Every target gets `nibbridge build` commands, which check the documents and, when the check reports no
/// error, write the composed copies. Their only output files are the composed documents: SwiftPM copies
/// every output file of a build command into the target's resources (as `.process`), and Xcode does the
/// same, so a stamp file declared as an output would ship with the app.
enum NibBridgeBuildPlan {
    /// One `nibbridge` command line, with the files it reads and the files it writes.
    struct Invocation: Equatable {
        /// What the build log shows.
        var displayName: String
        /// The arguments after the executable.
        var arguments: [String]
        /// The files whose changes make the command run again.
        var inputFiles: [String]
        /// The files the command writes: the composed documents, and nothing else.
        var outputFiles: [String]
    }

    /// The extensions of the documents the plugin checks and composes.
    static let documentExtensions: Set<String> = ["storyboard", "xib"]
    /// The configuration file the plugin looks for.
    static let configurationFileName = ".nibbridge.yml"
    /// The file `nibbridge compose` leaves in an output folder; folder searches pass over such folders.
    static let composedOutputMarker = ".nibbridge-composed"
    /// The folder under the plugin's work directory that receives the composed documents.
    static let composedFolderName = "Composed"

    /// Whether a path names an Interface Builder document the plugin handles.
    static func isDocument(_ path: String) -> Bool {
        documentExtensions.contains((path as NSString).pathExtension)
    }

    /// The documents below a folder, sorted, found as `nibbridge` finds them in a folder: folders holding
    /// composed output are passed over, and a folder reached twice (through a symbolic link) is read once.
    static func documents(under folder: String) -> [String] {
        var found: [String] = []
        var visited: Set<String> = []
        func visit(_ path: String, isGiven: Bool) {
            guard visited.insert((path as NSString).resolvingSymlinksInPath).inserted,
                let names = try? FileManager.default.contentsOfDirectory(atPath: path)
            else { return }
            if !isGiven && names.contains(composedOutputMarker) { return }
            for name in names.sorted() {
                let full = path + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    visit(full, isGiven: false)
                } else if isDocument(name) {
                    found.append(full)
                }
            }
        }
        visit(folder, isGiven: true)
        return found.sorted()
    }

    /// The first folder of `folders` holding a `.nibbridge.yml`, as that file's path.
    static func configuration(in folders: [String]) -> String? {
        folders.lazy.map { $0 + "/" + configurationFileName }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// `folder` and the folders above it, nearest first, up to the first that holds an Xcode project
    /// (`*.xcodeproj`), or to the file system's root when none does.
    static func foldersUpToProject(from folder: String) -> [String] {
        var folders: [String] = []
        var current = folder
        while true {
            folders.append(current)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            let parent = (current as NSString).deletingLastPathComponent
            if names.contains(where: { $0.hasSuffix(".xcodeproj") }) || parent == current || parent.isEmpty {
                return folders
            }
            current = parent
        }
    }

    /// The deepest folder holding every path (`/` at worst).
    static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { ($0 as NSString).deletingLastPathComponent.split(separator: "/").map(String.init) }
        guard var common = folders.first else { return "/" }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0.0 == $0.1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }

    /// The command for a Swift package target: one `nibbridge build` over the target's folder, which is
    /// also the project root searched for nibs. The composed copies keep their paths relative to that
    /// folder, so the target's `exclude:` list can name the originals and the copies take their place.
    static func packageTarget(
        name: String, folder: String, configuration: String?, workDirectory: String
    ) -> [Invocation] {
        let documents = documents(under: folder)
        guard !documents.isEmpty else { return [] }
        let output = workDirectory + "/" + composedFolderName
        var arguments = ["build", folder, "--root", folder, "--output", output]
        if let configuration { arguments += ["--config", configuration] }
        return [
            Invocation(
                displayName: "NibBridge: checking and composing \(count(documents)) of \(name)",
                arguments: arguments,
                inputFiles: documents + (configuration.map { [$0] } ?? []),
                outputFiles: documents.map { output + "/" + String($0.dropFirst(folder.count + 1)) }
            )
        ]
    }

    /// The commands for an Xcode target, whose documents are the `.xib` and `.storyboard` files among its
    /// input files (wherever they are on disk). The project root searched for nibs is the deepest folder
    /// holding them all. `nibbridge build` writes a document given by path under its own name, so there is
    /// one command per folder, each writing to the same folder under the output: `Base.lproj/Main.storyboard`
    /// stays `Base.lproj/Main.storyboard`, and two localizations of one storyboard never meet.
    static func xcodeTarget(
        name: String, inputFiles: [String], configuration: String?, workDirectory: String
    ) -> [Invocation] {
        let documents = Array(Set(inputFiles.filter(isDocument))).sorted()
        guard !documents.isEmpty else { return [] }
        let root = commonFolder(of: documents)
        let output = workDirectory + "/" + composedFolderName
        let byFolder = Dictionary(grouping: documents) { ($0 as NSString).deletingLastPathComponent }
        return byFolder.keys.sorted().map { folder in
            let files = byFolder[folder] ?? []
            let relative = folder == root ? "" : String(folder.dropFirst(root == "/" ? 1 : root.count + 1))
            let destination = relative.isEmpty ? output : output + "/" + relative
            var arguments = ["build"] + files + ["--root", root, "--output", destination]
            if let configuration { arguments += ["--config", configuration] }
            let place = relative.isEmpty ? "" : " in \(relative)"
            return Invocation(
                displayName: "NibBridge: checking and composing \(count(files)) of \(name)\(place)",
                arguments: arguments,
                inputFiles: files + (configuration.map { [$0] } ?? []),
                outputFiles: files.map { destination + "/" + ($0 as NSString).lastPathComponent }
            )
        }
    }

    /// "1 document", "3 documents".
    private static func count(_ documents: [String]) -> String {
        documents.count == 1 ? "1 document" : "\(documents.count) documents"
    }
}
