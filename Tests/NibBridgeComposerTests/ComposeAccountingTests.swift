import Foundation
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeTestSupport
import Testing

/// Compose accounts for every input document: each is written, refused with a diagnostic saying why, or
/// unreadable with an error located in it, and the summary lists which (issue: a document the reader
/// refused, such as an Interface Builder 3 archive, was counted among the documents but listed nowhere).
///
/// `Unreadable/Legacy.xib` is the shape of an Interface Builder 3 archive (`<archive>` at line 2),
/// `Unreadable/Plain.xib` a one-view document, and `Refused/Dangling.xib` a document with errors of its own.
@Suite("Compose accounts for every input document")
struct ComposeAccountingTests {
    static let folder = Fixtures.path("Unreadable")
    static let legacy = folder + "/Legacy.xib"
    static let plain = folder + "/Plain.xib"
    static let dangling = Fixtures.path("Refused/Dangling.xib")

    @Test("every document is written, refused or unreadable, and the summary lists which")
    func everyDocumentIsAccountedFor() throws {
        let output = try TemporaryFolder("accounting")
        let summary = ComposeRun.run(ComposeRun.Request(paths: [Self.folder, Self.dangling], output: output.path))
        #expect(summary.documents == 3)
        #expect(summary.written == [output.path + "/Plain.xib"])
        #expect(summary.unreadable == [Self.legacy])
        #expect(summary.refused == [Self.dangling])
        #expect(summary.written.count + summary.unreadable.count + summary.refused.count == summary.documents)
        #expect(!FileManager.default.fileExists(atPath: output.path + "/Legacy.xib"))
        let legacyErrors = summary.diagnostics.filter { $0.severity == .error && $0.location?.path == Self.legacy }
        #expect(legacyErrors.map(\.location?.line) == [2])
        #expect(legacyErrors.map(\.location?.column) == [1])
        #expect(legacyErrors.first?.message.hasPrefix("legacy Interface Builder 3 archive format") == true)
    }

    @Test("a corpus test counts a located refusal as unreadable, and fails on any other")
    func corpusTestsCountLocatedRefusals() throws {
        var unreadable = UnreadableDocuments()
        #expect(unreadable.read(Self.plain, { try IBDocument(contentsOfFile: $0) }) != nil)
        #expect(unreadable.read(Self.legacy, { try IBDocument(contentsOfFile: $0) }) == nil)
        #expect(unreadable.refused.map(\.path) == [Self.legacy])
        #expect(unreadable.malformed.isEmpty, "\(unreadable.malformed)")

        // Refusals a user could not act on: no place, another file's place, a place outside the file, a note.
        var malformed = UnreadableDocuments()
        malformed.refuse(Self.legacy, diagnostic: "could not read the file")
        malformed.refuse(Self.legacy, diagnostic: Self.plain + ":2:1: error: legacy archive")
        malformed.refuse(Self.legacy, diagnostic: Self.legacy + ":99:1: error: legacy archive")
        malformed.refuse(Self.legacy, diagnostic: Self.legacy + ":2:400: error: legacy archive")
        malformed.refuse(Self.legacy, diagnostic: Self.legacy + ":2:1: note: legacy archive")
        #expect(malformed.refused.count == 5)
        #expect(malformed.malformed.count == 5, "\(malformed.malformed)")
    }
}
