import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// `loadFromNib()`, through its portable counterpart ``NibLoader/loadFromNib(className:module:filling:)``,
/// which runs the same ``NibBridgeCore`` code as UIKit and AppKit.
@Suite("Creating bridged views in code")
struct LoadFromNibTests {
    @Test("the nib's root view, once, with its own content, awoken once")
    func rootView() throws {
        let result = Fixtures.conventionLoader("XXBridge").loadFromNib(className: "DogeView")
        #expect(result.error == nil && result.diagnostics.isEmpty, "\(String(describing: result.error))")
        let doge = try #require(result.view)
        #expect(doge.documentID == "Dge-Rt-001" && doge.subviews.map(\.documentID) == ["Dge-Im-002", "Dge-Lb-003"])
        #expect(doge.constraints.count == 6, "no second copy of the nib's constraints")
        #expect(doge.awakeFromNibCount == 1)
        #expect(LoadingStack.frames.isEmpty)
    }

    @Test("an empty root is kept too: the load names its nib, so it is no placeholder")
    func emptyRoot() throws {
        let registry = ClassRegistry()
        registry.registerBridged(["SpacerView"])
        let result = Fixtures.loader("Detection", registry: registry).loadFromNib(className: "SpacerView")
        let spacer = try #require(result.view, "\(String(describing: result.error))")
        #expect(spacer.documentID == "Spc-Rt-001" && spacer.bridgedFrom == nil && spacer.subviews.isEmpty)
        #expect(spacer.awakeFromNibCount == 1 && (spacer as? BridgedLiveView)?.carryOverCount == 0)
    }

    @Test("nested placeholders inside the nib are bridged")
    func nestedPlaceholders() throws {
        let result = Fixtures.conventionLoader("XXBridge").loadFromNib(className: "SarkView")
        let sark = try #require(result.view, "\(String(describing: result.error))")
        let doge = try #require(sark.outlets["dogeView"] as? LiveView)
        #expect(doge.bridgedFrom?.hasSuffix("DogeView.xib") == true)
    }

    @Test("a File's Owner nib fills the view given; without one it says so")
    func filesOwner() throws {
        let loader = Fixtures.conventionLoader("FilesOwner")
        let owner = BridgedLiveView(className: "ProfileCard")
        let filled = loader.loadFromNib(className: "ProfileCard", filling: owner)
        #expect(filled.view === owner, "\(String(describing: filled.error))")
        #expect(owner.subviews.count == 1 && owner.outlets["contentView"] === owner.subviews.first)
        let without = loader.loadFromNib(className: "ProfileCard")
        #expect(without.view == nil)
        #expect(without.error?.description.contains("needs the view it fills") == true)
    }

    @Test(
        "errors are thrown with what was searched, never a half-made view",
        arguments: [
            ("GhostView", "no nib named 'GhostView'"), ("WrongRootView", "no top-level view of class WrongRootView"),
        ])
    func errors(className: String, message: String) throws {
        let registry = ClassRegistry()
        registry.registerBridged([className])
        let result = Fixtures.loader("Errors", registry: registry).loadFromNib(className: className)
        #expect(result.view == nil)
        #expect(result.error?.description.contains(message) == true, "\(String(describing: result.error))")
    }

    @Test("Interface Builder's canvas: the nib's content shown inside a view made in code, once")
    func showNibContent() throws {
        let loader = Fixtures.conventionLoader("XXBridge")
        let canvasView = BridgedLiveView(className: "DogeView")
        let host = PortableBridgeHost(loader: loader, collector: DiagnosticCollector())
        for _ in 0..<2 {
            try NibBridgeCore.showNibContent(
                in: canvasView, BridgedLiveView.self, className: "DogeView", options: NibBridgeOptions(), host: host)
        }
        #expect(canvasView.subviews.map(\.className) == ["DogeView"], "added once")
        let content = try #require(canvasView.subviews.first as? BridgedLiveView)
        #expect(content.carryOverCount == 1, "the view's own values handed over")
        #expect(content.subviews.count == 2)
    }
}
