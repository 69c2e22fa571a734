import NibBridgeDocument
import Testing

/// `remove` detaches a node with the indentation before it; an emptied container is written
/// self-closing until it is removed as well.
@Suite struct EditRemoveTests {
    @Test func removingAViewRemovesExactlyItsLines() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let original = document.serialized()
        let badge = try document.requireElement("bDg-Vw-001")
        document.tree.remove(badge)

        #expect(!document.tree.isAttached(badge))
        #expect(document.element(withID: "bDg-Vw-001") == nil)
        #expect(document.element(withID: "bDg-Ht-001") == nil, "descendants go with the view")
        #expect(try document.requireView("pCv-Rt-001").subviews.map(\.id) == ["pHt-Iv-001", "nMe-Lb-001"])

        let edited = document.serialized()
        Golden.assert(edited, matches: "ProfileCardView-removedView.xib")
        let lines = Lines.split(original)
        let first = try #require(lines.firstIndex { $0.contains(#"id="bDg-Vw-001""#) })
        let last = try #require(lines[first...].firstIndex { $0 == "                </view>" })
        #expect(last - first == 7)
        #expect(
            LineDiff.hunks(original, edited) == [
                Hunk(line: first + 1, removed: Array(lines[first...last]), inserted: [])
            ])
    }

    @Test func removingTheOnlySubviewLeavesASelfClosingContainer() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let original = document.serialized()
        let tree = document.tree
        let textView = try document.requireElement("bDy-Tv-001")
        let subviews = try #require(tree.parent(of: textView))
        tree.remove(textView)
        #expect(Array(tree.children(of: subviews)).isEmpty, "the indentation left behind is removed too")

        let lines = Lines.split(original)
        let open = try #require(lines.firstIndex { $0.contains(#"id="bDy-Tv-001""#) }) - 1
        let close = try #require(lines[open...].firstIndex { $0 == "                        </subviews>" })
        #expect(lines[open] == "                        <subviews>")
        #expect(
            LineDiff.hunks(original, document.serialized()) == [
                Hunk(
                    line: open + 1, removed: Array(lines[open...close]),
                    inserted: ["                        <subviews/>"])
            ])

        // Removing the container too leaves no trace of it.
        tree.remove(subviews)
        let edited = document.serialized()
        Golden.assert(edited, matches: "Inbox-removedSubviews.storyboard")
        #expect(
            LineDiff.hunks(original, edited) == [
                Hunk(line: open + 1, removed: Array(lines[open...close]), inserted: [])
            ])
        #expect(try document.requireView("dTl-Vw-001").subviews.isEmpty)
    }

    @Test func aCommentBeforeARemovedElementStays() throws {
        let document = try Fixtures.document("Annotated.xib")
        let original = document.serialized()
        document.tree.remove(try document.requireElement("nTc-Vw-001"))
        let hunks = LineDiff.hunks(original, document.serialized())
        #expect(hunks.count == 1)
        #expect(
            hunks.first?.removed.first?.hasPrefix(#"        <view contentMode="scaleToFill" id="nTc-Vw-001""#) == true)
        #expect(hunks.first?.removed.last == "        </view>")
        #expect(hunks.first?.inserted == [])
        #expect(
            document.serializedText.contains(
                "<!-- The notice: a label with a two-line text and a quoted title. -->\n    </objects>"
            ))
    }

    @Test func removingAndReinsertingRestoresTheBytes() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let original = document.serialized()
        let tree = document.tree
        let label = try document.requireElement("nMe-Lb-001")
        let subviews = try #require(tree.parent(of: label))
        let badge = try document.requireElement("bDg-Vw-001")
        tree.remove(label)
        #expect(document.serialized() != original)
        tree.insert(label, into: subviews, before: badge)
        #expect(tree.isAttached(label))
        #expect(document.element(withID: "nMe-Lb-001") == label)
        #expect(document.serialized() == original)
    }

    @Test func removingADetachedNodeDoesNothing() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let original = document.serialized()
        let detached = document.tree.makeElement("view", attributes: [("id", "dEt-Vw-001")])
        document.tree.remove(detached)
        let badge = try document.requireElement("bDg-Vw-001")
        document.tree.remove(badge)
        let once = document.serialized()
        document.tree.remove(badge)
        #expect(document.serialized() == once)
        #expect(once != original)
    }

    @Test func removingAConstraintKeepsItsSiblingsAligned() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let original = document.serialized()
        let placeholder = try document.requireElement("cBt-Ct-001")
        document.tree.remove(placeholder)
        let lines = Lines.split(original)
        let index = try #require(lines.firstIndex { $0.contains(#"id="cBt-Ct-001""#) })
        #expect(
            LineDiff.hunks(original, document.serialized()) == [
                Hunk(line: index + 1, removed: [lines[index]], inserted: [])
            ])
        #expect(try document.requireView("iNb-Vw-001").constraints.count == 9)
    }
}
