import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// A bridged class's own nib loaded directly (as an app registers a cell's nib or calls `loadFromNib()`):
/// its root is the view, not a placeholder, so it is kept as decoded instead of being replaced by a second
/// instance of the same nib (which would duplicate its subviews and constraints).
@Suite("Loading a nib directly")
struct DirectLoadTests {
    @Test("DogeView.xib loaded directly gives its root once, with its own subviews and constraints")
    func rootKept() throws {
        let loaded = Fixtures.conventionLoader("XXBridge").load(path: Fixtures.path("XXBridge", "DogeView.xib"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let doge = try #require(loaded.views.first)
        #expect(loaded.views.count == 1)
        #expect(doge.documentID == "Dge-Rt-001" && doge.className == "DogeView")
        #expect(doge.bridgedFrom == nil && doge.placeholderID == nil)
        #expect(doge.subviews.map(\.documentID) == ["Dge-Im-002", "Dge-Lb-003"])
        #expect(doge.constraints.count == 6)
        #expect(doge.awakeFromNibCount == 1 && doge.awakeFromNibMessages == 1)
        #expect((doge as? BridgedLiveView)?.carryOverCount == 0)
        #expect(LoadingStack.frames.isEmpty)
    }

    @Test("SarkView.xib loaded directly keeps its root and bridges the DogeView placeholder it holds")
    func nestedPlaceholdersStillBridged() throws {
        let loaded = Fixtures.conventionLoader("XXBridge").load(path: Fixtures.path("XXBridge", "SarkView.xib"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let sark = try #require(loaded.views.first)
        #expect(sark.bridgedFrom == nil && sark.subviews.count == 3)
        let doge = try #require(sark.outlets["dogeView"] as? LiveView)
        #expect(doge.bridgedFrom?.hasSuffix("DogeView.xib") == true && doge.placeholderID == "Srk-Dg-003")
        #expect((sark.outlets["dogeHeight"] as? LiveConstraint)?.owner === doge)
    }

    @Test("a File's Owner nib loaded directly with an owner connects the owner's outlets")
    func filesOwnerNibWithOwner() throws {
        let owner = BridgedLiveView(className: "ProfileCard")
        let loaded = Fixtures.conventionLoader("FilesOwner")
            .load(path: Fixtures.path("FilesOwner", "ProfileCard.xib"), owner: owner)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        #expect(loaded.topLevelObjects.count == 1, "the content view; the File's Owner is not returned")
        #expect(owner.outlets["contentView"] === loaded.views.first)
        #expect(owner.subviews.isEmpty, "loading a nib with an owner does not bridge the owner")
    }

    @Test("empty top-level views of the class loaded directly are placeholders, as UIKit cannot tell them apart")
    func emptyRootsLoadedDirectly() throws {
        let registry = ClassRegistry()
        registry.registerBridged(["TwinView"])
        let loaded = Fixtures.loader("Errors", registry: registry).load(path: Fixtures.path("Errors", "TwinView.xib"))
        // Each empty root is taken for a placeholder and its nib (this very one) loaded: it has two roots.
        #expect(
            loaded.diagnostics.map(\.message)
                == Array(
                    repeating: "nib 'TwinView' has 2 top-level views of class TwinView; keep exactly one", count: 2))
        #expect(
            loaded.views.map(\.documentID) == ["Twn-Rt-001", "Twn-Rt-002"],
            "each kept, as the bridge keeps a placeholder it cannot fill")
        #expect(LoadingStack.frames.isEmpty)
    }

    @Test("a bridged class whose nib has another name is still a placeholder at the top level of a xib")
    func otherNibNameIsPlaceholder() throws {
        // OkView.xib's root is an OkView; loaded as "SomeOtherNib" it is not that nib's root.
        final class Elsewhere: BridgedLiveView {
            override class var nibBridgeOptions: NibBridgeOptions { NibBridgeOptions(nibName: "Missing") }
        }
        let loaded = Fixtures.loader("Errors", registry: Fixtures.registry(["OkView": Elsewhere.self]))
            .load(path: Fixtures.path("Errors", "OkView.xib"))
        #expect(
            loaded.diagnostics.map(\.message) == [
                "no nib named 'Missing' for OkView in the class's bundle, its SwiftPM resource bundle or the main bundle"
            ])
    }
}
