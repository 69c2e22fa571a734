import Foundation
import NibBridgeDocument
import Testing

/// Inputs built to exhaust or trick a reader: entities are never expanded or fetched, limits hold, and
/// no input crashes the reader.
@Suite struct HostileInputTests {
    @Test func billionLaughsIsRejectedBeforeAnyExpansion() {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE document [\n  <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            text +=
                "  <!ENTITY lol\(level) \""
                + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        text += "]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n"
        text += "    <label text=\"&lol9;\" id=\"a1\"/>\n</document>\n"
        #expect(
            Diagnosing.rendered(text, path: "Laughs.xib") == """
                Laughs.xib:2:20: error: document type declarations with an internal subset are not allowed: entities are never expanded [syntax]
                <!DOCTYPE document [
                                   ^
                """)
    }

    @Test func externalEntityDeclarationIsRejected() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">&xxe;</document>

            """
        #expect(
            Diagnosing.rendered(text, path: "Entity.xib") == """
                Entity.xib:2:20: error: document type declarations with an internal subset are not allowed: entities are never expanded [syntax]
                <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
                                   ^
                """)
    }

    /// An external DTD is kept as text and never loaded: the document reads (offline, at once) and
    /// writes back as it was; a reference to an entity it might declare is an unknown entity.
    @Test func externalDoctypeIsKeptButNeverLoaded() throws {
        let doctype = #"<!DOCTYPE document SYSTEM "http://attacker.invalid/x[1]>.dtd">"#
        let text = try Fixtures.text("ProfileCardView.xib").replacingOccurrences(of: "?>\n", with: "?>\n\(doctype)\n")
        let document = try IBDocument(bytes: Array(text.utf8), path: "External.xib")
        let tree = document.tree
        let node = try #require(tree.children(of: tree.documentNode).first { tree.kind(of: $0) == .doctype })
        #expect(tree.text(of: node) == #" document SYSTEM "http://attacker.invalid/x[1]>.dtd""#)
        #expect(document.serialized() == Array(text.utf8))
        #expect(document.topLevelObjects.count == 3)

        let withReference = text.replacingOccurrences(of: #"text="Jane Appleseed""#, with: #"text="&xxe;""#)
        #expect(
            Diagnosing.rendered(withReference, path: "External.xib") == """
                External.xib:30:89: error: unknown entity '&xxe;': only the predefined entities and character references are accepted, entities are never expanded [syntax]
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="&xxe;" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="nMe-Lb-001">
                                                                                                        ^
                """)
    }

    @Test func depthLimit() throws {
        func nested(_ depth: Int) -> String {
            var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            text += "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n"
            for level in 1..<depth { text += String(repeating: "    ", count: level) + "<view id=\"v\(level)\">\n" }
            for level in (1..<depth).reversed() { text += String(repeating: "    ", count: level) + "</view>\n" }
            return text + "</document>\n"
        }
        let limits = XMLParsingLimits(maximumDepth: 8)
        // Eight levels (the root and seven views) are within the limit, nine are not.
        let document = try IBDocument(bytes: Array(nested(8).utf8), path: "Deep.xib", limits: limits)
        #expect(document.tree.depth(of: try document.requireElement("v7")) == 7)
        #expect(
            Diagnosing.rendered(nested(9), path: "Deep.xib", limits: limits) == """
                Deep.xib:10:33: error: elements are nested more than 8 levels deep [syntax]
                                                <view id="v8">
                                                ^
                """)
    }

    @Test func defaultDepthLimitStopsADeepNest() {
        let text = Diagnosing.header + String(repeating: "<view>", count: 100_000)
        let diagnostic = Diagnosing.diagnostic(Array(text.utf8))
        #expect(diagnostic?.message == "elements are nested more than 512 levels deep")
        #expect(diagnostic?.location?.line == 3)
        #expect(diagnostic?.location?.column == 1 + 6 * 511)
    }

    @Test func sizeLimit() throws {
        let bytes = try Fixtures.bytes("ProfileCardView.xib")
        let limits = XMLParsingLimits(maximumBytes: 1024)
        #expect(
            Diagnosing.rendered(bytes, path: "Big.xib", limits: limits) == """
                Big.xib:1:1: error: file is \(bytes.count) bytes, over the limit of 1024 bytes [syntax]
                <?xml version="1.0" encoding="UTF-8"?>
                ^
                """)
        // Reading from a file checks the size before reading the bytes.
        let error = #expect(throws: Diagnostic.self) {
            _ = try IBDocument(contentsOfFile: Fixtures.path("ProfileCardView.xib"), limits: limits)
        }
        #expect(error?.message == "file is \(bytes.count) bytes, over the limit of 1024 bytes")
        #expect(error?.location?.line == 1)
        // At the limit exactly, the document reads.
        let exact = XMLParsingLimits(maximumBytes: bytes.count)
        #expect(try IBDocument(bytes: bytes, path: "Big.xib", limits: exact).serialized() == bytes)
    }

    /// Every prefix of a document fails with a diagnostic, and never crashes; only the prefixes that end
    /// after the root element or after the trailing comment (each with or without its line break) read.
    @Test func everyTruncationIsDiagnosed() throws {
        let bytes = try Fixtures.bytes("Annotated.xib")
        let text = String(decoding: bytes, as: UTF8.self)
        let rootEnd = try #require(text.utf8.ranges(of: "</document>".utf8).last).upperBound
        let rootEndOffset = text.utf8.distance(from: text.utf8.startIndex, to: rootEnd)
        let complete: Set<Int> = [rootEndOffset, rootEndOffset + 1, bytes.count - 1, bytes.count]
        var wrong: [Int] = []
        for length in 0..<bytes.count {
            let diagnostic = Diagnosing.diagnostic(Array(bytes[..<length]), path: "Cut.xib")
            let expected =
                complete.contains(length)
                ? diagnostic == nil
                : diagnostic?.severity == .error && diagnostic?.location != nil && diagnostic?.rendered() != nil
            if !expected { wrong.append(length) }
        }
        #expect(wrong.isEmpty, "prefixes read wrongly, by length: \(wrong.prefix(20))")
    }

    /// Random byte changes: the reader returns a document or a diagnostic, and a document it returns
    /// writes back byte for byte.
    @Test func mutatedDocumentsNeverCrash() throws {
        let original = try Fixtures.bytes("Annotated.xib")
        var generator = SplitMix64(seed: 0x4E49_4252_4944_4745)
        let alphabet = Array("<>/=\"'&;#x![]-?: \n\tA0".utf8) + [0x00, 0xC3, 0xFF]
        var read = 0
        var wrong: [String] = []
        for round in 0..<1_500 {
            var bytes = original
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let position = Int(generator.next() % UInt64(bytes.count))
                let byte = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                switch generator.next() % 3 {
                case 0: bytes[position] = byte
                case 1: bytes.insert(byte, at: position)
                default: bytes.remove(at: position)
                }
            }
            do {
                let document = try IBDocument(bytes: bytes, path: "Mutated.xib")
                if document.serialized() != bytes { wrong.append("round \(round): written bytes differ") }
                read += 1
            } catch {
                if error.location == nil || error.rendered().isEmpty { wrong.append("round \(round): \(error)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        // Some mutations land in text and still read; most break the markup.
        #expect(read > 0 && read < 1_500)
    }
}

/// A small deterministic generator, so that the mutation test is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
