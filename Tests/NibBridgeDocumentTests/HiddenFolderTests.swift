import Foundation
import NibBridgeDocument
import Testing

/// Folder searches skip hidden folders below the folder given: SwiftPM's `.build` holds copies of a
/// package's nibs among its built resources, which must not be taken for the project's own.
@Suite("Hidden folders")
struct HiddenFolderTests {
    @Test("documents in .build and .git below a project are not found; a hidden folder given is searched")
    func hiddenFoldersSkipped() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "Views/Card.xib", ".build/debug/App.resources/Card.xib", ".git/Card.xib", ".swiftpm/Old.storyboard",
        ]
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("<document/>".utf8).write(to: URL(fileURLWithPath: path))
        }
        let found = IBDocument.documentPaths(in: [root]).paths.map { String($0.dropFirst(root.count + 1)) }
        #expect(found == ["Views/Card.xib"])
        let given = IBDocument.documentPaths(in: [root + "/.build"]).paths
        #expect(given.count == 1 && given[0].hasSuffix(".build/debug/App.resources/Card.xib"))
    }
}
