import Foundation
import NibBridgeDocument
import Testing

/// Bytes XML does not allow: every way UTF-8 can break, and character references that stand for no
/// character, each reported at its place with what is wrong.
@Suite struct HostileBytesTests {
    /// A label whose text is `bytes`, in a minimal document.
    static func document(text bytes: [UInt8]) -> [UInt8] {
        Array((Diagnosing.header + "    <objects>\n        <label text=\"").utf8) + bytes
            + Array("\" id=\"Lb1-aa-001\"/>\n    </objects>\n</document>\n".utf8)
    }

    /// The column of the label's text on line 4.
    static let textColumn = 22

    struct UTF8Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        /// Where the bad sequence starts, counted from the text's start.
        var offset: Int
        var message: String
        var testDescription: String { name }
    }

    static let utf8Cases: [UTF8Case] = [
        UTF8Case(name: "byte 0xFF", bytes: [0x41, 0xFF], offset: 1, message: "byte 0xFF never appears in UTF-8"),
        UTF8Case(
            name: "Latin-1 é", bytes: [0x63, 0x61, 0x66, 0xE9], offset: 3,
            message: "the character starting with byte 0xE9 is cut short"),
        UTF8Case(
            name: "lone continuation byte", bytes: [0x80], offset: 0,
            message: "byte 0x80 continues a character that never started"),
        UTF8Case(name: "overlong slash", bytes: [0xC0, 0xAF], offset: 0, message: "byte 0xC0 never appears in UTF-8"),
        UTF8Case(
            name: "overlong three bytes", bytes: [0xE0, 0x80, 0xAF], offset: 0,
            message: "bytes 0xE0 0x80 are an overlong encoding"),
        UTF8Case(
            name: "surrogate", bytes: [0xED, 0xA0, 0x80], offset: 0,
            message: "bytes 0xED 0xA0 encode a UTF-16 surrogate, which is not a character"),
        UTF8Case(
            name: "beyond U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80], offset: 0,
            message: "bytes 0xF4 0x90 encode a code point beyond U+10FFFF"),
        UTF8Case(
            name: "cut after two of four bytes", bytes: [0x61, 0xF0, 0x9F, 0x41], offset: 1,
            message: "the character starting with byte 0xF0 is cut short"),
        UTF8Case(
            name: "long ASCII run then a bad byte", bytes: Array(repeating: 0x61, count: 37) + [0xFE], offset: 37,
            message: "byte 0xFE never appears in UTF-8"),
    ]

    @Test(arguments: utf8Cases)
    func invalidUTF8IsAPositionedError(_ testCase: UTF8Case) throws {
        let diagnostic = try #require(Diagnosing.diagnostic(Self.document(text: testCase.bytes)))
        #expect(
            diagnostic.description
                == "Broken.xib:4:\(Self.textColumn + testCase.offset): error: invalid UTF-8: \(testCase.message); "
                + "XML documents are UTF-8 text [input]")
    }

    @Test func validUTF8OfEveryLengthReads() throws {
        let text = "é € 𝄞 ✓ naïve"
        #expect(Diagnosing.diagnostic(Self.document(text: Array(text.utf8))) == nil)
    }

    @Test(arguments: [
        ("&#0;", "character reference '&#0;' is U+0000 (NUL), which XML does not allow in a document"),
        ("&#x0;", "character reference '&#x0;' is U+0000 (NUL), which XML does not allow in a document"),
        ("&#xD800;", "character reference '&#xD800;' is U+D800, a UTF-16 surrogate, which is not a character"),
        ("&#1114112;", "character reference '&#1114112;' is beyond U+10FFFF, the last Unicode code point"),
        ("&#;", "malformed character reference '&#;': expected decimal digits after '&#' (or 'x' and hexadecimal)"),
        ("&#x;", "malformed character reference '&#x;': expected hexadecimal digits after '&#x'"),
        (
            "&#12a;",
            "malformed character reference '&#12a;': expected decimal digits after '&#' (or 'x' and hexadecimal)"
        ),
        ("&#+5;", "malformed character reference '&#+5;': expected decimal digits after '&#' (or 'x' and hexadecimal)"),
        (
            "&nbsp;",
            "unknown entity '&nbsp;': only the predefined entities and character references are accepted, "
                + "entities are never expanded"
        ),
    ])
    func referencesToNoCharacterSayWhatTheyAre(_ reference: String, _ message: String) throws {
        let diagnostic = try #require(Diagnosing.diagnostic(Self.document(text: Array("a\(reference)".utf8))))
        #expect(diagnostic.description == "Broken.xib:4:\(Self.textColumn + 1): error: \(message) [syntax]")
    }

    @Test func referencesToCharactersStillRead() throws {
        let bytes = Self.document(text: Array("&#10;&#x1F600;&amp;".utf8))
        let document = try IBDocument(bytes: bytes, path: "Fine.xib")
        #expect(document.serialized() == bytes)
    }
}
