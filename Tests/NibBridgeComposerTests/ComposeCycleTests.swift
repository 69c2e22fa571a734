import NibBridgeComposer
import NibBridgeDocument
import Testing

/// PingView's nib embeds PongView, whose nib embeds PingView again. Composition reports the chain where
/// the cycle closes, inlines everything up to there, and leaves the cyclic placeholder as it is. TreeView's
/// nib holds a TreeView of its own: the runtime keeps it (its loading stack names TreeView), so it is no
/// cycle.
struct ComposeCycleTests {
    @Test func matchesGoldenFiles() throws {
        try ComposedFixture("Cycle").expectGolden()
    }

    @Test func cycleIsReportedWithItsChain() throws {
        let run = try ComposedFixture("Cycle")
        let cycles = run.diagnostics(rule: "cycle")
        #expect(
            cycles.map(\.description) == [
                "\(run.input)/PingView.xib:21:17: error: nib embedding cycle: PongView -> PingView -> PongView [cycle]",
                "\(run.input)/PongView.xib:21:17: error: nib embedding cycle: PingView -> PongView -> PingView [cycle]",
            ])
        let errors = run.summary.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == cycles.count, "\(run.summary.diagnostics.map(\.description))")
    }

    @Test func documentsAreWrittenWithTheCyclicPlaceholderLeftInPlace() throws {
        let run = try ComposedFixture("Cycle")
        // The two nibs where the cycle closes have an error of their own: they are not written.
        #expect(run.outputs.keys.sorted() == ["Main.storyboard", "TreeView.xib"])
        #expect(
            run.summary.diagnostics.filter { $0.severity == .note }.map(\.message)
                == Array(
                    repeating: "not written: composing this document reported 1 error(s)", count: 2))
        let document = try run.document("Main.storyboard")
        // Main -> PingView (inlined) -> PongView (inlined) -> PingView (the cycle: kept as a placeholder).
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Png-pH-001") == "PingView.xib")
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Png-pH-002") == "PongView.xib")
        #expect(document.attribute("customClass", ofID: "Pon-pH-002") == "PingView")
        #expect(document.childIDs(of: "Pon-pH-002", in: "subviews").isEmpty)
        #expect(document.holderID(of: "Pon-pH-002") == "Png-pH-002")
        #expect(document.holderID(of: "Png-pH-002") == "Png-pH-001")
    }

    @Test func cyclicPlaceholderIsMarkedSoTheRuntimeKeepsItToo() throws {
        let document = try ComposedFixture("Cycle").document("Main.storyboard")
        // The runtime stops at the same place (its loading stack sees the cycle): the marker tells it that
        // this view is already what composition decided, so it does not start the loop again.
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Pon-pH-002") == "")
    }

    @Test func nibHoldingAViewOfItsOwnClassIsNoCycle() throws {
        let run = try ComposedFixture("Cycle")
        #expect(!run.summary.diagnostics.contains { $0.location?.path.hasSuffix("TreeView.xib") == true })
        let unchanged = run.outputs["TreeView.xib"] == run.inputsBefore["TreeView.xib"]
        #expect(unchanged, "nothing to compose in TreeView.xib")
        let document = try run.document("Main.storyboard")
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Tre-pH-001") == "TreeView.xib")
        #expect(document.childIDs(of: "Tre-pH-001", in: "subviews") == ["Tre-br-001"])
        // The inner TreeView is the nib's own: marked as composed so nothing bridges it again.
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Tre-br-001") == "")
        #expect(document.childIDs(of: "Tre-br-001", in: "subviews").isEmpty)
    }

    @Test func composeCommandFailsAndWritesOnlyTheDocumentsWithoutErrors() throws {
        let output = try TemporaryFolder("compose-cycle-cli")
        let input = Fixtures.path("Compose/Cycle")
        let result = try CLI.run(["compose", input, "-o", output.path])
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "composed 4 documents, replaced 4 placeholders, wrote 2 files to \(output.path) (2 not written)\n")
        #expect(result.standardError.components(separatedBy: "error: nib embedding cycle:").count == 3)
        #expect(result.standardError.components(separatedBy: "note: not written:").count == 3)
        let written = Set(try FileTree.read(output.path).keys).filter { !$0.hasPrefix(".") }
        #expect(written == ["Main.storyboard", "TreeView.xib"])
    }
}
