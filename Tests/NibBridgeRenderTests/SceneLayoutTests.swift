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

    @Test("frame reproduction computes every stored frame of the fixtures again")
    func reproduction() {
        let overall = FrameReproduction.measure(project: Self.folder).overall
        #expect(overall.views == 5, "two labels and a footer below the root views; a table and a button")
        #expect(overall.matched == overall.views)
    }

    /// `SceneBars/OpaqueBars.storyboard`, an Xcode 8 document: its root view, below an opaque navigation bar,
    /// is stored at y 64 with the screen's whole height (667), but IB laid it out in the 603 points left.
    @Test("a root view stored below an opaque bar with the screen's height is drawn in the height IB used")
    func opaqueBarLayoutSize() throws {
        let document = Self.folder + "/OpaqueBars.storyboard"
        let loaded = ConventionLoad.loader(root: Self.folder).load(path: document)
        let controller = try #require(loaded.objectsByID["Lst-Vc-001"])
        let root = try #require(loaded.objectsByID["Lst-Rt-004"] as? LiveView)
        let drawn = try #require(try SceneRenderer.frames(of: controller, loaded: loaded, options: RenderOptions()))
        #expect(drawn.rootTop == 64)
        for view in root.subviews {
            #expect(drawn.layout.frame(of: view) == view.frame, "\(view.documentID ?? "") at its stored frame")
        }
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
