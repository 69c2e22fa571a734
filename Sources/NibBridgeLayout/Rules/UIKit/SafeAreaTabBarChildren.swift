import NibBridgeDocument
import NibBridgeLoader

/// The navigation bar above the children of a tab bar controller that a navigation controller shows
/// (``LayoutRule/navigationBarsThroughTabBars``).
///
/// A tab bar controller pushed onto a navigation stack (the destination of a `show` or `push` segue, or a
/// navigation controller's root) is laid out below the navigation controller's bar, and so are its children: the
/// bar covers the top of each child's view, whose safe area (`UIViewController.safeAreaInsets`, or its
/// `topLayoutGuide`) ends at the bar's bottom. Interface Builder draws the bar the tab bar controller gets above
/// each of its children (`relationship="viewControllers"`). Four projects store it:
/// - Catrobat's Catty (Xcode 13.3, tools version 21701, iPhone 8): the store's search bar and segmented control
///   pinned to their top layout guides sit 64 points down, below the status bar and a 44-point bar;
/// - tinode (Xcode 16, tools versions 23504 and 23727, iPhone 8 Plus): the find-by-ID stack sits 8 points below a
///   safe area 116 points down, below the status bar and the 96-point large-title bar of the pushing controller's
///   navigation controller;
/// - IBAnimatable's interaction demos (Xcode 9, tools version 13771, iPhone 8): the children's roots are stored
///   603 points tall, the 667-point screen less the status bar and a 44-point bar above them;
/// - firebase's database quickstart (tools version 24127, iPhone 15): the children's roots are stored 680 points
///   tall, the 852-point screen less Xcode 26's doubled 118-point status bar and its 54-point bar.
///
/// A child that is a navigation controller shows its own bar instead.
extension SimulatedMetrics {
    /// Whether `segue`, held by the controller at `owner`, leads from a tab bar controller to one of its children
    /// that is no navigation controller, so that the child shows the bar inferred for the tab bar controller
    /// (``navigationBars(in:rules:)``).
    static func isTabBarChild(
        segue: CompiledNib.Element, owner: Int, in nib: CompiledNib, controllers: [String: Int]
    ) -> Bool {
        guard nib[owner].name == "tabBarController",
            segue.attributes["relationship"] == "viewControllers", let destination = segue.attributes["destination"]
        else { return false }
        return controllers[destination].map { nib[$0].name != "navigationController" } ?? false
    }
}
