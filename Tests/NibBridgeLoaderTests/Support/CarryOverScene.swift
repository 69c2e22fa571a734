import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// `CarryOver/Screen.xib` loaded three ways: with BadgeView bridged; with BadgeView a plain view (to read the
/// placeholder as the document sets it); and `BadgeView.xib` alone (to read the nib's own root).
struct CarryOverScene {
    let loaded: LoadedNib
    let owner: LiveObject
    let real: TrackingBridgedView
    let placeholder: LiveView

    static func load(badgeClass: LiveObject.Type = TrackingBridgedView.self) throws -> CarryOverScene {
        let owner = LiveObject(className: "BadgeScreenController")
        let registry = Fixtures.registry(["BadgeView": badgeClass, "BadgeHostView": LiveView.self])
        let loaded = Fixtures.loader("CarryOver", registry: registry)
            .load(path: Fixtures.path("CarryOver", "Screen.xib"), owner: owner)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let real = try #require(owner.outlets["badge"] as? TrackingBridgedView)
        #expect(real.bridgedFrom?.hasSuffix("CarryOver/BadgeView.xib") == true)
        let placeholder = try #require(real.placeholder as? LiveView, "nibBridgeDidCarryOver got the placeholder")
        return CarryOverScene(loaded: loaded, owner: owner, real: real, placeholder: placeholder)
    }

    /// The placeholder as the parent document describes it (not bridged).
    static func unbridgedPlaceholder() throws -> LiveView {
        let registry = Fixtures.registry(["BadgeView": LiveView.self, "BadgeHostView": LiveView.self])
        let loaded = Fixtures.loader("CarryOver", registry: registry).load(
            path: Fixtures.path("CarryOver", "Screen.xib"), owner: LiveObject(className: "BadgeScreenController"))
        return try loaded.view("Cov-Ph-002")
    }

    /// The root of BadgeView.xib as the nib describes it.
    static func nibRoot() throws -> LiveView {
        let registry = Fixtures.registry(["BadgeView": LiveView.self])
        let loaded = Fixtures.loader("CarryOver", registry: registry).load(
            path: Fixtures.path("CarryOver", "BadgeView.xib"))
        return try loaded.view("Bdg-Rt-001")
    }
}
