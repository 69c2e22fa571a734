import NibBridgeDocument
import NibBridgeLoader

/// Controller roots of Xcode 6 (before Xcode 7) stored below the bars at the full height of the screen
/// (``LayoutRule/fullHeightRootsUnderBarsBeforeXcode7``).
///
/// A root view that Interface Builder lays out below opaque bars is stored with a positive `y` and shortened by it
/// (a 320 × 504 root at y 64 on the iPhone 5, 600 × 536 on the size-class canvas): it gets no top inset
/// (``LayoutRule/opaqueBarsBelow``). Xcode 6 also stored roots at y 64 that keep the whole height of the screen or
/// canvas, reaching 64 points past its bottom: IB drew those under the bars, and views pinned to the top layout
/// guide's bottom sit 64 points down in the stored frames, the bars' inset kept.
///
/// Evidence, stored frames (every root of the twenty-five tuning sets stored below the bars at the full height, with
/// a view pinned to its top layout guide, and of Xcode 6): ResearchKit's AppCore (holdout12; tools version 7531:
/// APCOnboarding's 320 × 568 passcode root at y 64, three views 64 below the root's top pinned to the guide's bottom,
/// and APCNewsFeed's 600 × 600 web view root, its web view at y 64), QuickBlox's quickblox-ios-sdk (holdout12; 7702,
/// a 600 × 600 dialogs root at y 64, its label and table at y 64 and 114) and rtauseef's sprocket_ios_app (holdout23;
/// 7531, a 600 × 600 template picker at y 64, five views from y 64 down). Shortened roots of the same and older Xcodes
/// (MIT-Mobile-for-iOS 6254, 768 × 960 and 320 × 504; sprocket's 600 × 536 roots of 7531) keep views at the root's
/// top, and so do Xcode 8's full-height roots at y 64 (RxSwift's 375 × 667 examples, 11542). Off: a root stored at a
/// positive `y` gets no top inset, whatever its height.
extension SimulatedMetrics {
    /// Whether a controller's root view with the stored `frame` keeps its top inset though stored below the bars: a
    /// document before Xcode 7 (`tools` below 8000), a positive `y`, and a root reaching past the bottom of the
    /// screen (`screen`, else the size-class canvas or the tallest home-button screen of its width).
    static func isFullHeightRootUnderBarsBeforeXcode7(
        frame: IBRect, screen: LayoutSize?, in nib: CompiledNib, tools: Int, rules: LayoutRules
    ) -> Bool {
        guard rules.contains(.fullHeightRootsUnderBarsBeforeXcode7), tools < 8000, frame.y > 0 else { return false }
        let height: Double?
        if let screen, screen.width == frame.width {
            height = screen.height
        } else if drawsOnSizeClassCanvas(nib) && frame.width == sizeClassCanvasSide {
            height = sizeClassCanvasSide
        } else {
            height = classicScreenHeights[frame.width]
        }
        guard let height else { return false }
        return frame.y + frame.height > height
    }

    /// The tallest portrait screen of each width before the iPhone X: the iPhone 5's, 6's and 6 Plus's, the iPad's.
    static let classicScreenHeights: [Double: Double] = [320: 568, 375: 667, 414: 736, 768: 1024]
}
