import Foundation
import NibBridgeDocument
import Testing

/// Within one run (`check`), a folder searched twice (as input, then as the project root for its nibs) is
/// listed once; outside a run, every search lists the folder anew.
@Suite struct CheckFolderSearchTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/Views", withIntermediateDirectories: true)
        try Data("<document/>".utf8).write(to: URL(fileURLWithPath: path + "/Views/A.xib"))
        return path
    }

    @Test func aRunSearchesEachFolderOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (first, second) = IBDocument.reusingFolderSearches {
            let first = IBDocument.documentPaths(in: [folder]).paths
            // A file added during the run: the run keeps the folder as it first listed it.
            try? Data("<document/>".utf8).write(to: URL(fileURLWithPath: folder + "/Views/B.xib"))
            return (first, IBDocument.documentPaths(in: [folder]).paths)
        }
        #expect(first == [folder + "/Views/A.xib"])
        #expect(second == first)
        // Another folder list, or the same outside the run, is searched anew.
        #expect(IBDocument.documentPaths(in: [folder]).paths == [folder + "/Views/A.xib", folder + "/Views/B.xib"])
        let other = IBDocument.reusingFolderSearches {
            _ = IBDocument.documentPaths(in: [folder])
            return IBDocument.documentPaths(in: [folder + "/Views"]).paths
        }
        #expect(other == [folder + "/Views/A.xib", folder + "/Views/B.xib"])
    }

    @Test func diagnosticsAreReusedToo() throws {
        let missing = "/nonexistent-\(UUID().uuidString)"
        let (first, second) = IBDocument.reusingFolderSearches {
            (IBDocument.documentPaths(in: [missing]).diagnostics, IBDocument.documentPaths(in: [missing]).diagnostics)
        }
        #expect(first.map(\.description) == ["error: no such file or folder: \(missing) [input]"])
        #expect(second.map(\.description) == first.map(\.description))
    }
}
