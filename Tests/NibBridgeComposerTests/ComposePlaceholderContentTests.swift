import NibBridgeComposer
import NibBridgeDocument
import Testing

/// What the parent document puts on a placeholder besides carried properties, and how composition moves
/// it onto the nib's view as the runtime does: constraints held by the placeholder (with the outlets that
/// point at them), and runtime attributes applied after the nib's. A view of a bridged class that holds
/// subviews in a document the app loads is left as designed, as the runtime leaves it.
struct ComposePlaceholderContentTests {
    @Test(arguments: ["ConstraintOutlet", "RuntimeAttributes"])
    func matchesGoldenFiles(_ fixture: String) throws {
        let run = try ComposedFixture(fixture)
        #expect(run.summary.placeholders == 1)
        #expect(run.summary.diagnostics.isEmpty, "\(run.summary.diagnostics.map(\.description))")
        try run.expectGolden()
    }

    @Test func viewHoldingSubviewsInAStoryboardStaysAsDesigned() throws {
        let run = try ComposedFixture("PlaceholderSubviews")
        #expect(run.summary.placeholders == 0)
        #expect(run.outputs["Dashboard.storyboard"] == run.inputsBefore["Dashboard.storyboard"], "written unchanged")
        let document = try run.document("Dashboard.storyboard")
        #expect(document.childIDs(of: "Rng-pH-001", in: "subviews") == ["Pct-lb-001"])
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Rng-pH-001") == nil)
    }

    @Test func constraintOutletReachesTheConstraintOnTheNibsView() throws {
        let document = try ComposedFixture("ConstraintOutlet").document("SettingsViewController.xib")
        let tree = document.tree
        let holders = tree.descendantElements(of: document.rootElement).filter {
            tree.attribute("id", of: $0) == "Bnr-ht-001"
        }
        #expect(holders.count == 1, "the constraint exists once")
        #expect(document.holderID(of: "Bnr-ht-001") == "Bnr-pH-001")
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Bnr-pH-001") == "BannerView.xib")
        #expect(document.attribute("priority", ofID: "Bnr-ht-001") == "750")
        #expect(document.attribute("constant", ofID: "Bnr-ht-001") == "64")
        #expect(
            document.connectionSummaries == [
                "-1.bannerHeight -> Bnr-ht-001",
                "-1.bannerView -> Bnr-pH-001",
                "-1.view -> i5M-Pr-FkT",
                "Bnr-pH-001.messageLabel -> Msg-lb-001",
            ])
        // The nib's constraints first, then the placeholder's, as the bridge recreates them.
        #expect(
            document.childIDs(of: "Bnr-pH-001", in: "constraints") == [
                "Msg-ld-001", "Msg-tr-001", "Msg-cy-001", "Bnr-ht-001",
            ])
    }

    @Test func placeholderRuntimeAttributesApplyAfterTheNibsOwn() throws {
        let document = try ComposedFixture("RuntimeAttributes").document("Main.storyboard")
        let tree = document.tree
        let widget = try document.required("Wdg-pH-001")
        let list = try #require(tree.firstElement(of: widget, named: "userDefinedRuntimeAttributes"))
        let attributes = tree.elements(of: list).map { element in
            "\(tree.attribute("type", of: element) ?? "?") \(tree.attribute("keyPath", of: element) ?? "?")"
                + (tree.attribute("value", of: element).map { "=\($0)" } ?? "")
        }
        #expect(
            attributes == [
                "number layer.cornerRadius", "string text=Default",
                "string text=Hello from the storyboard", "color rectColor", "number layer.cornerRadius",
                "boolean isCompact=YES",
            ])
        #expect(tree.elements(of: widget, named: "userDefinedRuntimeAttributes").count == 1)
        #expect(document.childIDs(of: "Wdg-pH-001", in: "constraints").last == "Wdg-ht-001")
    }
}
