import Foundation
import NibBridgeDocument
import Testing

/// `nibbridge tree` writes each document's report as soon as it and those before it are read, in the same
/// bytes as the whole report written at once, so that its memory does not grow with the number of
/// documents.
@Suite struct TreeStreamTests {
    static func streamedJSON(_ hierarchies: [DocumentHierarchy]) -> String {
        var text = ""
        var array = ReportJSON.ArrayWriter { text += $0 }
        for hierarchy in hierarchies { array.append(hierarchy.renderedJSONElement) }
        array.finish()
        return text
    }

    @Test func elementByElementIsTheWholeArray() throws {
        let hierarchies = try Fixtures.documents.map { DocumentHierarchy(document: try Fixtures.document($0)) }
        // Fixtures with empty lists inside (objects without children) and strings with quotes and slashes.
        #expect(DocumentHierarchy.renderedJSON(hierarchies).contains("[\n\n"))
        #expect(Self.streamedJSON(hierarchies) == DocumentHierarchy.renderedJSON(hierarchies))
        #expect(Self.streamedJSON(Array(hierarchies.prefix(1))) == DocumentHierarchy.renderedJSON([hierarchies[0]]))
        #expect(Self.streamedJSON([]) == DocumentHierarchy.renderedJSON([]))
    }

    @Test func documentsAreWrittenBeforeTheLastIsRead() throws {
        let folder = Fixtures.root
        let rendered = LockedValue(0)
        var renderedAtFirstWrite: Int?
        var written: [String] = []
        let diagnostics = HierarchyReport.stream(
            paths: [folder], batchSize: 2,
            render: { hierarchy in
                rendered.withLock { $0 += 1 }
                return hierarchy.path
            },
            write: { path in
                if renderedAtFirstWrite == nil { renderedAtFirstWrite = rendered.withLock { $0 } }
                written.append(path)
            })
        let (documents, expected) = HierarchyReport.make(paths: [folder])
        #expect(written == documents.map(\.path))
        #expect(written.count > 2)
        #expect(renderedAtFirstWrite.map { $0 <= 2 } == true, "\(String(describing: renderedAtFirstWrite))")
        #expect(diagnostics.map(\.description) == expected.map(\.description))
    }

    @Test(.enabled(if: Corpus.isAvailable, Corpus.skipMessage))
    func corpusReportIsTheSameStreamed() throws {
        var streamed = ""
        var array = ReportJSON.ArrayWriter { streamed += $0 }
        let diagnostics = HierarchyReport.stream(
            paths: [Corpus.root], batchSize: 7, render: \.renderedJSONElement, write: { array.append($0) })
        array.finish()
        let (documents, expected) = HierarchyReport.make(paths: [Corpus.root])
        #expect(!documents.isEmpty)
        #expect(streamed == DocumentHierarchy.renderedJSON(documents))
        #expect(diagnostics.map(\.description) == expected.map(\.description))
    }
}
