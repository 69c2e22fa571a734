import Foundation
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeTestSupport
import Testing

/// `check` reads ids and references in one pass over the attributes; compose validates documents with
/// ``IBReferences/validate(_:)``. Both must find the same problems, in the same words and places, or check
/// would pass a document compose refuses (or the other way round).
@Suite("check finds the structural problems compose refuses")
struct CheckStructureTests {
    static let referenceNames = IBAttributeNames(IBReferences.attributeNames)

    static func agree(_ document: IBDocument, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(
            document.referenceDiagnostics(referenceNames: referenceNames).map(\.description)
                == IBReferences.validate(document).map(\.description), "\(document.path)",
            sourceLocation: sourceLocation)
    }

    @Test func aRefusedDocument() throws {
        let document = try IBDocument(contentsOfFile: Fixtures.path("Refused/Dangling.xib"))
        #expect(document.referenceDiagnostics(referenceNames: Self.referenceNames).count == 3)
        Self.agree(document)
    }

    @Test func everyComposeFixture() throws {
        let paths = IBDocument.documentPaths(in: [Fixtures.path("Compose"), Fixtures.path("Check")]).paths
        #expect(!paths.isEmpty)
        var checked = 0
        for path in paths {
            // Some fixtures are broken on purpose: documents that cannot be read have no structure to check.
            guard let document = try? IBDocument(contentsOfFile: path) else { continue }
            Self.agree(document)
            checked += 1
        }
        #expect(checked > 10)
    }

    /// Edited documents (as composition leaves them) are read as edited: a reference retargeted in memory to
    /// an id that does not exist is found by both.
    @Test func anEditedDocument() throws {
        let document = try IBDocument(contentsOfFile: Fixtures.path("Refused/Dangling.xib"))
        let tree = document.tree
        let element = try #require(
            tree.descendantElements(of: document.rootElement).first { tree.attribute("firstItem", of: $0) != nil })
        tree.setAttribute("firstItem", "Gon-e0-000", on: element)
        tree.setAttribute("id", "Dup-li-cat", on: element)
        let copy = tree.makeElement("view", attributes: [("id", "Dup-li-cat"), ("destination", "Non-e0-000")])
        tree.insert(copy, into: document.rootElement)
        #expect(
            document.referenceDiagnostics(referenceNames: Self.referenceNames).contains {
                $0.message == "duplicate object id 'Dup-li-cat'"
            })
        Self.agree(document)
    }

    @Test(.enabled(if: CorpusLocation.isAvailable, Comment(rawValue: CorpusLocation.missingMessage)))
    func everyCorpusDocument() throws {
        var checked = 0
        for path in IBDocument.documentPaths(in: [CorpusLocation.root]).paths {
            guard let document = try? IBDocument(contentsOfFile: path) else { continue }
            Self.agree(document)
            checked += 1
        }
        #expect(checked > 0)
    }
}
