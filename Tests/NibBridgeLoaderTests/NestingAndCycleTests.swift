import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// Nibs that embed nibs: three levels deep works, with one awakeFromNib per instance; a nib that embeds
/// itself through another is reported as a cycle at the placeholder that closes it, without recursing.
@Suite("Nesting and cycles")
struct NestingAndCycleTests {
    @Test("three levels: Screen → OuterView → MiddleView → InnerView, each bridged from its nib")
    func threeLevels() throws {
        let owner = LiveObject(className: "ScreenController")
        let loaded = Fixtures.conventionLoader("Nesting").load(
            path: Fixtures.path("Nesting", "Screen.xib"), owner: owner)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let outer = try #require(owner.outlets["outer"] as? LiveView)
        let middle = try #require(outer.outlets["middle"] as? LiveView)
        let inner = try #require(middle.outlets["inner"] as? LiveView)
        for (view, nib) in [(outer, "OuterView.xib"), (middle, "MiddleView.xib"), (inner, "InnerView.xib")] {
            #expect(view.bridgedFrom?.hasSuffix("Nesting/" + nib) == true, "\(view.className)")
            #expect(view.awakeFromNibCount == 1, "\(view.className) awoke once")
            #expect(view.awakeFromNibMessages == 2, "\(view.className) was sent awakeFromNib by two nibs")
        }
        #expect(try loaded.view("Nst-Rt-001").subviews.first === outer)
        #expect(outer.subviews.last === middle && middle.superview === outer)
        #expect(middle.subviews.first === inner && inner.superview === middle)
        let label = try #require(inner.outlets["label"] as? LiveView)
        #expect(label.superview === inner && label.documentID == "Inn-Lb-002")
        #expect(label.awakeFromNibCount == 1)
        #expect(LoadingStack.frames.isEmpty)
    }

    @Test("constraints at every level reach the real views")
    func constraintsAtEveryLevel() throws {
        let owner = LiveObject(className: "ScreenController")
        let loaded = Fixtures.conventionLoader("Nesting").load(
            path: Fixtures.path("Nesting", "Screen.xib"), owner: owner)
        let outer = try #require(owner.outlets["outer"] as? LiveView)
        let middle = try #require(outer.outlets["middle"] as? LiveView)
        let inner = try #require(middle.outlets["inner"] as? LiveView)
        #expect(try loaded.constraint("Nst-Ct-006").firstItem === outer)
        let height = try #require(outer.constraints.first { $0.firstAttribute == "height" && $0.secondItem == nil })
        #expect(height.firstItem === outer && height.constant == 300)
        #expect(outer.constraints.contains { $0.firstItem === middle && $0.firstAttribute == "top" })
        #expect(outer.constraints.contains { $0.secondItem === middle && $0.secondAttribute == "bottom" })
        #expect(middle.constraints.filter { $0.firstItem === inner }.count == 2)
    }

    @Test("a nib loaded directly keeps its root and bridges only the placeholders it holds")
    func middleLoadedDirectly() throws {
        let loaded = Fixtures.conventionLoader("Nesting").load(path: Fixtures.path("Nesting", "MiddleView.xib"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let middle = try #require(loaded.views.first)
        #expect(middle.bridgedFrom == nil && middle.documentID == "Mid-Rt-001")
        #expect(middle.subviews.count == 1)
        #expect(middle.subviews.first?.bridgedFrom?.hasSuffix("InnerView.xib") == true)
        #expect(middle.awakeFromNibCount == 1 && middle.awakeFromNibMessages == 1)
    }

    @Test("A.xib holds a B placeholder and B.xib an A: one error naming the chain, at the placeholder")
    func cycleFromScreen() throws {
        let loaded = Fixtures.conventionLoader("Cycle").load(path: Fixtures.path("Cycle", "Screen.xib"))
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(loaded.diagnosticText)")
        let error = try #require(errors.first)
        #expect(error.rule == "bridge")
        #expect(error.message == "nib embedding cycle: A -> B -> A")
        #expect(error.location?.path.hasSuffix("Cycle/B.xib") == true)
        #expect(error.location?.line == (try Fixtures.line(ofID: "Cb0-Pa-002", in: "Cycle", "B.xib")))
        #expect(LoadingStack.frames.isEmpty)
    }

    @Test("after a cycle the outer levels are still bridged and the placeholder that closes it is kept")
    func cycleKeepsTheRest() throws {
        let loaded = Fixtures.conventionLoader("Cycle").load(path: Fixtures.path("Cycle", "Screen.xib"))
        let a = try loaded.view("Cyc-Pa-002")
        #expect(a.bridgedFrom?.hasSuffix("Cycle/A.xib") == true)
        let b = try #require(a.subviews.first)
        #expect(b.className == "B" && b.bridgedFrom?.hasSuffix("Cycle/B.xib") == true)
        let inner = try #require(b.subviews.last)
        #expect(inner.className == "A" && inner.documentID == "Cb0-Pa-002")
        #expect(inner.bridgedFrom == nil && inner.subviews.isEmpty, "the placeholder stays, empty")
    }

    @Test(
        "loading either nib of the cycle directly reports the chain from the first nib the bridge loads",
        arguments: [
            // The app's own load of A.xib pushes no frame (UIKit's loading knows nothing of the bridge): the chain
            // starts at B, the first nib the bridge loads, and closes at the B placeholder inside A.xib.
            ("A.xib", "B -> A -> B", "A.xib", "Ca0-Pb-002"), ("B.xib", "A -> B -> A", "B.xib", "Cb0-Pa-002"),
        ])
    func cycleFromEachNib(file: String, chain: String, at placeholderFile: String, id: String) throws {
        let loaded = Fixtures.conventionLoader("Cycle").load(path: Fixtures.path("Cycle", file))
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["nib embedding cycle: \(chain)"])
        #expect(errors.first?.location?.path.hasSuffix(placeholderFile) == true)
        #expect(errors.first?.location?.line == (try Fixtures.line(ofID: id, in: "Cycle", placeholderFile)))
        #expect(loaded.views.first?.bridgedFrom == nil, "the nib's own root is kept")
    }
}
