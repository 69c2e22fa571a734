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

/// The navigation bar of an iPhone canvas held in landscape (``LayoutRule/landscapePhoneCompactNavigationBars``).
///
/// UIKit draws a standard navigation bar 32 points tall in a vertically compact environment (every iPhone in
/// landscape), 44 in portrait; IB's landscape iPhone canvas draws it so. Stored frames of three Big Nerd Ranch
/// Homepwner/LootLogger storyboards held in landscape put the safe area's top 32 points down, below no status bar:
/// Sencudra's on the iPhone 8 (tools version 15702: a stack pinned 16 points below it at y 48, a date picker centred
/// in it at y 122.5), millman82's on the iPhone 8 (14845: a stack pinned 28 points below it at y 60) and mkramar7's
/// on the iPhone 11 Pro (16096: a stack pinned 8 points below it at y 40); MastersAcademy's GitHubUser storyboard on the
/// iPhone X too. The iPhones 414 points wide or wider (Plus, Max, XR, 11) are regular in width when held in landscape
/// and keep the 44-point bar: CypherPoet's StoreSearch storyboard on the iPhone 11 in landscape (14845) pins its table
/// to the safe area's top at y 44.
extension SimulatedMetrics {
    /// The height a landscape iPhone canvas (`landscapeScreen`, as wide as the portrait screen is tall) draws a
    /// navigation bar of `height` points in portrait: 32 for the standard 44-point bar on an iPhone less than 414
    /// points wide in portrait, any other bar (a prompt, a large title) or iPhone unchanged.
    static func compactNavigationBarHeight(
        _ height: Double, landscapeScreen: LayoutSize?, rules: LayoutRules
    ) -> Double {
        guard rules.contains(.landscapePhoneCompactNavigationBars), height == 44,
            let landscapeScreen, landscapeScreen.height < 414
        else { return height }
        return 32
    }
}
