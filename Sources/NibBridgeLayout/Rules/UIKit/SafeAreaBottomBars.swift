import NibBridgeDocument
import NibBridgeLoader

/// The bars below a UIKit controller's root view (``LayoutRule/bottomBarInsets``).
///
/// A translucent tab bar (49 points) or toolbar (44, 49 above a home indicator: ``toolbarHeight(in:rules:)``) the
/// controller simulates (`simulatedBottomBarMetrics`), the
/// translucent tab bar IB infers below a tab bar controller's child (``inferredTabBars(in:)``), and the one kept
/// below a controller pushed from such a child (``pushedTabBars(in:)``, ``LayoutRule/tabBarsThroughPushes``) inset
/// the root's safe area at the bottom; an opaque bar (`translucent="NO"`) lays the root out above it instead.
///
/// tvOS has no bottom bars: its SDK marks `UIToolbar` (UIToolbar.h: `NS_CLASS_AVAILABLE_IOS(2_0)
/// __TVOS_PROHIBITED @interface UIToolbar`) and `hidesBottomBarWhenPushed` (UINavigationController.h: "pushed into
/// a controller hierarchy with a bottom bar (like a tab bar)") as prohibited, and its tab bar is at the top of the
/// screen. A tvOS controller whose simulated metrics keep a toolbar is laid out inside the overscan insets alone:
/// Provenance's tvOS game-info scenes (Xcode 16, two copies of the storyboard) pin their artwork 25 points above a
/// safe area that ends 60 points above the screen's bottom, not 104.
extension SimulatedMetrics {
    /// The bottom inset the bars below the controller `controller` add to its root view's safe area (0 without
    /// ``LayoutRule/bottomBarInsets`` and on tvOS).
    static func bottomBarInset(of controller: CompiledNib.Element, in nib: CompiledNib, rules: LayoutRules) -> Double {
        guard rules.contains(.bottomBarInsets), nib.platform != .appleTV else { return 0 }
        let id = controller.attributes["id"] ?? ""
        let simulated = controller.children.map { nib[$0] }.first {
            $0.attributes["key"] == "simulatedBottomBarMetrics"
        }
        if let bar = simulated {
            guard bar.attributes["translucent"] != "NO" else { return 0 }
            switch bar.name {
            case "simulatedTabBarMetrics": return 49
            case "simulatedToolbarMetrics": return toolbarHeight(in: nib, rules: rules)
            default: return 0
            }
        }
        // The translucent tab bar IB infers below a tab bar controller's child.
        if inferredTabBars(in: nib)[id] == false { return 49 }
        // The translucent tab bar kept below a pushed controller.
        if rules.contains(.tabBarsThroughPushes) && pushedTabBars(in: nib)[id] == false { return 49 }
        return 0
    }
}
