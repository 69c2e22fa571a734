import Foundation
import NibBridgeDocument
import Testing

/// The `nibbridge tree` report: the object hierarchy as text (against golden files) and as JSON.
@Suite struct HierarchyTests {
    @Test(arguments: [
        ("Inbox.storyboard", "Inbox.hierarchy.txt"),
        ("ProfileCardView.xib", "ProfileCardView.hierarchy.txt"),
        ("PreferencesWindow.xib", "PreferencesWindow.hierarchy.txt"),
    ])
    func textRendering(_ fixture: String, _ golden: String) throws {
        let hierarchy = DocumentHierarchy(document: try Fixtures.document(fixture))
        Golden.assert(hierarchy.renderedText(), matches: golden)
    }

    @Test func storyboardHierarchyStructure() throws {
        let hierarchy = DocumentHierarchy(document: try Fixtures.document("Inbox.storyboard"))
        #expect(hierarchy.path == "Inbox.storyboard")
        #expect(hierarchy.kind == .storyboard)
        #expect(hierarchy.targetRuntime == "iOS.CocoaTouch" && hierarchy.toolsVersion == "23094")
        #expect(hierarchy.objects.isEmpty)
        #expect(hierarchy.scenes.map(\.title) == ["Navigation Controller", "Inbox", "Message"])
        let controller = try #require(hierarchy.scenes[1].objects.first)
        #expect(controller.className == "InboxViewController" && controller.customModule == "Mail")
        let view = try #require(controller.children.first)
        #expect(view.key == "view" && view.constraintCount == 10)
        #expect(view.frame == IBRect(x: 0, y: 0, width: 393, height: 852))
        #expect(view.children.map(\.element) == ["imageView", "label", "button", "viewLayoutGuide"])
        #expect(view.children[0].constraintCount == 2)
    }

    @Test func renderingFollowsEdits() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        document.tree.remove(try document.requireElement("bDg-Vw-001"))
        document.tree.setAttribute("userLabel", "Card", on: try document.requireElement("pCv-Rt-001"))
        let text = DocumentHierarchy(document: document).renderedText()
        #expect(!text.contains("bDg-Vw-001"))
        #expect(
            text.contains(
                #"└─ view pCv-Rt-001 Profiles.ProfileCardContentView "Card" frame=(0, 0, 320, 120) constraints=7"#))
    }

    @Test func jsonRoundTrips() throws {
        let hierarchies = try Fixtures.documents.map { DocumentHierarchy(document: try Fixtures.document($0)) }
        let json = DocumentHierarchy.renderedJSON(hierarchies)
        let decoded = try JSONDecoder().decode([DocumentHierarchy].self, from: Data(json.utf8))
        #expect(decoded == hierarchies)
        #expect(json.contains(#""path" : "Living Room.storyboard""#))
        #expect(DocumentHierarchy.renderedJSON([]) == "[\n\n]")
    }
}
