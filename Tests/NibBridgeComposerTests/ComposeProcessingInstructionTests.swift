import Foundation
import NibBridgeComposer
import NibBridgeDocument
import Testing

/// Found by fuzzing the compose stage (`Scripts/fuzz.sh -s compose`, CONTRIBUTING.md's "Fuzzing"): a
/// processing instruction inside an element the composer carries over from a placeholder to its nib's
/// view (here a runtime attribute) makes `XMLTree.importSubtree(_:from:)` hit its
/// `preconditionFailure("only elements, text, comments and CDATA can be imported")`, so composing traps.
/// The reader accepts the document (and writes it back byte for byte); composing must not trap either.
@Suite("Composing a placeholder whose carried-over content holds a processing instruction")
struct ComposeProcessingInstructionTests {
    static let root = Fixtures.path("FuzzProcessingInstruction")

    @Test("the document reads, and its CardView is a placeholder")
    func reads() throws {
        let document = try IBDocument(contentsOfFile: Self.root + "/ProcessingInstruction.xib")
        #expect(ProjectIndex(root: Self.root).placeholders(in: document).map(\.id) == ["Pi0-Ph-002"])
    }

    @Test("compose does not trap, keeps the instruction, and the composed document reads back and round-trips")
    func composes() throws {
        let document = try IBDocument(contentsOfFile: Self.root + "/ProcessingInstruction.xib")
        let composed = Composer(index: ProjectIndex(root: Self.root)).compose(document).document.serialized()
        let reread = try IBDocument(bytes: composed, path: "composed.xib")
        #expect(reread.serialized() == composed)
        #expect(String(decoding: composed, as: UTF8.self).contains("<?"), "the processing instruction is kept")
    }
}
