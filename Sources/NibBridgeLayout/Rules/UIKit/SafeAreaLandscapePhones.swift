import NibBridgeDocument
import NibBridgeLoader

/// The safe area of an iPhone canvas held in landscape (``LayoutRule/landscapePhoneSafeArea``).
///
/// UIKit hides the status bar in a vertically compact environment, as every iPhone in landscape is:
/// `UIViewController.prefersStatusBarHidden` "returns true if the view controller is in a vertically compact
/// environment" (for apps linked against iOS 8 or later). An iPhone with a home indicator keeps its sensor housing
/// at one side, and its home indicator at the bottom: its safe area is inset at both sides by its portrait status
/// bar's height and 21 points at the bottom. The canvas is as wide as the portrait screen is tall.
///
/// Stored frames: DJI's Mobile SDK samples (a 667 × 375 controller xib on the iPhone 8, tools version 13771, a
/// button and a view pinned to the safe area's top at y = 0; an 896 × 414 controller xib on the iPhone 11, 16096,
/// six views pinned to the safe area 44 points in from the sides at y = 5), Nextcloud Talk's chat title view (a
/// top-level xib view on the iPhone 8 in landscape, 24412: its avatar pinned to the safe area at y = 4, not 24).
/// Xcode 16.3 and later (tools version 23600 on, ``LayoutRule/doubledInsetsXcode26``) draw the bars of the iPhones
/// with a home indicator otherwise (xdripswift's iPhone 12 storyboard in landscape, 24412, pins views 47 points in
/// from the sides, not the doubled 94, and its bottom bars do not fit 21 points either): those keep the portrait
/// screen and bars.
extension SimulatedMetrics {
    /// The landscape screen and insets of the document's iPhone, `nil` for a portrait document, another device, or an
    /// iPhone with a home indicator from tools version 23600 on.
    static func landscapePhone(
        in nib: CompiledNib, screen: LayoutSize?, bars: LayoutInsets?, tools: Int
    ) -> (insets: LayoutInsets, screen: LayoutSize)? {
        guard let screen, let bars,
            nib.isHeldInLandscape
        else { return nil }
        let notched = bars.bottom > 0
        if notched && tools >= 23600 { return nil }
        let insets =
            notched ? LayoutInsets(top: 0, left: bars.top, bottom: 21, right: bars.top) : LayoutInsets(top: 0)
        return (insets, LayoutSize(width: screen.height, height: screen.width))
    }
}
