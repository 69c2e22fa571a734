import Foundation
import NibBridgeDocument
import Testing

/// Numbers that are not finite (`nan`, `inf`, `1e999`) are reported at their attribute and left out of
/// the tree, whose JSON keeps every document.
@Suite struct NonFiniteNumberTests {
    static func xib(frame: String, extra: String = "") -> [UInt8] {
        Array(
            (Diagnosing.header + """
                    <objects>
                        <view contentMode="scaleToFill" id="Vw1-aa-001"\(extra)>
                            <rect key="frame" \(frame)/>
                        </view>
                    </objects>
                </document>

                """).utf8)
    }

    @Test(arguments: [
        (#"x="0" y="0" width="nan" height="10""#, "width=\"nan\"", 5, 50),
        (#"x="inf" y="0" width="10" height="10""#, "x=\"inf\"", 5, 34),
        (#"x="0" y="-Infinity" width="10" height="10""#, "y=\"-Infinity\"", 5, 40),
        (#"x="0" y="0" width="10" height="1e999""#, "height=\"1e999\"", 5, 62),
    ])
    func nonFiniteFrameValuesArePositionedErrors(_ frame: String, _ attribute: String, _ line: Int, _ column: Int)
        throws
    {
        let document = try IBDocument(bytes: Self.xib(frame: frame), path: "Odd.xib")
        #expect(
            document.nonFiniteNumberDiagnostics().map(\.description) == [
                "Odd.xib:\(line):\(column): error: \(attribute) is not a finite number: Interface Builder writes "
                    + "finite numbers only [number]"
            ])
        let hierarchy = DocumentHierarchy(document: document)
        #expect(hierarchy.objects.first?.frame == nil)
        let json = DocumentHierarchy.renderedJSON([hierarchy])
        #expect(json.contains(#""id" : "Vw1-aa-001""#))
    }

    @Test func textThatSpellsANumberIsNotANumber() throws {
        let bytes = Self.xib(frame: #"x="0" y="0" width="10" height="10""#, extra: #" userLabel="nan""#)
        #expect(try IBDocument(bytes: bytes, path: "Text.xib").nonFiniteNumberDiagnostics().isEmpty)
    }

    @Test func oneDocumentWithNaNDoesNotEmptyTheReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nan-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.xib(frame: #"x="0" y="0" width="nan" height="10""#)).write(
            to: URL(fileURLWithPath: folder + "/A.xib"))
        try Data(Self.xib(frame: #"x="0" y="0" width="10" height="10""#)).write(
            to: URL(fileURLWithPath: folder + "/B.xib"))
        let (documents, diagnostics) = HierarchyReport.make(paths: [folder])
        #expect(documents.map(\.path) == [folder + "/A.xib", folder + "/B.xib"])
        #expect(diagnostics.map(\.location?.path) == [folder + "/A.xib"])
        let decoded = try JSONDecoder().decode(
            [DocumentHierarchy].self, from: Data(DocumentHierarchy.renderedJSON(documents).utf8))
        #expect(decoded == documents)
    }
}
