import Foundation
import NibBridgeDocument
import Testing

/// Numbers beyond what pictures are drawn with are warnings at their attributes; the lengths, font sizes
/// and line counts Interface Builder writes, and its text views' huge maximum size, are not.
@Suite struct CheckNumberRangeTests {
    static func document(_ body: String) throws -> IBDocument {
        try IBDocument(
            bytes: Array(
                (Diagnosing.header + """
                        <objects>
                    \(body)
                        </objects>
                    </document>

                    """).utf8), path: "Range.xib")
    }

    static func warning(_ attribute: String, _ limit: String) -> String {
        "\(attribute) is out of the range pictures are drawn with (at most \(limit) in magnitude): it is drawn clamped"
    }

    @Test(arguments: [
        (
            #"<view id="a"><rect key="frame" x="0" y="0" width="3000000000" height="10"/></view>"#,
            [warning(#"width="3000000000""#, "1000000")]
        ),
        (
            #"<view id="a"><rect key="frame" x="-2e6" y="0" width="10" height="10"/></view>"#,
            [warning(#"x="-2e6""#, "1000000")]
        ),
        (
            #"<label id="a"><fontDescription key="fontDescription" type="system" pointSize="20000"/></label>"#,
            [warning(#"pointSize="20000""#, "10000")]
        ),
        (#"<label id="a" numberOfLines="2000000"/>"#, [warning(#"numberOfLines="2000000""#, "1000000")]),
        (
            #"<view id="a"><constraints><constraint firstAttribute="width" constant="1e7" id="c"/></constraints></view>"#,
            [warning(#"constant="1e7""#, "1000000")]
        ),
        (
            #"<view id="a"><edgeInsets key="layoutMargins" top="8" left="9e9" bottom="8" right="8"/></view>"#,
            [warning(#"left="9e9""#, "1000000")]
        ),
        // Within range, or no length drawn.
        (#"<view id="a"><rect key="frame" x="0" y="0" width="999999.5" height="10000"/></view>"#, []),
        (#"<textView id="a"><size key="maxSize" width="10000000" height="10000000"/></textView>"#, []),
        (#"<label id="a" userLabel="3000000000"/>"#, []),
        (#"<label id="a"><fontDescription key="fontDescription" type="system" pointSize="9999.9"/></label>"#, []),
    ])
    func outOfRangeNumbers(_ body: String, _ messages: [String]) throws {
        let document = try Self.document(body)
        #expect(document.outOfRangeNumberDiagnostics().map(\.message) == messages)
        #expect(document.outOfRangeNumberDiagnostics().allSatisfy { $0.severity == .warning && $0.rule == "number" })
        #expect(document.numberDiagnostics().map(\.message) == messages)
    }

    @Test func theWarningPointsAtTheValue() throws {
        let document = try Self.document(#"<view id="a"><rect key="frame" x="0" y="0" width="5e9" height="1"/></view>"#)
        let location = try #require(document.outOfRangeNumberDiagnostics().first?.location)
        #expect(location.sourceLine?.dropFirst(location.column - 1).hasPrefix("5e9\"") == true)
    }

    @Test func numbersThatAreNotFiniteComeFirstAsErrors() throws {
        let document = try Self.document(
            #"<view id="a"><rect key="frame" x="4e6" y="0" width="inf" height="10"/></view>"#)
        #expect(
            document.numberDiagnostics().map { "\($0.severity) \($0.message)" } == [
                "error width=\"inf\" is not a finite number: Interface Builder writes finite numbers only",
                "warning " + Self.warning(#"x="4e6""#, "1000000"),
            ])
    }
}
