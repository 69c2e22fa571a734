import Foundation
import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// The report of `nibbridge load` (``LiveTree``) for the XXNibBridge-like storyboard, as text and JSON,
/// against golden files in `Fixtures/Golden` (record with `NIBBRIDGE_RECORD=1`).
@Suite("Live tree report")
struct LiveTreeReportTests {
    /// The tree with paths relative to the fixtures folder, so that the report does not depend on where the
    /// test bundle lives.
    private func tree() throws -> LiveTree {
        let loaded = Fixtures.conventionLoader("XXBridge").load(path: Fixtures.path("XXBridge", "Main.storyboard"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        var tree = LiveTree(loaded: loaded)
        tree.path = "XXBridge/Main.storyboard"
        return tree
    }

    private func relative(_ text: String) -> String {
        text.replacingOccurrences(of: Fixtures.root + "/", with: "")
    }

    @Test("text report")
    func text() throws {
        let text = try tree().renderedText()
        #expect(text.contains("bridgedFrom=DogeView.xib"))
        Golden.assert(relative(text), matches: "XXBridge.tree.txt")
    }

    @Test("JSON report")
    func json() throws {
        let json = LiveTree.renderedJSON([try tree()])
        #expect(json.contains("\"bridgedFrom\""))
        Golden.assert(relative(json), matches: "XXBridge.tree.json")
    }

    @Test("the JSON report decodes back to the same tree")
    func jsonRoundTrip() throws {
        let tree = try tree()
        let decoded = try JSONDecoder().decode([LiveTree].self, from: Data(LiveTree.renderedJSON([tree]).utf8))
        #expect(decoded == [tree])
    }

    @Test("the report shows each bridged view once, awoken once, with the placeholder's size constraints")
    func reportContent() throws {
        let tree = try tree()
        var bridged: [LiveTree.Node] = []
        func visit(_ node: LiveTree.Node) {
            if node.bridgedFrom != nil { bridged.append(node) }
            node.children.forEach(visit)
        }
        tree.objects.forEach(visit)
        #expect(bridged.map(\.className) == ["DogeView", "SarkView", "DogeView"])
        #expect(bridged.allSatisfy { $0.awakeFromNibCount == 1 })
        let doge = try #require(bridged.first)
        #expect(doge.constraints.filter { $0.formula.hasSuffix("== 100") }.count == 2)
    }
}
