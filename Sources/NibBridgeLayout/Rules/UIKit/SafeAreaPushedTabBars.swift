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
        var controllers: [String: Int] = [:]
        for index in nib.elements.indices where nib[index].name.hasSuffix("Controller") {
            guard let id = nib[index].attributes["id"] else { continue }
            controllers[id] = index
            // A controller's own translucent or opaque tab bar, for what it pushes.
            if bars[id] == nil, let bar = simulatedTabBar(of: index, in: nib) { bars[id] = bar }
        }
        var edges: [(source: String, destination: String)] = []
        for index in nib.elements.indices where nib[index].name == "segue" {
            let segue = nib[index]
            guard let owner = controller(holding: index, in: nib), let source = nib[owner].attributes["id"],
                let destination = segue.attributes["destination"], let target = controllers[destination]
            else { continue }
            if nib[owner].name == "navigationController" && segue.attributes["relationship"] == "rootViewController"
                || ["show", "push"].contains(segue.attributes["kind"] ?? "")
                    && nib[target].name != "navigationController"
                    && nib[target].attributes["hidesBottomBarWhenPushed"] != "YES"
            {
                edges.append((source, destination))
            }
        }
        var grew = true
        while grew {
            grew = false
            for edge in edges where bars[edge.destination] == nil {
                guard let bar = bars[edge.source] else { continue }
                bars[edge.destination] = bar
                grew = true
            }
        }
        return bars.filter { direct[$0.key] == nil }
    }

    /// Whether the controller at `index` simulates a tab bar of its own (`simulatedBottomBarMetrics`), and
    /// if so whether it is opaque; `nil` when it simulates none.
    private static func simulatedTabBar(of index: Int, in nib: CompiledNib) -> Bool? {
        guard
            let bar = nib[index].children.first(where: {
                nib[$0].attributes["key"] == "simulatedBottomBarMetrics"
            }), nib[bar].name == "simulatedTabBarMetrics"
        else { return nil }
        return nib[bar].attributes["translucent"] == "NO"
    }
}
