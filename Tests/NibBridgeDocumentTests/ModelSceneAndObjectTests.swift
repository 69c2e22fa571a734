import NibBridgeDocument
import Testing

/// Scenes, top-level objects, placeholders, lookup by id and the object outline.
@Suite struct ModelSceneAndObjectTests {
    @Test func scenesWithTheirTitlesAndObjects() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let scenes = document.scenes
        #expect(scenes.map(\.sceneID) == ["Nav-sC-001", "iNb-sC-001", "dTl-sC-001"])
        #expect(scenes.map(\.title) == ["Navigation Controller", "Inbox", "Message"])
        #expect(scenes.map { $0.mainObject?.id } == ["nAv-Ct-r01", "iNb-Vc-001", "dTl-Vc-001"])
        #expect(
            scenes.map { $0.mainObject?.baseClassName } == [
                "UINavigationController", "UIViewController", "UIViewController",
            ])
        #expect(scenes[1].objects.map(\.elementName) == ["viewController", "placeholder", "exit"])
        #expect(
            scenes.map(\.canvasLocation) == [
                IBPoint(x: -620, y: 4), IBPoint(x: 192, y: 4), IBPoint(x: 1004, y: 4),
            ])
        #expect(document.topLevelObjects.isEmpty, "a storyboard has scenes, not top-level objects")
    }

    @Test func aSceneWithoutACommentHasNoTitle() throws {
        let document = try Fixtures.document("Living Room.storyboard")
        let tree = document.tree
        let scene = document.scenes[1].node
        let comment = try #require(
            tree.parent(of: scene).flatMap { parent in
                tree.children(of: parent).filter { tree.kind(of: $0) == .comment }.last
            })
        #expect(document.scenes[1].title == "Now Playing")
        tree.remove(comment)
        #expect(document.scenes[1].title == nil)
        #expect(document.scenes[0].title == "Tab Bar Controller")
    }

    @Test func xibTopLevelObjectsAndPlaceholders() throws {
        let document = try Fixtures.document("ProfileCardView.xib")
        let objects = document.topLevelObjects
        #expect(objects.map(\.id) == ["-1", "-2", "pCv-Rt-001"])
        #expect(objects.map(\.isPlaceholder) == [true, true, false])
        #expect(objects.map(\.placeholderIdentifier) == ["IBFilesOwner", "IBFirstResponder", nil])
        #expect(objects.map(\.userLabel) == ["File's Owner", nil, nil])
        #expect(objects.map(\.className) == ["ProfileCardView", "UIResponder", "ProfileCardContentView"])
        #expect(objects.map(\.baseClassName) == ["NSObject", "NSObject", "UIView"])
        #expect(document.scenes.isEmpty)
    }

    @Test func storyboardPlaceholders() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let responder = try document.requireObject("fRs-Ib-001")
        #expect(responder.isPlaceholder)
        #expect(responder.placeholderIdentifier == "IBFirstResponder")
        #expect(responder.userLabel == "First Responder")
        let exit = try document.requireObject("eXt-Ib-001")
        #expect(!exit.isPlaceholder && exit.userLabel == "Exit")
    }

    @Test func cocoaPlaceholdersAreCustomObjects() throws {
        let document = try Fixtures.document("PreferencesWindow.xib")
        let objects = document.topLevelObjects
        #expect(objects.map(\.id) == ["-2", "-1", "-3", "pRf-Wn-001"])
        #expect(objects.map(\.userLabel) == ["File's Owner", "First Responder", "Application", nil])
        #expect(objects.map(\.className) == ["PreferencesWindowController", "FirstResponder", "NSObject", "NSWindow"])
        #expect(objects.map(\.isPlaceholder) == [true, true, true, false])
    }

    @Test func lookupByID() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let label = try document.requireObject("sTt-Lb-001")
        #expect(label.elementName == "label")
        #expect(document.location(of: label.node)?.description == "Inbox.storyboard:43:29")
        #expect(label.location?.line == 43)
        #expect(document.object(withID: "no-such-id") == nil)
        #expect(document.element(withID: "iNb-sC-001") == nil, "a scene has a sceneID, not an id")

        // Ids follow edits: a renamed id is found under its new name only.
        document.tree.setAttribute("id", "sTt-Lb-999", on: label.node)
        #expect(document.object(withID: "sTt-Lb-001") == nil)
        #expect(document.object(withID: "sTt-Lb-999")?.node == label.node)
        let added = document.tree.makeElement("view", attributes: [("id", "nEw-Vw-001")])
        #expect(document.object(withID: "nEw-Vw-001") == nil, "a detached element is not in the document")
        document.tree.insert(added, into: try document.requireElement("iNb-Vw-001"))
        #expect(document.object(withID: "nEw-Vw-001")?.node == added)
    }

    @Test func childObjectsFollowInterfaceBuildersOutline() throws {
        let document = try Fixtures.document("Inbox.storyboard")
        let controller = try document.requireObject("iNb-Vc-001")
        #expect(controller.childObjects.map(\.id) == ["iNb-Vw-001", "iNb-Ni-001"])
        let view = try document.requireObject("iNb-Vw-001")
        // Subviews through the id-less <subviews>, then the safe area guide; constraints and variations are not objects.
        #expect(view.childObjects.map(\.id) == ["aVt-Im-001", "sTt-Lb-001", "cMp-Bt-001", "iNb-Sa-001"])
        #expect(try document.requireObject("iNb-Ni-001").childObjects.map(\.id) == ["rFr-Bb-001"])
        #expect(try document.requireObject("cMp-Bt-001").childObjects.isEmpty, "connections are not objects")
        #expect(try document.requireObject("aVt-Im-001").parentObject?.id == "iNb-Vw-001")
        #expect(try document.requireObject("iNb-Vc-001").parentObject == nil, "scenes have no id attribute")
        #expect(try document.requireObject("rFr-Bb-001").key == "rightBarButtonItem")
    }

    @Test func cocoaOutline() throws {
        let document = try Fixtures.document("PreferencesWindow.xib")
        let window = try document.requireObject("pRf-Wn-001")
        #expect(window.childObjects.map(\.id) == ["pRf-Cv-001"])
        #expect(try document.requireObject("nMf-Tf-001").childObjects.map(\.id) == ["nMf-Cl-001"])
        #expect(try document.requireObject("nMf-Cl-001").key == "cell")
        #expect(try document.requireObject("nMf-Cl-001").baseClassName == "NSTextFieldCell")
        #expect(try document.requireObject("sVe-Cl-001").baseClassName == "NSButtonCell")
    }
}
