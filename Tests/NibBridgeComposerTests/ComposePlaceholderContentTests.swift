import NibBridgeComposer
import NibBridgeDocument
import Testing

/// What the parent document puts on a placeholder besides carried properties, and how composition moves
/// it onto the nib's view as the runtime does: subviews on top of the nib's content, constraints held by
/// the placeholder (with the outlets that point at them), and runtime attributes applied after the nib's.
struct ComposePlaceholderContentTests {
    @Test(arguments: ["PlaceholderSubviews", "ConstraintOutlet", "RuntimeAttributes"])
    func matchesGoldenFiles(_ fixture: String) throws {
        let run = try ComposedFixture(fixture)
        #expect(run.summary.placeholders == 1)
        #expect(run.summary.diagnostics.isEmpty, "\(run.summary.diagnostics.map(\.description))")
        try run.expectGolden()
    }

    @Test func placeholderSubviewsGoOnTopOfTheNibsContent() throws {
        let document = try ComposedFixture("PlaceholderSubviews").document("Dashboard.storyboard")
        #expect(document.childIDs(of: "Rng-pH-001", in: "subviews") == ["Trk-vw-001", "Pct-lb-001"])
        // The constraints centering the placeholder's label move with it, still relating the same ids.
        #expect(document.holderID(of: "Pct-cx-001") == "Rng-pH-001")
        #expect(document.attribute("secondItem", ofID: "Pct-cx-001") == "Rng-pH-001")
        #expect(document.attribute("multiplier", ofID: "Rng-ar-001") == "1:1")
        #expect(
            document.connectionSummaries == [
                "Rng-pH-001.trackView -> Trk-vw-001",
                "Dsh-vc-001.percentLabel -> Pct-lb-001",
            ])
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
