import NibBridgeDocument
import Testing

/// Malformed XML is reported where it goes wrong, in compiler form with the source line and a caret.
@Suite struct SyntaxDiagnosticTests {
    @Test func truncatedInsideAnAttributeValue() {
        let text = Diagnosing.header + "    <objects>\n        <view id=\"a1"
        #expect(
            Diagnosing.rendered(text) == """
                Broken.xib:4:18: error: unterminated attribute value [syntax]
                        <view id="a1
                                 ^
                """)
    }

    @Test func truncatedInsideAStartTag() {
        let text = Diagnosing.header + "    <objects>\n        <view id=\"a1\" "
        #expect(
            Diagnosing.rendered(text) == """
                Broken.xib:4:23: error: unexpected end of file inside a start tag [syntax]
                        <view id="a1"\u{20}
                                      ^
                """)
    }

    @Test func truncatedAfterALessThanSign() {
        let text = Diagnosing.header + "    <objects>\n        <"
        #expect(
            Diagnosing.rendered(text) == """
                Broken.xib:4:9: error: unexpected end of file after '<' [syntax]
                        <
                        ^
                """)
    }

    @Test func mismatchedEndTagPointsAtBothTags() {
        let text = Diagnosing.header + "    <objects>\n        <view id=\"a1\">\n    </objects>\n</document>\n"
        #expect(
            Diagnosing.rendered(text) == """
                Broken.xib:5:5: error: mismatched end tag: expected </view>, found </objects> [syntax]
                    </objects>
                    ^
                Broken.xib:4:9: note: element opened here
                        <view id="a1">
                        ^
                """)
    }

    @Test func unclosedElementAtTheEndOfTheFile() {
        let text = Diagnosing.header + "    <objects>\n        <view id=\"a1\"/>\n    </objects>\n"
        #expect(
            Diagnosing.rendered(text) == """
                Broken.xib:6:1: error: unexpected end of file: element <document> is not closed [syntax]
                Broken.xib:2:1: note: element opened here
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                ^
                """)
    }

    @Test func endTagWithoutStartTag() {
        #expect(
            Diagnosing.rendered(Diagnosing.header + "</document>\n</objects>\n") == """
                Broken.xib:4:1: error: end tag </objects> has no matching start tag [syntax]
                </objects>
                ^
                """)
    }

    @Test func lessThanSignInsideAnAttributeValue() {
        let text = Diagnosing.header + "    <label text=\"a < b\" id=\"a1\"/>\n</document>\n"
        #expect(
            Diagnosing.rendered(text) == """
                Broken.xib:3:20: error: '<' is not allowed in an attribute value [syntax]
                    <label text="a < b" id="a1"/>
                                   ^
                """)
    }

    @Test func duplicateAttribute() {
        let text = Diagnosing.header + "    <view id=\"a1\" contentMode=\"left\" id=\"a2\"/>\n</document>\n"
        #expect(
            Diagnosing.rendered(text) == """
                Broken.xib:3:38: error: duplicate attribute 'id' [syntax]
                    <view id="a1" contentMode="left" id="a2"/>
                                                     ^
                """)
    }

    @Test func undefinedEntity() {
        let text = Diagnosing.header + "    <label text=\"Hello&nbsp;World\" id=\"a1\"/>\n</document>\n"
        #expect(
            Diagnosing.rendered(text) == """
                Broken.xib:3:23: error: unknown entity '&nbsp;': only the predefined entities and character references are accepted, entities are never expanded [syntax]
                    <label text="Hello&nbsp;World" id="a1"/>
                                      ^
                """)
    }

    @Test func bareAmpersandInText() {
        let text = Diagnosing.header + "    <string key=\"text\">Tom & Jerry</string>\n</document>\n"
        #expect(
            Diagnosing.rendered(text) == """
                Broken.xib:3:28: error: '&' must start a reference such as '&amp;' [syntax]
                    <string key="text">Tom & Jerry</string>
                                           ^
                """)
    }

    @Test func textAfterTheRootElement() {
        #expect(
            Diagnosing.rendered(Diagnosing.header + "</document>\ntrailing words\n") == """
                Broken.xib:4:1: error: text after the root element is not allowed [syntax]
                trailing words
                ^
                """)
    }

    @Test func aSecondRootElement() {
        #expect(
            Diagnosing.rendered(Diagnosing.header + "</document>\n<document/>\n") == """
                Broken.xib:4:1: error: a second root element is not allowed [syntax]
                <document/>
                ^
                """)
    }

    @Test func unterminatedComment() {
        #expect(
            Diagnosing.rendered(Diagnosing.header + "    <!-- never closed\n</document>\n") == """
                Broken.xib:3:5: error: unterminated comment: missing '-->' [syntax]
                    <!-- never closed
                    ^
                """)
    }

    @Test func missingWhiteSpaceBetweenAttributes() {
        #expect(
            Diagnosing.rendered(Diagnosing.header + "    <view id=\"a1\"contentMode=\"left\"/>\n</document>\n") == """
                Broken.xib:3:18: error: expected white space before an attribute [syntax]
                    <view id="a1"contentMode="left"/>
                                 ^
                """)
    }

    @Test func theCaretFollowsCharactersNotBytes() {
        // "Größe" is five characters in seven bytes; the column counts bytes, the caret characters.
        let text = Diagnosing.header + "\t<label text=\"Größe\" id=\"a1\" id=\"a2\"/>\n</document>\n"
        let diagnostic = Diagnosing.diagnostic(Array(text.utf8))
        #expect(diagnostic?.location?.column == 32)
        #expect(
            diagnostic?.rendered() == """
                Broken.xib:3:32: error: duplicate attribute 'id' [syntax]
                \t<label text="Größe" id="a1" id="a2"/>
                \t                            ^
                """)
    }
}
