import NibBridgeComposer
import NibBridgeDocument
import Testing

/// `Responder/`: ActionBar.xib's buttons send `save:` to First Responder and `share:` to File's Owner. Once
/// composed into the storyboard, both go to the scene's First Responder: actions to First Responder go up the
/// responder chain wherever the view is, and a control keeps its target weakly, so at run time the action to
/// the discarded File's Owner (the placeholder) goes up the chain too.
struct ComposeResponderTests {
    @Test func actionsGoToTheScenesFirstResponder() throws {
        let run = try ComposedFixture("Responder")
        #expect(run.summary.placeholders == 1)
        #expect(run.summary.diagnostics.isEmpty, "\(run.summary.diagnostics.map(\.description))")
        let document = try run.document("Main.storyboard")
        let tree = document.tree
        let actions = tree.descendantElements(of: document.rootElement).filter { tree.nameEquals($0, "action") }
        #expect(actions.compactMap { tree.attribute("selector", of: $0) } == ["save:", "share:"])
        #expect(actions.allSatisfy { tree.attribute("destination", of: $0) == "Rsp-fr-001" })
    }
}
