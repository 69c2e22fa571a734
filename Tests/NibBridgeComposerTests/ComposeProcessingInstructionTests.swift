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

    @Test("compose does not trap, and the composed document reads back and round-trips")
    func composes() async {
        // Remove withKnownIssue once importSubtree copies (or skips) processing instructions: it then fails
        // with "known issue was not recorded".
        await withKnownIssue("XMLTree.importSubtree traps on a processing instruction inside an element") {
            await #expect(processExitsWith: .success) {
                let root = Fixtures.path("FuzzProcessingInstruction")
                guard let document = try? IBDocument(contentsOfFile: root + "/ProcessingInstruction.xib") else {
                    exit(2)
                }
                let composed = Composer(index: ProjectIndex(root: root)).compose(document).document.serialized()
                guard let reread = try? IBDocument(bytes: composed, path: "composed.xib"),
                    reread.serialized() == composed
                else { exit(3) }
            }
        }
    }
}
