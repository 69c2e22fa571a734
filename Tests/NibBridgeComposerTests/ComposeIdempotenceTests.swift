import Foundation
import NibBridgeComposer
import NibBridgeDocument
import Testing

/// Composing is idempotent: content carrying the `nibBridgeComposedFrom` mark is a nib's content
/// already, so composing composed output changes no byte and replaces nothing, for every fixture
/// (nested nibs, cycles, File's Owner nibs and include lists among them).
struct ComposeIdempotenceTests {
    @Test(arguments: ComposedFixture.all)
    func composingComposedOutputGivesTheSameBytes(_ name: String) throws {
        let once = try ComposedFixture(name)
        #expect(!once.outputs.isEmpty)
        let twice = try TemporaryFolder("compose-twice-\(name)")
        let summary = ComposeRun.run(
            ComposeRun.Request(
                paths: [once.output.path], output: twice.path, selection: ComposedFixture.selection(for: name)))
        #expect(summary.placeholders == 0, "\(name): placeholders replaced again")
        let again = try FileTree.read(twice.path)
        let differing = Set(once.outputs.keys).union(again.keys).filter { once.outputs[$0] != again[$0] }.sorted()
        #expect(differing.isEmpty, "\(name): composing twice changed \(differing)")
        // A fixture that fails on purpose (a cycle, a missing nib) may fail again, never more.
        let errors = { (diagnostics: [Diagnostic]) in diagnostics.filter { $0.severity == .error }.count }
        #expect(errors(summary.diagnostics) <= errors(once.summary.diagnostics), "\(summary.diagnostics)")
    }

    @Test func composedContentIsNoPlaceholder() throws {
        let once = try ComposedFixture("Nested")
        let index = ProjectIndex(root: once.output.path)
        for relative in once.outputs.keys.sorted() {
            let document = try once.document(relative)
            let marked = document.tree.descendantElements(of: document.rootElement).contains {
                document.tree.attribute("nibBridgeComposedFrom", of: $0) != nil
            }
            guard marked else { continue }
            #expect(index.placeholders(in: document).isEmpty, "\(relative) still has placeholders")
        }
    }
}
