import Foundation
import NibBridgeDocument
import NibBridgeTestSupport
import Testing

/// Edits on every real document touch only the lines they must, and what is written reads back. Every
/// document that has a view is edited (the tests skip a corpus without views); a document the reader
/// refuses with a located error is counted and checked by ``UnreadableDocuments``, not edited.
@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct CorpusEditTests {
    static let label = "Edited \"by\" <NibBridge> & co\nline two"
    static let escapedLabel = #"userLabel="Edited &quot;by&quot; &lt;NibBridge&gt; &amp; co&#10;line two""#

    /// Setting an attribute on the first view rewrites exactly that view's start-tag line.
    @Test func anAttributeEditChangesOneLine() throws {
        var failures: [String] = []
        var edited = 0
        var candidates = 0
        var unreadable = UnreadableDocuments()
        for path in Corpus.documentPaths {
            guard let document = unreadable.read(path, { try IBDocument(contentsOfFile: $0) }) else { continue }
            guard let view = document.allViews.first else { continue }
            candidates += 1
            guard let id = view.id, let line = document.location(of: view.node)?.line else {
                failures.append("\(path): its first view has no id or no line")
                continue
            }
            let original = document.serialized()
            let lines = Lines.split(original)
            let before = lines[line - 1]
            // A document with CRLF line breaks (a Windows checkout) keeps its `\r` after the edited tag.
            let lineEnd = before.hasSuffix("\r") ? "\r" : ""
            let tag = String(before.dropLast(lineEnd.count))
            let close = tag.hasSuffix("/>") ? "/>" : ">"
            // An edited start tag is written as Xcode writes one: no space before its end, even where the
            // document had one (`EditAttributeTests`).
            var body = String(tag.dropLast(close.count))
            while body.last == " " || body.last == "\t" { body.removeLast() }
            let expected: String
            if let range = body.range(of: #" userLabel="[^"]*""#, options: .regularExpression) {
                expected = body.replacingCharacters(in: range, with: " " + Self.escapedLabel) + close + lineEnd
            } else {
                expected = body + " " + Self.escapedLabel + close + lineEnd
            }
            document.tree.setAttribute("userLabel", Self.label, on: view.node)
            let bytes = document.serialized()
            let hunks = LineDiff.hunks(original, bytes)
            if hunks != [Hunk(line: line, removed: [before], inserted: [expected])] {
                failures.append("\(path):\(line): \(hunks.prefix(2))")
                continue
            }
            do {
                let reread = try IBDocument(bytes: bytes, path: path)
                if reread.object(withID: id)?.userLabel != Self.label {
                    failures.append("\(path): label reads back wrong")
                }
                if reread.serialized() != bytes { failures.append("\(path): edited document does not round-trip") }
            } catch {
                failures.append(error.rendered())
            }
            edited += 1
        }
        unreadable.report("corpus edits")
        try NothingToCheck.skip(if: candidates == 0, "no document below \(Corpus.root) has a view")
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5).joined(separator: "\n"))")
        #expect(edited == candidates)
    }

    /// Removing a view that has siblings removes exactly the lines of its subtree.
    @Test func removingAViewRemovesItsLinesOnly() throws {
        var failures: [String] = []
        var removed = 0
        var candidates = 0
        var unreadable = UnreadableDocuments()
        for path in Corpus.documentPaths {
            guard let document = unreadable.read(path, { try IBDocument(contentsOfFile: $0) }) else { continue }
            let tree = document.tree
            let candidate = document.allViews.last { view in
                guard let parent = tree.parent(of: view.node), tree.nameEquals(parent, "subviews") else { return false }
                return tree.elements(of: parent).count > 1
            }
            guard let view = candidate else { continue }
            candidates += 1
            guard let line = document.location(of: view.node)?.line else {
                failures.append("\(path): the view to remove has no line")
                continue
            }
            let sharesItsID =
                view.id.map { id in
                    tree.descendantElements(of: document.rootElement).filter { tree.attribute("id", of: $0) == id }
                        .count > 1
                } ?? true
            let original = document.serialized()
            let subtree = Lines.split(tree.serialized(view.node))
            let lines = Lines.split(original)
            tree.remove(view.node)
            let bytes = document.serialized()
            let expected = Array(lines[(line - 1)..<(line - 1 + subtree.count)])
            let hunks = LineDiff.hunks(original, bytes)
            if hunks != [Hunk(line: line, removed: expected, inserted: [])] {
                failures.append("\(path):\(line): \(hunks.prefix(2))")
                continue
            }
            if subtree.first.map({ !lines[line - 1].hasSuffix($0) }) ?? true {
                failures.append("\(path):\(line): the subtree does not start on the view's line")
            }
            do {
                let reread = try IBDocument(bytes: bytes, path: path)
                if reread.serialized() != bytes { failures.append("\(path): edited document does not round-trip") }
                if !sharesItsID, let id = view.id, reread.object(withID: id) != nil {
                    failures.append("\(path): \(id) is still there")
                }
            } catch {
                failures.append(error.rendered())
            }
            removed += 1
        }
        unreadable.report("corpus edits")
        try NothingToCheck.skip(if: candidates == 0, "no document below \(Corpus.root) has a view with siblings")
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5).joined(separator: "\n"))")
        #expect(removed == candidates)
    }
}
