import NibBridgeDocument
import NibBridgeLoader

/// Screen-sized storyboard controllers of Xcode 8 whose metrics set the status bar to none
/// (``LayoutRule/hiddenStatusBarsXcode8``).
///
/// A controller's simulated metrics can set the status bar to none (`<nil key="simulatedStatusBarMetrics"/>`, the
/// attributes inspector's Status Bar: None). Xcode 8 drew such a controller's screen-sized root without the bar: views
/// pinned to its top layout guide are stored at the root's top. (Freeform and extension roots, which get no status bar
/// when their metrics hide it, are ``SimulatedMetrics/hidesStatusBar(at:in:)``'s; later Xcodes, with the safe area,
/// keep the bar: IcaliaLabs' Presentr of tools version 14109, prey-ios-client of 21507, CUP-carsharing of 15705 store
/// views 20 or 44 points down.)
///
/// Evidence, stored frames (every screen-sized root of the twenty-five tuning sets of Xcode 8, tools versions 11000 to
/// 12999, with the status bar set to none and a view pinned to its top layout guide): kartaview__ios (holdout18;
/// 11762, a 375 × 667 full-screen image controller, its collection view and close button at y 0),
/// IBAnimatable__IBAnimatable (holdout6; 12120, a 375 × 667 demo scene, a view at y 0), hello__suripu-ios (holdout19;
/// 11542, a 414 × 736 extension scene, a view at y 0), rtauseef__sprocket_ios_app (holdout23; 12120, four 375 × 667
/// scenes, five views at y 0). Off: the status bar of the document's device, 20 points.
extension SimulatedMetrics {
    /// Whether the screen-sized root with `frame` of the storyboard controller at `controller` has no status bar: a
    /// document of Xcode 8 (`tools` 11000 to 12999), a root the size of the device's `screen`, and metrics setting
    /// the status bar to none (with ``LayoutRule/hiddenStatusBarsXcode8``; always `false` without it).
    static func hidesStatusBarOnXcode8Screen(
        frame: IBRect, screen: LayoutSize?, controller: Int, in nib: CompiledNib, tools: Int, rules: LayoutRules
    ) -> Bool {
        guard rules.contains(.hiddenStatusBarsXcode8), nib.kind == .storyboard, (11000..<13000).contains(tools),
            let screen, frame.width == screen.width, frame.height == screen.height, controller >= 0
        else { return false }
        return hidesStatusBar(at: controller, in: nib)
    }
}
