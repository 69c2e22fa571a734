import NibBridgeComposer
import NibBridgeDocument
import Testing

/// An include list narrows bridging to the classes it names: BadgeView is bridged, LegacyView (which has
/// a nib) is left alone, and GhostView (named, but without a nib) is an error, as `nibbridge check` says,
/// which keeps the document that holds it from being written.
struct ComposeIncludeListTests {
    static let document = "AccountViewController.xib"
    /// The fixture's include list without GhostView, so that the document is written.
    static let withoutGhost = BridgeSelection(include: ["BadgeView"])

    @Test func matchesGoldenFiles() throws {
        try ComposedFixture("IncludeList", selection: Self.withoutGhost).expectGolden()
    }

    @Test func onlyIncludedClassesAreComposed() throws {
        let run = try ComposedFixture("IncludeList", selection: Self.withoutGhost)
        #expect(run.summary.placeholders == 1)
        let document = try run.document(Self.document)
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Bdg-pH-001") == "BadgeView.xib")
        #expect(document.childIDs(of: "Bdg-pH-001", in: "subviews") == ["Bad-lb-101"])
        for id in ["Gst-pH-001", "Lgc-pH-001"] {
            #expect(document.attribute("nibBridgeComposedFrom", ofID: id) == nil)
            #expect(document.childIDs(of: id, in: "subviews").isEmpty)
        }
        #expect(document.childIDs(of: "Lgc-pH-001", in: "constraints") == ["Lgc-ht-001"])
    }

    @Test func missingNibOfAnIncludedClassIsAnError() throws {
        let run = try ComposedFixture("IncludeList")
        #expect(
            run.summary.diagnostics.map(\.description) == [
                "\(run.input)/AccountViewController.xib:1:1: note: not written: composing this document reported 1 "
                    + "error(s)",
                "\(run.input)/AccountViewController.xib:28:17: error: no nib named 'GhostView.xib' under \(run.input) "
                    + "for bridged class GhostView [missing-nib]",
            ])
        #expect(run.summary.written.count == 2, "the other documents are written, not the one with the error")
    }

    @Test func excludeListWinsOverTheIncludeList() throws {
        let run = try ComposedFixture(
            "IncludeList", selection: BridgeSelection(include: ["BadgeView", "LegacyView"], exclude: ["BadgeView"]))
        #expect(run.summary.placeholders == 1)
        #expect(run.summary.diagnostics.isEmpty)
        let document = try run.document(Self.document)
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Bdg-pH-001") == nil)
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Lgc-pH-001") == "LegacyView.xib")
    }

    @Test func withoutAListEveryClassWithANibIsComposed() throws {
        let run = try ComposedFixture("IncludeList", selection: BridgeSelection())
        #expect(run.summary.placeholders == 2)
        #expect(run.summary.diagnostics.isEmpty, "GhostView has no nib and is not named: not a placeholder")
    }
}
