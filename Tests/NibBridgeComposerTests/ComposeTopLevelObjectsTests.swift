import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// A nib whose root view has a tap gesture recognizer, a top-level object of the nib: it joins the
/// scene's objects (the runtime instantiates it with the nib), marked as composed so it is not taken for
/// one of the scene's own top-level objects. The placeholder's own long-press recognizer is added too.
struct ComposeTopLevelObjectsTests {
    static let storyboard = "Main.storyboard"

    @Test func matchesGoldenFiles() throws {
        try ComposedFixture("GestureRecognizer").expectGolden()
    }

    @Test func recognizerJoinsTheScenesObjects() throws {
        let document = try ComposedFixture("GestureRecognizer").document(Self.storyboard)
        let tree = document.tree
        let recognizer = try document.required("4op-51-Dvd")
        #expect(tree.name(of: recognizer) == "tapGestureRecognizer")
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "4op-51-Dvd") == "NoticeView.xib")
        let objects = try #require(tree.parent(of: recognizer))
        #expect(tree.name(of: objects) == "objects")
        #expect(tree.attribute("sceneID", of: try #require(tree.parent(of: objects))) == "Gst-sc-001")
        #expect(
            tree.elements(of: objects).compactMap { tree.attribute("id", of: $0) } == [
                "Gst-vc-001", "Gst-fr-001", "Lpr-gr-001", "4op-51-Dvd",
            ])
    }

    @Test func recognizersAreConnectedToTheComposedView() throws {
        let document = try ComposedFixture("GestureRecognizer").document(Self.storyboard)
        #expect(
            document.connectionSummaries == [
                "Ban-pH-001.titleLabel -> xLW-HX-XmH",
                "Ban-pH-001.gestureRecognizers -> 4op-51-Dvd",
                "Ban-pH-001.gestureRecognizers -> Lpr-gr-001",
                "Gst-vc-001.noticeView -> Ban-pH-001",
                "Lpr-gr-001.noticeWasLongPressed: -> Gst-vc-001",
                "4op-51-Dvd.noticeWasPressed -> Ban-pH-001",
            ])
    }

    @Test func aNoteSaysWhichObjectsJoined() throws {
        let run = try ComposedFixture("GestureRecognizer")
        #expect(
            run.summary.diagnostics.map(\.description) == [
                "\(run.input)/Main.storyboard:19:29: note: 1 top-level object(s) of nib 'NoticeView' join this "
                    + "document's top-level objects [top-level-objects]"
            ])
    }

    @Test func loadedViewHasBothRecognizersAndTheSceneKeepsItsOwnTopLevelObjects() throws {
        let run = try ComposedFixture("GestureRecognizer")
        let loader = ConventionLoad.loader(root: run.input, cache: NibCache())
        for path in [run.input + "/" + Self.storyboard, run.output.file(Self.storyboard)] {
            let loaded = loader.load(path: path)
            #expect(loaded.diagnostics.isEmpty, "\(path): \(loaded.diagnostics.map(\.description))")
            // The nib's tap recognizer is the view's, not one of the scene's top-level objects.
            #expect(loaded.topLevelObjects.compactMap(\.documentID) == ["Gst-vc-001", "Lpr-gr-001"], "\(path)")
            let notice = try #require(loaded.objectsByID["Ban-pH-001"] as? LiveView, "\(path)")
            #expect(notice.className == "NoticeView")
            #expect(
                notice.gestureRecognizers.map(\.className) == [
                    "UITapGestureRecognizer", "UILongPressGestureRecognizer",
                ],
                "\(path)")
            #expect(notice.gestureRecognizers.first?.actions.map(\.selector) == ["noticeWasPressed"], "\(path)")
            #expect(notice.gestureRecognizers.first?.actions.first?.target === notice, "\(path)")
        }
    }
}
