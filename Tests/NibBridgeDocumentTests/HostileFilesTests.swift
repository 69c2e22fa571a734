import Foundation
import NibBridgeDocument
import Testing

/// Folder searches and writes under hostile file systems: named pipes, links to folders and loops of
/// them, composed output, real paths, and write failures told in the system's words.
@Suite struct HostileFilesTests {
    /// A fresh folder with `a.xib`, `sub/b.xib` and whatever a test adds; removed afterwards.
    final class Folder {
        let path: String
        init() throws {
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent("hostile-files-\(UUID().uuidString)")
                .path
            try add("a.xib")
            try add("sub/b.xib")
        }
        func add(_ relative: String, _ text: String = "x") throws {
            let url = URL(fileURLWithPath: path + "/" + relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func link(_ relative: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    static func search(_ paths: [String], excluding: [String] = []) -> ([String], [String]) {
        let (found, diagnostics) = IBDocument.documentPaths(in: paths, excluding: excluding)
        return (found, diagnostics.map(\.description))
    }

    @Test func namedPipesAreSkippedWithANote() throws {
        let folder = try Folder()
        #expect(mkfifo(folder.path + "/Pipe.xib", 0o644) == 0)
        let (found, notes) = Self.search([folder.path])
        #expect(found == [folder.path + "/a.xib", folder.path + "/sub/b.xib"])
        #expect(
            notes == [
                "\(folder.path)/Pipe.xib:1:1: note: skipped: it is a named pipe (FIFO), not a regular file [input]"
            ])
        let (direct, directNotes) = Self.search([folder.path + "/Pipe.xib"])
        #expect(direct.isEmpty && directNotes.count == 1)
        #expect(throws: Diagnostic.self) { try IBDocument(contentsOfFile: folder.path + "/Pipe.xib") }
    }

    @Test func linkedFoldersAreFollowedOnceAndLoopsEnd() throws {
        let folder = try Folder()
        let outside = try Folder()
        try folder.link("linked", to: outside.path)
        try folder.link("sub/up", to: "..")
        try folder.link("again", to: outside.path)
        let (found, notes) = Self.search([folder.path])
        #expect(
            found == [
                folder.path + "/a.xib", folder.path + "/again/a.xib", folder.path + "/again/sub/b.xib",
                folder.path + "/sub/b.xib",
            ])
        #expect(
            notes == [
                "\(folder.path)/linked:1:1: note: symbolic link not followed: its folder is already searched [input]",
                "\(folder.path)/sub/up:1:1: note: symbolic link not followed: its folder is already searched [input]",
            ])
        let (throughLink, _) = Self.search([folder.path + "/linked"])
        #expect(throughLink == [folder.path + "/linked/a.xib", folder.path + "/linked/sub/b.xib"])
    }

    @Test func composedOutputAndExcludedFoldersAreNotSearched() throws {
        let folder = try Folder()
        try folder.add("out/a.xib")
        try folder.add("out/" + IBDocument.composedOutputMarker)
        try folder.add("build/c.xib")
        let (found, notes) = Self.search([folder.path], excluding: [folder.path + "/build"])
        #expect(found == [folder.path + "/a.xib", folder.path + "/sub/b.xib"])
        #expect(
            notes == [
                "\(folder.path)/build:1:1: note: folder not searched: it is the output folder [input]",
                "\(folder.path)/out:1:1: note: folder not searched: it holds composed output (.nibbridge-composed) "
                    + "[input]",
            ])
        // Given by name, composed output is read like any folder.
        #expect(Self.search([folder.path + "/out"]).0 == [folder.path + "/out/a.xib"])
    }

    @Test func realPathsSeeThroughLinksAndDots() throws {
        let folder = try Folder()
        try folder.link("linked", to: "sub")
        let real = FilePaths.realPath(folder.path + "/sub")
        #expect(FilePaths.realPath(folder.path + "/linked") == real)
        #expect(
            FilePaths.realPath(folder.path + "/linked/../sub/b.xib") == FilePaths.realPath(folder.path) + "/sub/b.xib")
        #expect(FilePaths.realPath(folder.path + "/linked/new/../made.xib") == real + "/made.xib")
        #expect(FilePaths.isInside(real + "/x", folder: real))
        #expect(!FilePaths.isInside(real + "x", folder: real))
    }

    @Test func writeFailuresNameThePathAndTheCause() throws {
        let folder = try Folder()
        func failure(_ path: String) -> String? {
            do {
                try IBDocument.writeAtomically(Array("x".utf8), toFile: path)
                return nil
            } catch {
                return error.description
            }
        }
        let file = folder.path + "/a.xib"
        #expect(
            failure(file + "/deeper/out.xib")
                == "\(file)/deeper/out.xib:1:1: error: cannot write the file: \(file) is a regular file, not a folder "
                + "[output]")
        #expect(
            failure(folder.path + "/sub")
                == "\(folder.path)/sub:1:1: error: cannot write the file: \(folder.path)/sub is a folder [output]")
        #expect(failure(folder.path + "/made/deep/out.xib") == nil)
        #expect(try String(contentsOfFile: folder.path + "/made/deep/out.xib", encoding: .utf8) == "x")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/made/deep")
        #expect(leftovers == ["out.xib"])
    }
}
