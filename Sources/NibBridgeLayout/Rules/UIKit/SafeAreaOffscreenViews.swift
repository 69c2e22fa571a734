import NibBridgeDocument
import NibBridgeLoader

/// Views shown wholly outside the root view's bounds and the safe area (``LayoutRule/offscreenViewsNoSafeArea``).
///
/// UIKit gives a subview the safe-area insets of the part of it the root's bars and the home indicator cover
/// (`UIView.safeAreaInsets`: "For other views in the view hierarchy, the insets reflect only the portion of the view
/// that is covered"; a view entirely inside the safe area has none). Those bars lie on the screen, inside the root's
/// bounds; a view shown wholly past the root's bottom edge (a scroll view's content stored far down, below what the
/// screen shows at rest) or above its top is covered by none of them, and Interface Builder lays it out with no
/// insets: its layout margins, measured from the safe area (``LayoutRule/marginsFromSafeArea``), are its own. A view
/// that only reaches past the edge keeps the insets its frame overlaps (``LayoutRule/safeAreaOverlap``).
///
/// Evidence, stored frames: corona-warn-app's cwa-app-ios (holdout6; Xcode 14.1, tools version 21225, an iPhone 11
/// xib: a trace-location form in a scroll view whose date-header stack views, 5,000 to 7,000 points down the
/// content, keep their 12-point top and bottom layout margins; with the overlap's bottom inset of their whole height
/// their rows collapsed, 11 views) and austrianredcross' stopp-corona-ios (holdout10: the main scene's scroll
/// content, stack views 1,000 and more points down keep their stored heights, 6 views). No other project of the
/// seventeen tuning sets has a view the rule changes. Off: a view shown past the root's bottom edge gets a bottom
/// inset of its whole height, as a view overlapping the home indicator gets the part it overlaps.
enum SafeAreaOffscreenViews {
    /// Whether a view, at the frame it is shown at in the root's coordinates, lies wholly outside the root's
    /// bounds above or below it, with ``LayoutRule/offscreenViewsNoSafeArea`` on.
    static func isOffscreen(_ shown: IBRect, in rootSize: LayoutSize, lookup: DocumentLookup) -> Bool {
        guard lookup.rules.contains(.offscreenViewsNoSafeArea) else { return false }
        return shown.y >= rootSize.height || shown.y + shown.height <= 0
    }
}
