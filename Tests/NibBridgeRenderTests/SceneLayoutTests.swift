import Foundation
import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import NibBridgeRender
import Testing

/// `render` and frame reproduction lay a storyboard scene out alike (issue 12): a controller's root view
/// gets the safe area Interface Builder simulated (the iPhone 15's 59-point status bar, the navigation bar
/// a navigation controller gives its root), and a view below an opaque navigation bar sits below it
/// (`SceneBars/Bars.storyboard`, an Xcode 15 document). The pictures used to lay every controller's view out
/// from the screen's top with the device's status bar alone, which drew the view under the bars.
@Suite(
    "Scenes are drawn with the frames frame reproduction computes",
    .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct SceneLayoutTests {
    static let folder = Fixtures.folder + "/SceneBars"
    static let document = folder + "/Bars.storyboard"

    @Test("frame reproduction computes every stored frame of the fixture again")
    func reproduction() {
        let overall = FrameReproduction.measure(project: Self.folder).overall
        #expect(overall.views == 3, "two labels and a footer below the root views")
        #expect(overall.matched == overall.views)
    }

    @Test(
        "each controller's views are drawn where frame reproduction puts them",
        arguments: [("Bar-Vc-010", "Bar-Rt-011"), ("Bar-Vc-030", "Bar-Rt-031")])
    func sameFrames(controller: String, rootID: String) throws {
        let loaded = ConventionLoad.loader(root: Self.folder).load(path: Self.document)
        let object = try #require(loaded.objectsByID[controller])
        let root = try #require(loaded.objectsByID[rootID] as? LiveView)
        let drawn = try #require(try SceneRenderer.frames(of: object, loaded: loaded, options: RenderOptions()))
        let reproduced = LayoutEngine().layout(
            root, safeAreaInsets: FrameReproduction.simulatedSafeAreaInsets(of: root))
        #expect(drawn.rootTop == root.frame.y, "the root view sits where IB stored it (below opaque bars)")
        for view in root.subviews {
            let frame = try #require(drawn.layout.frame(of: view))
            #expect(frame == reproduced.frame(of: view), "\(view.documentID ?? "")")
            #expect(frame == view.frame, "\(view.documentID ?? "") at its stored frame")
        }
    }

    @Test("the labels are drawn below the status and navigation bars, not under them")
    func labelsBelowTheBars() throws {
        let (pictures, diagnostics) = RenderRun.pictures(document: Self.document, options: RenderOptions(format: .svg))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        for (title, top) in [("Inbox", 111.0), ("Message", 111.0)] {
            let text = try #require(pictures.flatMap(\.picture.texts).first { $0.text == title && $0.rect.y > 103 })
            #expect(text.rect.y >= top && text.rect.y < top + 24, "\(title): \(text.rect)")
        }
    }
}
