import Foundation
import NibBridgeComposer
import NibBridgeDocument
import Testing

/// One nib inlined twice in a document: its ids collide with each other (and one with the storyboard's
/// own label). Free ids are kept, taken ones are renamed to ids derived from a stable hash, so composing
/// always writes the same ids.
struct ComposeTwiceTests {
    static let storyboard = "Tags.storyboard"

    @Test func matchesGoldenFiles() throws {
        try ComposedFixture("Twice").expectGolden()
    }

    @Test func bothPlaceholdersAreReplaced() throws {
        let run = try ComposedFixture("Twice")
        #expect(run.summary.placeholders == 2)
        #expect(run.summary.diagnostics.isEmpty, "\(run.summary.diagnostics.map(\.description))")
        let document = try run.document(Self.storyboard)
        for id in ["Tg1-aB-c01", "Tg2-aB-c02"] {
            #expect(document.attribute("nibBridgeComposedFrom", ofID: id) == "TagView.xib")
            #expect(document.childIDs(of: id, in: "subviews").count == 1)
            #expect(document.childIDs(of: id, in: "constraints").count == 4)
        }
    }

    @Test func collidingIdsAreRenamedDeterministically() throws {
        let document = try ComposedFixture("Twice").document(Self.storyboard)
        // The storyboard's own label keeps its id; placeholders are composed last in document order first,
        // so the second tag keeps the nib's free constraint ids and the first gets derived ones.
        #expect(document.attribute("text", ofID: "Lb1-tG-9xQ") == "Tags")
        #expect(document.childIDs(of: "Tg2-aB-c02", in: "subviews") == ["YOv-xe-twR"])
        #expect(
            document.childIDs(of: "Tg2-aB-c02", in: "constraints") == [
                "Kt1-aa-001", "Kt2-aa-002", "Kt3-aa-003", "Kt4-aa-004",
            ])
        #expect(document.childIDs(of: "Tg1-aB-c01", in: "subviews") == ["GEi-Sw-9Gb"])
        #expect(
            document.childIDs(of: "Tg1-aB-c01", in: "constraints") == [
                "beY-dV-umm", "Phe-YJ-7nv", "jID-rJ-gR1", "Baf-wX-QwY",
            ])
    }

    @Test func renamedIdsAreUniqueAndShapedLikeInterfaceBuilders() throws {
        let document = try ComposedFixture("Twice").document(Self.storyboard)
        let tree = document.tree
        let ids = tree.descendantElements(of: document.rootElement).compactMap { tree.attribute("id", of: $0) }
        #expect(ids.count == Set(ids).count, "duplicate ids: \(ids)")
        let pattern = try NSRegularExpression(pattern: "^[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}$")
        for id in ids where !id.hasPrefix("retina") {
            let range = NSRange(id.startIndex..., in: id)
            #expect(pattern.firstMatch(in: id, range: range) != nil, "'\(id)' is not an IB-style id")
        }
    }

    @Test func referencesFollowTheRenaming() throws {
        let document = try ComposedFixture("Twice").document(Self.storyboard)
        #expect(document.attribute("firstItem", ofID: "beY-dV-umm") == "GEi-Sw-9Gb")
        #expect(document.attribute("secondItem", ofID: "beY-dV-umm") == "Tg1-aB-c01")
        #expect(document.attribute("firstItem", ofID: "Kt1-aa-001") == "YOv-xe-twR")
        #expect(
            document.connectionSummaries == [
                "Tg1-aB-c01.textLabel -> GEi-Sw-9Gb",
                "Tg2-aB-c02.textLabel -> YOv-xe-twR",
                "vXZ-lx-hvc.primaryTag -> Tg1-aB-c01",
                "vXZ-lx-hvc.secondaryTag -> Tg2-aB-c02",
            ])
        #expect(document.childIDs(of: "Tg1-aB-c01", in: "connections") == ["LtU-RR-SSx"])
        #expect(document.childIDs(of: "Tg2-aB-c02", in: "connections") == ["Ol1-tG-0aa"])
    }

    @Test func resourcesNoLongerUsedAreNotDeclared() throws {
        let document = try ComposedFixture("Twice").document(Self.storyboard)
        let tree = document.tree
        let resources = try #require(tree.firstElement(of: document.rootElement, named: "resources"))
        // TagView.xib's blue background gave way to the placeholders' green and orange: not declared.
        #expect(
            tree.elements(of: resources).compactMap { tree.attribute("name", of: $0) } == [
                "systemBackgroundColor", "systemGreenColor", "systemOrangeColor",
            ])
    }
}
