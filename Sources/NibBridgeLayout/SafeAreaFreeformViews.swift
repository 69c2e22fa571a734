import NibBridgeLoader

/// The home indicator of a freeform view on a xib's own canvas: a top-level view, or a controller's own view,
/// whose size is not the device's screen.
///
/// Interface Builder simulates such a view on a screen of its own size with the device's safe area: from
/// Xcode 12.5 (tools version 18000), it gets the whole home indicator's inset at its bottom however short it
/// is, as it gets the whole status bar at its top. Views pinned to the safe area's bottom sit 34 points above
/// the bottom of a 72- to 490-point view in three projects: ProtonVPN (feature, announcement, placeholder and
/// search header views of tools versions 18122 to 21701 on the iPhone 11), pocket-casts (a 200-point theme
/// cell, 21701, and the 488-point sleep timer controller view, 22505) and Simplenote (a 72-point banner on
/// the iPhone 12, 32700).
///
/// A view whose simulated metrics set a bar to none (`<nil key="simulatedStatusBarMetrics"/>`, or the top
/// or bottom bar) is simulated as before, from the screen's top-left corner: it gets the home indicator only
/// as far as it reaches down to it (Simplenote's 94-point notice view and 49-point sort bar, VLC's 522-point
/// login view, all of tools versions 17701 to 18122, store none). So does an earlier document's view
/// (Simplenote's 34-point tag header of tools version 17156 stores none).
extension SimulatedMetrics {
    /// Whether the freeform view at `index` gets the device's whole bottom inset
    /// (``LayoutRule/freeformViewsWholeHomeIndicator``).
    static func hasWholeHomeIndicator(at index: Int, in nib: CompiledNib, tools: Int, rules: LayoutRules) -> Bool {
        guard rules.contains(.freeformViewsWholeHomeIndicator), tools >= 18000 else { return false }
        return !nib[index].children.contains {
            nib[$0].name == "nil" && nib[$0].attributes["key"]?.hasPrefix("simulated") == true
        }
    }
}
