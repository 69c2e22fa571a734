import NibBridgeLoader

extension SimulatedMetrics {
    /// The tab bars Interface Builder infers for the controllers of a storyboard: by controller id, whether
    /// the inferred bar is opaque.
    ///
    /// A tab bar controller shows its tab bar below each of its children (`relationship="viewControllers"`),
    /// and below the root of a navigation controller that is one of them. UIKit's
    /// `UIViewController.bottomLayoutGuide` and `safeAreaInsets` end at the top of that tab bar; a child of
    /// an opaque bar (`translucent="NO"` on the tab bar controller's `tabBar`) is laid out above it instead
    /// (`edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`), so its root view is stored 49 points
    /// shorter and has no bottom inset. Seen in three projects: AliSoftware's Reusable and RxSwift (children
    /// of a translucent bar stored at the screen's height with views pinned 49 points above its bottom guide)
    /// and XLPagerTabStrip (an opaque bar's children stored 49 points shorter, pinned to their bottom).
    ///
    /// IB infers the bar only where the controller simulates no bottom bar of its own
    /// (`simulatedBottomBarMetrics`); see ``safeAreaInsets(of:lookup:)``.
    static func inferredTabBars(in nib: CompiledNib) -> [String: Bool] {
        var bars: [String: Bool] = [:]
        var navigationRoots: [(navigation: String, isOpaque: Bool)] = []
        var rootsOfNavigation: [String: String] = [:]
        for index in nib.elements.indices where nib[index].name == "segue" {
            let segue = nib[index]
            var owner = segue.parent
            while owner >= 0 && !nib[owner].name.hasSuffix("Controller") { owner = nib[owner].parent }
            guard owner >= 0, let destination = segue.attributes["destination"] else { continue }
            switch (nib[owner].name, segue.attributes["relationship"]) {
            case ("tabBarController", "viewControllers"):
                let isOpaque =
                    nib.child(of: owner, named: "tabBar").map { nib[$0].attributes["translucent"] == "NO" } ?? false
                bars[destination] = isOpaque
                navigationRoots.append((destination, isOpaque))
            case ("navigationController", "rootViewController"):
                if let id = nib[owner].attributes["id"] { rootsOfNavigation[id] = destination }
            default: continue
            }
        }
        for (navigation, isOpaque) in navigationRoots {
            if let root = rootsOfNavigation[navigation], bars[root] == nil { bars[root] = isOpaque }
        }
        return bars
    }
}
