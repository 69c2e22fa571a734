import Foundation
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader
import NibBridgeTestSupport
import Testing

@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct CorpusEquivalenceTests {
    /// The central test: composing a document and loading it gives the live tree runtime bridging gives,
    /// for every document of the corpus that holds placeholders (skipped when none does). A document the
    /// reader refuses with a located error is counted and checked by ``UnreadableDocuments``.
    @Test func composedDocumentsLoadLikeRuntimeBridging() throws {
        var documents = 0
        var placeholders = 0
        var failures: [String] = []
        var unreadable = UnreadableDocuments()
        for project in Corpus.projects {
            let index = ProjectIndex(root: project)
            for path in IBDocument.documentPaths(in: [project]).paths {
                guard let document = unreadable.read(path, { try IBDocument(contentsOfFile: $0) }) else { continue }
                guard !index.placeholders(in: document).isEmpty else { continue }
                let check = try Equivalence(path: path, root: project)
                documents += 1
                placeholders += check.replaced
                if check.original != check.composed {
                    failures.append(
                        "\(path): live trees differ at \(Self.firstDifference(check.original, check.composed))")
                }
                let invalid = IBReferences.validate(check.composedDocument)
                if !invalid.isEmpty { failures.append(invalid.map(\.description).joined(separator: "\n")) }
            }
        }
        print("composition equivalence: \(documents) documents, \(placeholders) placeholders replaced")
        unreadable.report("composition equivalence")
        try NothingToCheck.skip(if: documents == 0, "no document below \(Corpus.root) holds a placeholder")
        #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
    }

    /// The first line where the rendered trees differ, to say where a failure is without a debugger: in the
    /// text rendering, else in the JSON one, which also shows properties and runtime attributes.
    static func firstDifference(_ runtime: LiveTree, _ composed: LiveTree) -> String {
        let renderings: [(String, (LiveTree) -> String)] = [
            ("line", { $0.renderedText() }), ("JSON line", { LiveTree.renderedJSON([$0]) }),
        ]
        for (name, render) in renderings {
            let left = render(runtime).components(separatedBy: "\n")
            let right = render(composed).components(separatedBy: "\n")
            for index in 0..<max(left.count, right.count) {
                let l = index < left.count ? left[index] : "<nothing>"
                let r = index < right.count ? right[index] : "<nothing>"
                if l != r {
                    return "\(name) \(index + 1)\n    runtime:  \(l.trimmingCharacters(in: .whitespaces))"
                        + "\n    composed: \(r.trimmingCharacters(in: .whitespaces))"
                }
            }
        }
        return "a property neither rendering shows"
    }
}
