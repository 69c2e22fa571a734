import Foundation
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader
import Testing

@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct CorpusEquivalenceTests {
    /// The central test: composing a document and loading it gives the live tree runtime bridging gives.
    @Test func composedDocumentsLoadLikeRuntimeBridging() throws {
        var documents = 0
        var placeholders = 0
        var failures: [String] = []
        for project in Corpus.projects {
            let index = ProjectIndex(root: project)
            for path in IBDocument.documentPaths(in: [project]).paths {
                let document = try IBDocument(contentsOfFile: path)
                guard !index.placeholders(in: document).isEmpty else { continue }
                let check = try Equivalence(path: path, root: project)
                documents += 1
                placeholders += check.replaced
                if check.original != check.composed {
                    failures.append("\(path): live trees differ")
                }
                let invalid = IBReferences.validate(check.composedDocument)
                if !invalid.isEmpty { failures.append(invalid.map(\.description).joined(separator: "\n")) }
            }
        }
        print("composition equivalence: \(documents) documents, \(placeholders) placeholders replaced")
        #expect(documents > 10)
        #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
    }
}
