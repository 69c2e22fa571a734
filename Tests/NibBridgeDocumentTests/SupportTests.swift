import Foundation
import Testing

/// The test helpers themselves: a line diff that hides nothing and a golden check that can fail.
@Suite struct SupportTests {
    @Test func linesSplitAtLineBreaksOnly() {
        #expect(Lines.split(Array("a\nb\n".utf8)) == ["a", "b", ""])
        #expect(Lines.split(Array("a\r\n\nb".utf8)) == ["a\r", "", "b"])
        #expect(Lines.split([]) == [""])
    }

    @Test func identicalTextsHaveNoHunks() {
        #expect(LineDiff.hunks(["a", "b", "c"], ["a", "b", "c"]).isEmpty)
        #expect(LineDiff.hunks([UInt8]("x\n".utf8), [UInt8]("x\n".utf8)).isEmpty)
    }

    @Test func hunksListEveryChangedLine() {
        let original = ["<a>", "    <b/>", "    <c/>", "    <d/>", "</a>", ""]
        let edited = ["<a>", "    <b x=\"1\"/>", "    <c/>", "    <e/>", "    <d/>", "</a>", ""]
        #expect(
            LineDiff.hunks(original, edited) == [
                Hunk(line: 2, removed: ["    <b/>"], inserted: ["    <b x=\"1\"/>"]),
                Hunk(line: 4, removed: [], inserted: ["    <e/>"]),
            ])
        // A missing final line break is a change too.
        #expect(
            LineDiff.hunks([UInt8]("a\nb\n".utf8), [UInt8]("a\nb".utf8)) == [Hunk(line: 3, removed: [""], inserted: [])]
        )
    }

    @Test func blocksEndingLikeTheirNeighbourKeepTheirOwnClosingTag() {
        let original = ["<a>", "    <b>", "    </b>", "</a>"]
        let edited = ["<a>", "    <b>", "    </b>", "    <c>", "    </b>", "</a>"]
        // Both "insert before line 3" and "insert before line 4" describe the edit; the later one is kept.
        #expect(LineDiff.hunks(original, edited) == [Hunk(line: 4, removed: [], inserted: ["    <c>", "    </b>"])])
        #expect(LineDiff.hunks(edited, original) == [Hunk(line: 4, removed: ["    <c>", "    </b>"], inserted: [])])
    }

    @Test(.disabled(if: Golden.isRecording, "recording would overwrite the golden file"))
    func aMismatchingGoldenFileFails() throws {
        let golden = try #require(
            FileManager.default.contents(atPath: Golden.url("ProfileCardView-customClass.xib").path))
        var changed = Array(golden)
        changed[changed.count / 2] ^= 0x20
        withKnownIssue("a changed byte must fail the golden check") {
            Golden.assert(changed, matches: "ProfileCardView-customClass.xib")
        }
        withKnownIssue("a missing golden file must fail the check") {
            Golden.assert(Array(golden), matches: "No Such Golden File.xib")
        }
        Golden.assert(Array(golden), matches: "ProfileCardView-customClass.xib")
        #expect(!FileManager.default.fileExists(atPath: Golden.url("No Such Golden File.xib").path))
    }
}
