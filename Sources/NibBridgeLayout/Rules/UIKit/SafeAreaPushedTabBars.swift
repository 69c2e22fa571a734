import NibBridgeDocument
import NibBridgeLoader

/// The tab bar IB keeps below the controllers pushed onto a navigation stack that shows one.
///
/// A tab bar controller's bar stays on screen while its navigation controller pushes controllers
/// (`UINavigationController.pushViewController(_:animated:)`); only a pushed controller that sets
/// `hidesBottomBarWhenPushed` hides it ("A Boolean value indicating whether the toolbar at the bottom of the
/// screen is hidden when the view controller is pushed on to a navigation controller", UIViewController). Its
/// safe area, and its `bottomLayoutGuide`, therefore end at the top of the bar as its source's do, and
/// Interface Builder simulates it so: views pinned to the safe area's or the bottom layout guide's bottom are
/// stored 49 points above the screen's bottom in controllers reached by `show` segues from a tab bar
/// controller's children and from the root of a navigation controller that simulates a tab bar
/// (`simulatedBottomBarMetrics`, as a navigation controller in its own storyboard, referenced from the tab bar
/// controller's, does).
extension SimulatedMetrics {
    /// ``pushedTabBars(in:)``, read off the whole document: the controllers that get a tab bar from a
    /// navigation controller simulating one (its root) or from the source of a `show` or `push` segue, and
    /// not from a tab bar controller directly (``inferredTabBars(in:)``).
    static func walkPushedTabBars(in nib: CompiledNib) -> [String: Bool] {
        let direct = inferredTabBars(in: nib)
        var bars = direct
        let controllers = controllerIndices(in: nib)
        // A controller's own translucent or opaque tab bar, for what it pushes.
        for (id, index) in controllers where bars[id] == nil {
            if let bar = simulatedTabBar(of: index, in: nib) { bars[id] = bar }
        }
        // A navigation controller's root keeps the bar the navigation controller simulates.
        let edges = pushes(in: nib, controllers: controllers) { owner, segue in
            nib[owner].name == "navigationController" && nib[segue].attributes["relationship"] == "rootViewController"
        }
        return propagate(bars, along: edges).filter { direct[$0.key] == nil }
    }

    /// Every controller of a document with an id, by id: the index of its element.
    static func controllerIndices(in nib: CompiledNib) -> [String: Int] {
        var controllers: [String: Int] = [:]
        for index in nib.elements.indices where nib[index].name.hasSuffix("Controller") {
            if let id = nib[index].attributes["id"] { controllers[id] = index }
        }
        return controllers
    }

    /// The `show` and `push` segues of a document whose destination keeps the bottom bar of its source (a controller
    /// of `controllers`, not a navigation controller, not setting `hidesBottomBarWhenPushed`), and the segues `also`
    /// accepts (given the index of the controller holding the segue and the segue's), as source and destination ids,
    /// in document order.
    static func pushes(
        in nib: CompiledNib, controllers: [String: Int], also: (_ owner: Int, _ segue: Int) -> Bool = { _, _ in false }
    ) -> [(source: String, destination: String)] {
        var edges: [(source: String, destination: String)] = []
        for index in nib.elements.indices where nib[index].name == "segue" {
            let segue = nib[index]
            guard let owner = controller(holding: index, in: nib), let source = nib[owner].attributes["id"],
                let destination = segue.attributes["destination"], let target = controllers[destination]
            else { continue }
            let push =
                ["show", "push"].contains(segue.attributes["kind"] ?? "")
                && nib[target].name != "navigationController"
                && nib[target].attributes["hidesBottomBarWhenPushed"] != "YES"
            if push || also(owner, index) { edges.append((source, destination)) }
        }
        return edges
    }

    /// `values` given on along `edges` to every destination that has none, until nothing changes (a destination
    /// takes the value of the first edge in order that reaches it with one).
    static func propagate<Value>(
        _ values: [String: Value], along edges: [(source: String, destination: String)]
    ) -> [String: Value] {
        var values = values
        var grew = true
        while grew {
            grew = false
            for edge in edges where values[edge.destination] == nil {
                guard let value = values[edge.source] else { continue }
                values[edge.destination] = value
                grew = true
            }
        }
        return values
    }

    /// The controller's own `simulatedBottomBarMetrics` element, if any.
    static func simulatedBottomBar(of index: Int, in nib: CompiledNib) -> Int? {
        nib[index].children.first { nib[$0].attributes["key"] == "simulatedBottomBarMetrics" }
    }

    /// Whether the controller at `index` simulates a tab bar of its own (`simulatedBottomBarMetrics`), and
    /// if so whether it is opaque; `nil` when it simulates none.
    private static func simulatedTabBar(of index: Int, in nib: CompiledNib) -> Bool? {
        guard let bar = simulatedBottomBar(of: index, in: nib), nib[bar].name == "simulatedTabBarMetrics" else {
            return nil
        }
        return nib[bar].attributes["translucent"] == "NO"
    }
}
