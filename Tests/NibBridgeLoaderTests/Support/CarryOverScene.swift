import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// `CarryOver/Screen.xib` loaded three ways: with BadgeView bridged; with BadgeView a plain view (to read the
/// placeholder as the document sets it); and `BadgeView.xib` alone (to read the nib's own root).
///
/// The placeholder holds a subview, so the bridged load runs under a loading-stack frame, as when the bridge
/// loads Screen.xib itself (the nib of a screen view placed in a storyboard): in a load the app starts, UIKit
/// gives no way to tell a placeholder holding subviews from its nib's root (see `PlaceholderDetection`).
struct CarryOverScene {
    let loaded: LoadedNib
    let owner: LiveObject
    let real: TrackingBridgedView
    let placeholder: LiveView

    static func load(badgeClass: LiveObject.Type = TrackingBridgedView.self) throws -> CarryOverScene {
        let owner = LiveObject(className: "BadgeScreenController")
        let registry = Fixtures.registry(["BadgeView": badgeClass, "BadgeHostView": LiveView.self])
        let frame = LoadingStack.Frame(nibName: "Screen", rootClassName: "BadgeHostView")
        let loaded = LoadingStack.withFrame(frame) {
            Fixtures.loader("CarryOver", registry: registry)
                .load(path: Fixtures.path("CarryOver", "Screen.xib"), owner: owner)
        }.0
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let real = try #require(owner.outlets["badge"] as? TrackingBridgedView)
        #expect(real.bridgedFrom?.hasSuffix("CarryOver/BadgeView.xib") == true)
        let placeholder = try #require(real.placeholder as? LiveView, "nibBridgeDidCarryOver got the placeholder")
        return CarryOverScene(loaded: loaded, owner: owner, real: real, placeholder: placeholder)
    }

    /// The placeholder as the parent document describes it (not bridged), with the load that made it: the
    /// views its constraints relate live only as long as the load's result (constraints hold items weakly).
    static func unbridgedPlaceholder() throws -> (placeholder: LiveView, loaded: LoadedNib) {
        let registry = Fixtures.registry(["BadgeView": LiveView.self, "BadgeHostView": LiveView.self])
        let loaded = Fixtures.loader("CarryOver", registry: registry).load(
            path: Fixtures.path("CarryOver", "Screen.xib"), owner: LiveObject(className: "BadgeScreenController"))
        return (try loaded.view("Cov-Ph-002"), loaded)
    }

    /// The root of BadgeView.xib as the nib describes it.
    static func nibRoot() throws -> LiveView {
        let registry = Fixtures.registry(["BadgeView": LiveView.self])
        let loaded = Fixtures.loader("CarryOver", registry: registry).load(
            path: Fixtures.path("CarryOver", "BadgeView.xib"))
        return try loaded.view("Bdg-Rt-001")
    }
}
