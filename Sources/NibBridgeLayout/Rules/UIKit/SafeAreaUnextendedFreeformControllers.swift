import NibBridgeDocument
import NibBridgeLoader

/// The freeform storyboard controllers of Xcode 10 and earlier that do not extend under top bars
/// (``LayoutRule/unextendedFreeformControllersBeforeXcode11``).
///
/// Before Xcode 11 (tools versions below 14800), a storyboard controller with a freeform simulated size
/// (``LayoutRule/freeformStoryboardControllers``) whose `edgesForExtendedLayout` leaves out the top edge
/// (`<extendedEdge key="edgesForExtendedLayout"/>` without `top="YES"`, Interface Builder's "Extend Edges: Under
/// Top Bars" unchecked, as Xcode's today-extension template writes it) is drawn below the status bar: its safe
/// area's top is its root view's top. Three projects' today and action extensions of Xcode 10.1 on the iPhone 8
/// store it in views pinned to the safe area's top: LN-Zap's 320 × 110 widget (its stack 10 points down, not 30),
/// OctoPod's 320 × 110 widget (its table at the top) and appcenter's 320 × 228 extension (its label 4 points
/// down, not 24). A freeform controller of the same version that extends under top bars keeps the status bar
/// (Slide's 320 × 528 action extension, its view 20 points down), and so do full-screen controllers that do not
/// (element's emoji picker, lockwise's account settings, Xcode 10.2); from Xcode 13 a freeform widget that does
/// not keeps the notched iPhones' status bar (ProtonVPN's 341 × 137 widget, its stack 44 points down), so the
/// rule stops at Xcode 11, whose iPhones with a home button show no status bar anyway
/// (``LayoutRule/classicStatusBarHiddenXcode11to14``).
extension SimulatedMetrics {
    /// Whether the storyboard controller at `index` is a freeform one of a document before Xcode 11 (`tools` below
    /// 14800) whose `edgesForExtendedLayout` leaves out the top edge, drawn below the status bar (with
    /// ``LayoutRule/unextendedFreeformControllersBeforeXcode11``; always `false` without it).
    static func isUnextendedFreeformControllerBeforeXcode11(
        at index: Int, in nib: CompiledNib, tools: Int, rules: LayoutRules
    ) -> Bool {
        guard rules.contains(.unextendedFreeformControllersBeforeXcode11), tools < 14800,
            isFreeformStoryboardController(at: index, in: nib, rules: rules)
        else { return false }
        return nib[index].children.contains {
            nib[$0].name == "extendedEdge" && nib[$0].attributes["key"] == "edgesForExtendedLayout"
                && nib[$0].attributes["top"] != "YES"
        }
    }
}
