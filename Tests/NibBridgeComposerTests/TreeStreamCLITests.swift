import Foundation
import NibBridgeDocument
import Testing

/// `nibbridge tree` prints documents one by one as they are read: the bytes are those of the whole report
/// printed at once (JSON array or text), for a folder of many documents and for none.
@Suite("tree prints document by document")
struct TreeStreamCLITests {
    static let folder = Fixtures.path("Compose")

    @Test func jsonIsTheWholeArray() throws {
        let result = try CLI.run(["tree", "--format", "json", Self.folder])
        let (documents, _) = HierarchyReport.make(paths: [Self.folder])
        #expect(documents.count > 10)
        #expect(result.standardOutput == DocumentHierarchy.renderedJSON(documents) + "\n")
    }

    @Test func textIsEveryDocumentSeparatedByABlankLine() throws {
        let result = try CLI.run(["tree", Self.folder])
        let (documents, _) = HierarchyReport.make(paths: [Self.folder])
        #expect(result.standardOutput == documents.map { $0.renderedText() }.joined(separator: "\n\n") + "\n")
    }

    @Test func noDocumentIsAnEmptyArray() throws {
        let empty = try TemporaryFolder("tree-empty")
        #expect(try CLI.run(["tree", "--format", "json", empty.path]).standardOutput == "[\n\n]\n")
        #expect(try CLI.run(["tree", empty.path]).standardOutput == "")
    }
}
