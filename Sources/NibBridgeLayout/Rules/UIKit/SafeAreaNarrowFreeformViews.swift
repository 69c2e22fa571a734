/// The home indicator of a narrow freeform view (``LayoutRule/narrowFreeformViewsReachHomeIndicator``).
///
/// From Xcode 12.5 (tools version 18000) a freeform view on a xib's canvas gets the device's whole home
/// indicator at its bottom (``SimulatedMetrics/hasWholeHomeIndicator(at:in:width:screen:tools:rules:)``), but
/// until Xcode 14.3 only a view wider than the device's screen does: one no wider than the screen is still laid
/// out from the screen's top-left corner, above the home indicator only as far as it reaches down to it (none for
/// a short view). Views pinned to the safe area's bottom sit at the bottom of freeform views up to 414 points wide
/// on the iPhone 11 (tools versions 18122 to 21507): element's call-route, section-footer, avatar and coach-mark
/// views, corona-warn-app's 219-point tooltip controller, safe-ios' info label, token, QR-code, share and
/// activity-button views, tinode's message bars and avatar, zotero's item-detail content views (their layout margins,
/// measured from the safe area, 8 points above their bottoms), OctoPod's 320-point freeform intent controller in a
/// storyboard; while the 428- to 643-point views of zotero, safe-ios, ProtonVPN and corona-warn-app (18122 to 21507)
/// keep the whole 34 points. From tools version 21701 (Xcode 14.3) narrow views get it too: ProtonVPN's 376-point
/// feature view, pocket-casts' 408-point sleep timer.
extension SimulatedMetrics {
    /// The first tools version (Xcode 14.3 is 21701, 14.2 21507) that gives a freeform view no wider than the
    /// screen the whole home indicator.
    static let narrowWholeHomeIndicatorTools = 21600

    /// Whether a freeform view `width` points wide is laid out above the home indicator only as far as it reaches
    /// down to it, not below the whole of it: no wider than the device's `screen`, in a document before Xcode 14.3
    /// (with ``LayoutRule/narrowFreeformViewsReachHomeIndicator``).
    static func reachesHomeIndicator(width: Double, screen: LayoutSize?, tools: Int, rules: LayoutRules) -> Bool {
        guard rules.contains(.narrowFreeformViewsReachHomeIndicator), let screen else { return false }
        return tools < narrowWholeHomeIndicatorTools && width <= screen.width
    }
}
