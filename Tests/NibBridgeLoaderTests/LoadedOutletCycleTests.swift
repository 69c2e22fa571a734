import NibBridgeLoader
import Testing

/// Found by fuzzing the load and render stages (`Scripts/fuzz.sh -s load`, CONTRIBUTING.md's "Fuzzing")
/// once constraints held their items weakly: LeakSanitizer still reported a load as leaked when a view's
/// outlet points back at File's Owner (a web view's `delegate`, here). Outlets are held strongly
/// (``LiveObject/outlets``), so File's Owner -> `webView` -> `delegate` -> File's Owner is a retain cycle and
/// the load's objects are never freed. In UIKit a `delegate` property is weak, so nothing leaks there.
/// The fixture is a corpus document (an old SSO web view controller's xib) cut down to that cycle.
@Suite("Outlets back to File's Owner do not keep a load's objects alive")
struct LoadedOutletCycleTests {
    @Test("File's Owner, the root view and the view whose delegate is File's Owner are freed")
    func delegateToOwnerIsFreed() {
        weak var owner: LiveObject?
        weak var root: LiveView?
        weak var webView: LiveObject?
        do {
            let loaded = Fixtures.conventionLoader("FuzzOutletCycle").load(
                path: Fixtures.path("FuzzOutletCycle", "DelegateToOwner.xib"))
            #expect(loaded.diagnostics.isEmpty)
            root = loaded.views.first
            webView = loaded.objectsByID["Oc0-Wv-002"]
            owner = webView?.outlets["delegate"]
            #expect(owner?.outlets["webView"] === webView)
            #expect(root != nil)
        }
        #expect(owner == nil)
        #expect(webView == nil)
        #expect(root == nil)
    }
}
