import NibBridgeDocument
import Testing

/// The lossless tree's reading API, and documents built from nothing.
@Suite struct XMLTreeTests {
    static let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- head -->
        <document type="t" version='3.0'>
            <objects>
                <view id="a" key="view"><string key="text">A &amp; B&#10;</string></view>
                <label id="b" text="&lt;b&gt;"/>
                <![CDATA[<raw>]]>
            </objects>
        </document>

        """

    @Test func nodeKindsAndNavigation() throws {
        let tree = try XMLTree(parsing: Array(Self.source.utf8))
        let top = Array(tree.children(of: tree.documentNode))
        #expect(top.map { tree.kind(of: $0) } == [.processingInstruction, .text, .comment, .text, .element, .text])
        #expect(tree.text(of: top[0]) == #"xml version="1.0" encoding="UTF-8""#)
        #expect(tree.text(of: top[2]) == " head ")
        let root = try #require(tree.rootElement)
        #expect(root == top[4] && tree.kind(of: tree.documentNode) == .document)
        #expect(tree.name(of: root) == "document" && tree.nameEquals(root, "document") && !tree.nameEquals(root, "doc"))
        #expect(tree.attributes(of: root).map { "\($0.name)=\($0.value)" } == ["type=t", "version=3.0"])
        let objects = try #require(tree.firstElement(of: root, named: "objects"))
        #expect(tree.elements(of: objects).map { tree.name(of: $0) } == ["view", "label"])
        #expect(tree.elements(of: objects, named: "label").count == 1)
        #expect(tree.descendantElements(of: root).map { tree.name(of: $0) } == ["objects", "view", "string", "label"])
        let view = try #require(tree.firstElement(of: objects, named: "view", key: "view"))
        #expect(tree.firstElement(of: objects, named: "view", key: "other") == nil)
        #expect(tree.parent(of: view) == objects && tree.parent(of: tree.documentNode) == nil)
        #expect(tree.depth(of: root) == 0 && tree.depth(of: view) == 2)
        #expect(tree.attribute("missing", of: view) == nil)
        #expect(tree.name(of: top[2]) == "", "a comment has no name")
    }

    @Test func textIsDecodedAndCDATAIsRaw() throws {
        let tree = try XMLTree(parsing: Array(Self.source.utf8))
        let root = try #require(tree.rootElement)
        let objects = try #require(tree.firstElement(of: root, named: "objects"))
        let view = tree.elements(of: objects)[0]
        let string = try #require(tree.firstElement(of: view, named: "string"))
        #expect(tree.textContent(of: string) == "A & B\n")
        #expect(tree.attribute("text", of: tree.elements(of: objects)[1]) == "<b>")
        let cdata = try #require(tree.children(of: objects).first { tree.kind(of: $0) == .cdata })
        #expect(tree.text(of: cdata) == "<raw>")
        #expect(tree.text(of: objects) == "", "elements have no text of their own")
        #expect(tree.textContent(of: objects).contains("<raw>"))
    }

    @Test func sourceOffsets() throws {
        let bytes = Array(Self.source.utf8)
        let tree = try XMLTree(parsing: bytes)
        let root = try #require(tree.rootElement)
        let offset = try #require(tree.sourceOffset(of: root))
        #expect(Array(bytes[offset..<(offset + 9)]) == Array("<document".utf8))
        let value = try #require(tree.sourceOffset(ofAttribute: "version", of: root))
        #expect(Array(bytes[value..<(value + 3)]) == Array("3.0".utf8), "the offset of the value, after its quote")
        #expect(tree.sourceOffset(ofAttribute: "missing", of: root) == nil)
        tree.setAttribute("version", "4.0", on: root)
        #expect(tree.sourceOffset(ofAttribute: "version", of: root) == nil, "an edited value has no source offset")
        #expect(tree.sourceOffset(of: tree.makeElement("new")) == nil)
    }

    @Test func subtreeSerialization() throws {
        let tree = try XMLTree(parsing: Array(Self.source.utf8))
        let root = try #require(tree.rootElement)
        let objects = try #require(tree.firstElement(of: root, named: "objects"))
        let label = tree.elements(of: objects)[1]
        #expect(tree.serialized(label) == Array(#"<label id="b" text="&lt;b&gt;"/>"#.utf8))
        tree.setAttribute("id", "c", on: label)
        #expect(String(decoding: tree.serialized(label), as: UTF8.self) == #"<label id="c" text="&lt;b&gt;"/>"#)
        #expect(
            tree.serializedString().contains(#"<document type="t" version='3.0'>"#), "untouched tags keep their quotes")
    }

    @Test func aDocumentBuiltFromNothing() throws {
        let tree = XMLTree()
        #expect(tree.rootElement == nil && tree.source.isEmpty)
        let root = tree.makeElement(
            "document", attributes: [("type", "com.apple.InterfaceBuilder3.CocoaTouch.XIB"), ("version", "3.0")])
        tree.insert(root, into: tree.documentNode)
        let objects = tree.makeElement("objects")
        tree.insert(objects, into: root)
        tree.insert(tree.makeElement("view", attributes: [("id", "vVv-Vw-001")]), into: objects)
        tree.insert(tree.makeLeaf(.comment, " built "), into: tree.documentNode)
        #expect(
            tree.serializedString() == """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <view id="vVv-Vw-001"/>
                    </objects>
                </document>
                <!-- built -->

                """)
        let document = try IBDocument(bytes: tree.serialized(), path: "Built.xib")
        #expect(document.topLevelObjects.map(\.id) == ["vVv-Vw-001"])
    }

    @Test func topLevelInsertionsInAParsedDocument() throws {
        let tree = try XMLTree(parsing: Array(Self.source.utf8))
        let root = try #require(tree.rootElement)
        tree.insert(tree.makeLeaf(.comment, " tail "), into: tree.documentNode)
        tree.insert(tree.makeLeaf(.comment, " before root "), into: tree.documentNode, before: root)
        #expect(
            tree.serializedString() == Self.source
                .replacingOccurrences(of: "<!-- head -->\n", with: "<!-- head -->\n<!-- before root -->\n")
                + "<!-- tail -->\n")
        let unterminated = try XMLTree(parsing: Array("<a/>".utf8))
        unterminated.insert(unterminated.makeLeaf(.comment, "c"), into: unterminated.documentNode)
        #expect(unterminated.serializedString() == "<a/>\n<!--c-->")
    }

    @Test func nodeIdentifiers() {
        #expect(XMLNodeID(3) < XMLNodeID(12))
        #expect(XMLNodeID(12).description == "#12")
        #expect(XMLTree().nodeCapacity == 1)
    }
}
