import Foundation
import NibBridgeDocument
import Testing

/// The one-pass attribute scan that whole-document checks read documents with gives what walking the
/// elements and reading every attribute gives: the same attributes, values and positions, in document
/// order, for documents as read and as edited.
@Suite struct CheckAttributeScanTests {
    static let names: Set<String> = ["id", "customClass", "width", "constant", "destination", "title", "key"]

    /// What the scan must find, read the slow way: every element, every attribute decoded.
    static func expected(_ document: IBDocument, names: Set<String>) -> [String] {
        let tree = document.tree
        return ([document.rootElement] + tree.descendantElements(of: document.rootElement)).flatMap { element in
            tree.attributes(of: element).filter { names.contains($0.name) }.map { attribute in
                let offset = tree.sourceOffset(ofAttribute: attribute.name, of: element)
                return "\(element) \(attribute.name)=\(attribute.value) @\(offset.map(String.init) ?? "-")"
            }
        }
    }

    static func scanned(_ document: IBDocument, names: Set<String>) -> [String] {
        document.attributes(named: IBAttributeNames(names)).map {
            "\($0.element) \($0.name)=\($0.value) @\($0.offset.map(String.init) ?? "-")"
        }
    }

    @Test(arguments: Fixtures.documents)
    func scanAgreesWithTheElementWalk(_ name: String) throws {
        let document = try Fixtures.document(name)
        let expected = Self.expected(document, names: Self.names)
        #expect(!expected.isEmpty)
        #expect(Self.scanned(document, names: Self.names) == expected)
    }

    @Test func editedDocumentsAreScannedAsEdited() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let tree = document.tree
        let view = try #require(tree.descendantElements(of: document.rootElement).first { tree.nameEquals($0, "view") })
        tree.setAttribute("customClass", "EditedView", on: view)
        let added = tree.makeElement("view", attributes: [("id", "Add-ed-001"), ("customClass", "Added & New")])
        tree.insert(added, into: view)
        // Made but never inserted: no part of the document.
        _ = tree.makeElement("view", attributes: [("id", "Nev-er-001"), ("customClass", "Detached")])
        let found = Self.scanned(document, names: ["customClass", "id"])
        #expect(found == Self.expected(document, names: ["customClass", "id"]))
        #expect(found.contains { $0.contains("customClass=EditedView @-") })
        #expect(found.contains { $0.contains("customClass=Added & New @-") })
        #expect(!found.contains { $0.contains("Detached") })
    }

    @Test func elementsMadeButNotInsertedAreLeftOutOfAnUneditedDocument() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let before = Self.scanned(document, names: ["id"])
        _ = document.tree.makeElement("view", attributes: [("id", "Nev-er-002")])
        #expect(Self.scanned(document, names: ["id"]) == before)
    }

    @Test func entitiesAreDecodedAndTheRawFilterSeesTheBytesAsWritten() throws {
        let bytes = Array(
            (Diagnosing.header + """
                    <objects>
                        <view contentMode="scaleToFill" id="Vw1-aa-001" userLabel="A &amp; B">
                            <rect key="frame" x="0" y="0" width="&#110;an" height="10"/>
                        </view>
                    </objects>
                </document>

                """).utf8)
        let document = try IBDocument(bytes: bytes, path: "Entities.xib")
        var seen: [String] = []
        let found = document.attributes(named: IBAttributeNames(["userLabel", "width", "height"])) { raw in
            seen.append(String(decoding: raw, as: UTF8.self))
            return raw.contains(UInt8(ascii: "&"))
        }
        #expect(seen == ["A &amp; B", "&#110;an", "10"])
        #expect(found.map { "\($0.name)=\($0.value)" } == ["userLabel=A & B", "width=nan"])
        #expect(
            document.nonFiniteNumberDiagnostics().map(\.message) == [
                "width=\"nan\" is not a finite number: Interface Builder writes finite numbers only"
            ])
    }

    @Test(.enabled(if: Corpus.isAvailable, Corpus.skipMessage))
    func scanAgreesWithTheElementWalkOnEveryCorpusDocument() throws {
        var checked = 0
        for path in Corpus.documentPaths {
            guard let document = try? IBDocument(contentsOfFile: path) else { continue }
            let names: Set<String> = ["id", "customClass", "width", "constant", "destination", "pointSize", "value"]
            #expect(Self.scanned(document, names: names) == Self.expected(document, names: names), "\(path)")
            checked += 1
        }
        #expect(checked > 0)
    }
}
