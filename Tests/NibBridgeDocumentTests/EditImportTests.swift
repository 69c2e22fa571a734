import NibBridgeDocument
import Testing

/// `importSubtree` copies markup between documents (or within one) and re-indents it for where it goes.
@Suite struct EditImportTests {
    @Test func aSubtreeFromAnotherDocumentIsReindentedForItsNewDepth() throws {
        let source = try Fixtures.document("ProfileCardView.xib")
        let target = try Fixtures.document("Inbox.storyboard")
        let original = target.serialized()
        let badge = try source.requireElement("bDg-Vw-001")
        #expect(source.tree.depth(of: badge) == 4)

        let copy = target.tree.importSubtree(badge, from: source.tree)
        let textView = try target.requireElement("bDy-Tv-001")
        let subviews = try #require(target.tree.parent(of: textView))
        target.tree.insert(copy, into: subviews)
        #expect(target.tree.depth(of: copy) == 7)

        let edited = target.serialized()
        Golden.assert(edited, matches: "Inbox-importedView.storyboard")
        let sourceLines = Lines.split(source.serialized())
        let first = try #require(sourceLines.firstIndex { $0.contains(#"id="bDg-Vw-001""#) })
        let expected = sourceLines[first...(first + 7)].map { String(repeating: " ", count: 12) + $0 }
        let lines = Lines.split(original)
        let close = try #require(lines.firstIndex { $0 == "                            </textView>" })
        #expect(LineDiff.hunks(original, edited) == [Hunk(line: close + 2, removed: [], inserted: expected)])

        // The source document is untouched, and the copy is a view of the target.
        #expect(source.serialized() == (try Fixtures.bytes("ProfileCardView.xib")))
        let reread = try IBDocument(bytes: edited, path: "Inbox.storyboard")
        let view = try reread.requireView("bDg-Vw-001")
        #expect(view.superview?.id == "dTl-Vw-001")
        #expect(view.constraints.map(\.constant) == [20, 40])
    }

    @Test func textAndReferencesSurviveTheCopy() throws {
        let source = try Fixtures.document("Inbox.storyboard")
        let target = try Fixtures.document("Annotated.xib")
        let textView = try source.requireElement("bDy-Tv-001")
        let copy = target.tree.importSubtree(textView, from: source.tree)
        let objects = try #require(target.tree.firstElement(of: target.rootElement, named: "objects"))
        target.tree.insert(copy, into: objects)
        let text = target.serializedText
        // Character data is copied as it is: its line break is content, not indentation.
        #expect(
            text.contains(
                "        <textView clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"scaleToFill\" editable=\"NO\""
                    + " textAlignment=\"natural\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"bDy-Tv-001\">\n"
                    + "            <rect key=\"frame\" x=\"0.0\" y=\"103\" width=\"393\" height=\"715\"/>\n"
                    + "            <string key=\"text\">Dear reader,\nthis message spans two lines &amp; uses an ampersand.</string>\n"
                    + "            <fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>\n"
            ))
        // Attribute values with references are decoded and escaped again in Xcode's style.
        let label = try source.requireElement("sTt-Lb-001")
        source.tree.setAttribute("text", "A \"quoted\"\nline", on: label)
        let labelCopy = target.tree.importSubtree(label, from: source.tree)
        target.tree.insert(labelCopy, into: objects)
        #expect(target.serializedText.contains(#"text="A &quot;quoted&quot;&#10;line""#))
        #expect(target.tree.attribute("text", of: labelCopy) == "A \"quoted\"\nline")
    }

    @Test func movingWithinADocumentIsAnImportAndARemoval() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let original = document.serialized()
        let tree = document.tree
        let badge = try document.requireElement("bDg-Vw-001")
        let objects = try #require(tree.firstElement(of: document.rootElement, named: "objects"))
        let copy = tree.importSubtree(badge, from: tree)
        tree.remove(badge)
        tree.insert(copy, into: objects)
        #expect(document.element(withID: "bDg-Vw-001") == copy)
        #expect(document.topLevelObjects.map(\.id) == ["-1", "-2", "pCv-Rt-001", "bDg-Vw-001"])

        let lines = Lines.split(original)
        let first = try #require(lines.firstIndex { $0.contains(#"id="bDg-Vw-001""#) })
        let moved = lines[first...(first + 7)].map { String($0.dropFirst(8)) }
        let objectsEnd = try #require(lines.firstIndex { $0 == "    </objects>" })
        #expect(
            LineDiff.hunks(original, document.serialized()) == [
                Hunk(line: first + 1, removed: Array(lines[first...(first + 7)]), inserted: []),
                Hunk(line: objectsEnd + 1, removed: [], inserted: moved),
            ])
    }
}
