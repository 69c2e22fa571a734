import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// The XXNibBridge demo's situation (seed 003), in a storyboard of our own: a DogeView placeholder with
/// 100x100 size constraints, and a SarkView placeholder whose own nib holds another DogeView placeholder.
@Suite("XXNibBridge-like storyboard")
struct XXNibBridgeScenarioTests {
    struct Scene {
        let loaded: LoadedNib
        let controller: LiveViewController
        let doge: LiveView
        let sark: LiveView
    }

    private func load() throws -> Scene {
        let loaded = Fixtures.conventionLoader("XXBridge").load(path: Fixtures.path("XXBridge", "Main.storyboard"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let controller = try #require(loaded.topLevelObjects.first as? LiveViewController)
        return Scene(
            loaded: loaded, controller: controller, doge: try loaded.view("Dog-Ph-005"),
            sark: try loaded.view("Srk-Ph-009"))
    }

    @Test("the placeholder is replaced by the view of DogeView.xib, with the nib's subviews")
    func dogeBridged() throws {
        let scene = try load()
        let doge = scene.doge
        #expect(doge.bridgedFrom?.hasSuffix("XXBridge/DogeView.xib") == true)
        #expect(doge.documentID == "Dge-Rt-001", "the nib's root view, not the placeholder")
        #expect(doge.placeholderID == "Dog-Ph-005")
        #expect(doge.subviews.map(\.documentID) == ["Dge-Im-002", "Dge-Lb-003"])
        #expect(doge.subviews.map(\.elementName) == ["imageView", "label"])
        #expect(doge.outlets["imageView"] === doge.subviews[0], "the nib's own outlets are connected")
        #expect(scene.controller.view?.subviews[1] === doge, "in the placeholder's place among its siblings")
    }

    @Test("the placeholder's 100x100 size constraints are recreated on the real view, beside the nib's own")
    func sizeConstraintsCarried() throws {
        let doge = try load().doge
        #expect(doge.constraints.count == 8, "6 from the nib, 2 from the placeholder")
        let size = doge.constraints.filter { $0.secondItem == nil }
        #expect(size.map(\.firstAttribute).sorted() == ["height", "width"])
        for constraint in size {
            #expect(constraint.firstItem === doge)
            #expect(constraint.constant == 100)
            #expect(constraint.owner === doge)
        }
        #expect(doge.frame == IBRect(x: 146.66666666666666, y: 112, width: 100, height: 100))
        #expect(doge.backgroundColor?.description.contains("red=1") == true, "the placeholder's orange")
        #expect(!doge.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("the superview's constraints and the controller's outlets reach the real views")
    func referencesReachRealViews() throws {
        let scene = try load()
        #expect(try scene.loaded.constraint("Brg-Ct-015").firstItem === scene.doge)
        #expect(try scene.loaded.constraint("Brg-Ct-017").secondItem === scene.doge)
        #expect(try scene.loaded.constraint("Brg-Ct-019").firstItem === scene.sark)
        #expect(scene.controller.outlets["doge"] === scene.doge)
        #expect(scene.controller.outlets["sark"] === scene.sark)
        let width = try #require(scene.controller.outlets["dogeWidth"] as? LiveConstraint)
        #expect(width.owner === scene.doge && width.firstItem === scene.doge && width.constant == 100)
    }

    @Test("a placeholder inside another bridged nib is bridged too, with its 80x80 constraints")
    func nestedPlaceholder() throws {
        let sark = try load().sark
        #expect(sark.bridgedFrom?.hasSuffix("SarkView.xib") == true)
        #expect(sark.subviews.map(\.elementName) == ["label", "view", "button"])
        let inner = try #require(sark.outlets["dogeView"] as? LiveView)
        #expect(sark.subviews[1] === inner)
        #expect(inner.bridgedFrom?.hasSuffix("DogeView.xib") == true)
        #expect(inner.placeholderID?.hasSuffix("Srk-Dg-003") == true)
        #expect(inner.subviews.count == 2)
        #expect(inner.frame == IBRect(x: 35, y: 37, width: 80, height: 80))
        let height = try #require(sark.outlets["dogeHeight"] as? LiveConstraint)
        #expect(height.owner === inner && height.firstItem === inner)
        #expect(height.constant == 80 && height.identifier == "doge.height")
        let button = sark.subviews[2]
        #expect(button.actions.first?.target === sark, "the nib's action targets the real view")
        #expect(sark.constraints.filter { $0.firstItem === inner || $0.secondItem === inner }.count == 3)
    }

    @Test("each bridged instance runs awakeFromNib once although UIKit sends it twice")
    func awakeFromNibOnce() throws {
        let scene = try load()
        let inner = try #require(scene.sark.outlets["dogeView"])
        for view in [scene.doge, scene.sark, inner] {
            #expect(view.awakeFromNibCount == 1)
            #expect(view.awakeFromNibMessages == 2)
            #expect((view as? BridgedLiveView)?.carryOverCount == 1)
        }
        #expect(LoadingStack.frames.isEmpty, "the loading stack is balanced")
    }
}
