import Foundation
import NibBridgeDocument
import Testing

/// Unedited documents write back byte for byte, whatever markup they hold.
@Suite struct RoundTripTests {
    @Test(arguments: Fixtures.documents)
    func fixtureWritesBackByteIdentical(_ name: String) throws {
        let bytes = try Fixtures.bytes(name)
        let document = try IBDocument(bytes: bytes, path: name)
        #expect(document.serialized() == bytes)
        #expect(try XMLTree(parsing: bytes).serialized() == bytes)
    }

    @Test func everyFixtureIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.root)
            .filter { IBDocument.fileExtensions.contains(($0 as NSString).pathExtension) }
        #expect(Set(files) == Set(Fixtures.documents))
    }

    @Test func unknownElementsAndAttributesAreKept() throws {
        let document = try Fixtures.document("Annotated.xib")
        let tree = document.tree
        let root = document.rootElement
        #expect(tree.attribute("glassEffectsEnabled", of: root) == "YES")
        let view = try document.requireElement("nTc-Vw-001")
        #expect(tree.attribute("glassStyle", of: view) == "prominent")
        let textView = try document.requireElement("nTc-Tv-001")
        let effect = try #require(tree.firstElement(of: textView, named: "glassEffect", key: "backgroundEffect"))
        #expect(tree.attributes(of: effect).map(\.name) == ["key", "style", "tint"])
        #expect(tree.elements(of: effect).map { tree.name(of: $0) } == ["cornerConfiguration"])

        // An edit elsewhere in the same element rewrites its tag and keeps the unknown attribute and element.
        tree.setAttribute("contentMode", "center", on: view)
        tree.setAttribute("editable", "NO", on: textView)
        let text = document.serializedText
        #expect(text.contains(#"<view contentMode="center" id="nTc-Vw-001" glassStyle="prominent">"#))
        #expect(text.contains(#"<glassEffect key="backgroundEffect" style="clear" tint="systemBlueColor">"#))
        #expect(text.contains(#"<cornerConfiguration key="corners" radius="12"/>"#))
        #expect(text.contains(#"glassEffectsEnabled="YES">"#))
    }

    @Test func commentsCDATAAndCharacterReferencesAreKept() throws {
        let document = try Fixtures.document("Annotated.xib")
        let tree = document.tree
        let topLevelComments = tree.children(of: tree.documentNode).filter { tree.kind(of: $0) == .comment }
        #expect(
            topLevelComments.map { tree.text(of: $0) } == [
                " Generated for NibBridge's tests: markup Xcode keeps but rarely writes. ",
                " trailing comment after the root element ",
            ])
        let label = try document.requireElement("nTc-Lb-001")
        #expect(tree.attribute("text", of: label) == "First line\nSecond line")
        #expect(tree.attribute("userLabel", of: label) == #"Say "hello" & <wave>"#)
        let textView = try document.requireElement("nTc-Tv-001")
        let string = try #require(tree.firstElement(of: textView, named: "string", key: "text"))
        let cdata = try #require(Array(tree.children(of: string)).first)
        #expect(tree.kind(of: cdata) == .cdata)
        #expect(tree.textContent(of: string) == "Terms & <conditions> apply")

        // Editing another attribute of the label re-escapes the references in Xcode's style.
        tree.setAttribute("numberOfLines", "3", on: label)
        let line = try #require(Lines.split(document.serialized()).first { $0.contains(#"id="nTc-Lb-001""#) })
        #expect(line.contains(#"text="First line&#10;Second line" numberOfLines="3""#))
        #expect(line.contains(#"userLabel="Say &quot;hello&quot; &amp; &lt;wave&gt;""#))
        #expect(document.serializedText.contains("<![CDATA[Terms & <conditions> apply]]>"))
    }

    /// Markup Xcode does not write but other tools (and people) do: the writer still keeps every byte.
    enum Variant: String, CaseIterable, Sendable {
        case crlfLineBreaks, utf8ByteOrderMark, apostrophesAndSpacesInTags, noFinalLineBreak, doctype

        func apply(_ text: String) -> String {
            switch self {
            case .crlfLineBreaks: text.replacingOccurrences(of: "\n", with: "\r\n")
            case .utf8ByteOrderMark: "\u{FEFF}" + text
            case .apostrophesAndSpacesInTags:
                text.replacingOccurrences(
                    of: #"<device id="retina6_1" orientation="portrait""#,
                    with: "<device  id = 'retina6_1'\n\torientation='portrait'"
                )
            case .noFinalLineBreak: String(text.dropLast())
            case .doctype: text.replacingOccurrences(of: "?>\n", with: "?>\n<!DOCTYPE document>\n")
            }
        }
    }

    @Test(arguments: Variant.allCases)
    func unusualMarkupWritesBackByteIdentical(_ variant: Variant) throws {
        let original = try Fixtures.text("ProfileCardView.xib")
        let text = variant.apply(original)
        #expect(text != original, "the variant must differ from the fixture")
        let bytes = Array(text.utf8)
        let document = try IBDocument(bytes: bytes, path: "Variant.xib")
        #expect(document.serialized() == bytes)
        #expect(document.header.toolsVersion == "22505")
        #expect(document.topLevelObjects.count == 3)
    }

    @Test func textOfTheTextViewDecodesItsReferences() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let textView = try document.requireElement("bDy-Tv-001")
        let string = try #require(document.tree.firstElement(of: textView, named: "string", key: "text"))
        #expect(
            document.tree.textContent(of: string)
                == "Dear reader,\nthis message spans two lines & uses an ampersand."
        )
    }
}
