import NibBridgeDocument
import NibBridgeLoader

/// The layout margins of documents saved by Xcodes older than the safe area and the iOS 9 SDK.
///
/// - Before Xcode 9 (tools versions below 13000, the iOS 11 SDK's Xcode), layout margins are measured from a
///   view's bounds (``LayoutRule/boundsMarginsBeforeXcode9``): `insetsLayoutMarginsFromSafeArea` and the safe
///   area it measures from are iOS 11 API (Apple's documentation of `UIView.insetsLayoutMarginsFromSafeArea`
///   and `UIView.safeAreaInsets`: "iOS 11.0+"), so the Xcode that saved such a document placed a view pinned to
///   its superview's top or bottom margin from the edge, not below the status bar or the bars its controller's
///   layout guides stand for: artsy's eidolon (Xcode 8, a divider 90 points below its auction scene's top
///   margin), CatchChat's Yep (Xcode 7, a table pinned to its root view's top margin stored at y = 0) and
///   shinobicontrols' iOS8-day-by-day (Xcode 6.3, an image pinned to its root's bottom margin, down to 600 on
///   the 600-point canvas, and a view pinned to its root's top margin at y = 0).
/// - In Xcode 6 (tools versions below 8000; Xcode 6.4 is 7706, Xcode 7's first betas 8121), a storyboard names
///   no device and draws its scenes on the 600 × 600 size-class canvas (wAny hAny,
///   ``SimulatedMetrics/sizeClassCanvasSide``), where it gives a controller's root view 16-point side margins,
///   a compact-width iPhone's (``LayoutRule/xcode6CanvasRootMargins``). The current rules assume the system
///   minimum margins of iOS 9 and later, by width: 16 points below 400 points, 20 from there
///   (``LayoutRule/systemMargin400Boundary``, which ``LayoutRule/controllerSystemMargins`` follows); Xcode 7
///   (iOS 9 SDK) applies those to the 600-point canvas. No Apple document found states iOS 8's root margins;
///   the rule rests on the stored frames. Stored frames: iOS8-day-by-day (Xcode 6.3, tools version
///   7531) places the labels, buttons, fields and views of a dozen samples pinned to the root's side margins 16
///   points in, none flagged misplaced; owncloud's share sheet (saved by Xcode 7.2, 9531; its table pinned to
///   the margins with −16, IB's constant for a view flush with the edge beside a 16-point margin) and Flycut's
///   InAppSettingsKit sample (saved by Xcode 7.3, 10117; an icon at x = 16 on the leading margin) keep Xcode
///   6's frames, and Xcode 7 flags exactly those views `misplaced`; Instructions' app-extension example, laid
///   out by Xcode 7.3, stores its field 20 points in. The 16 points are Xcode 6's, not the canvas's.
/// - Before Xcode 9, a xib's top-level view keeps a plain view's 8-point margins even when its File's Owner holds it
///   as a controller's `view` (``LayoutRule/classicXibRootMargins``).
extension ViewTraits {
    /// The first tools version of Xcode 9, whose documents measure layout margins from the safe area.
    static let safeAreaMarginsTools = 13000

    /// The first tools version of Xcode 7, built with the iOS 9 SDK (its first betas' are 8121 and up).
    static let iOS9SDKTools = 8000

    /// The side margins of a controller's root view on Xcode 6's size-class canvas.
    static let sizeClassCanvasRootMargin = 16.0

    /// Whether a UIKit view's layout margins are measured from its safe area: unless its document turns
    /// `insetsLayoutMarginsFromSafeArea` off, or (with ``LayoutRule/boundsMarginsBeforeXcode9``) the document
    /// was saved before Xcode 9; always from the bounds without ``LayoutRule/marginsFromSafeArea``.
    static func measuresMarginsFromSafeArea(_ view: LiveView, lookup: DocumentLookup) -> Bool {
        guard lookup.rules.contains(.marginsFromSafeArea),
            view.carried("insetsLayoutMarginsFromSafeArea")?.text != "NO"
        else { return false }
        guard lookup.rules.contains(.boundsMarginsBeforeXcode9) else { return true }
        let tools = lookup.nib(of: view).map(AppKitAlignment.toolsVersion) ?? safeAreaMarginsTools
        return tools >= safeAreaMarginsTools
    }

    /// Whether a controller's root view is drawn on Xcode 6's size-class canvas and so has 16-point side margins
    /// (``LayoutRule/xcode6CanvasRootMargins``): its document is an iOS storyboard saved by Xcode 6 (tools version
    /// below 8000) that names no device, and the root view is as wide as the canvas (600 points).
    static func hasSizeClassCanvasRootMargins(_ view: LiveView, lookup: DocumentLookup) -> Bool {
        guard lookup.rules.contains(.xcode6CanvasRootMargins), view.frame.width == SimulatedMetrics.sizeClassCanvasSide,
            let nib = lookup.nib(of: view), SimulatedMetrics.drawsOnSizeClassCanvas(nib)
        else { return false }
        return AppKitAlignment.toolsVersion(of: nib) < iOS9SDKTools
    }

    /// Whether a controller's root view is the `view` of a xib saved before Xcode 9 (tools version below 13000) and so
    /// keeps a plain view's 8-point margins (``LayoutRule/classicXibRootMargins``): Xcode 6 to 8 lay a xib's top-level
    /// view out as a view of its own, whatever its File's Owner, so its subviews pinned to its side margins sit 8
    /// points in (MIT-Mobile's library search results, Xcode 6; exTVPlayer's catalog preview, Xcode 7.3; EarlGrey's
    /// scroll view test rig, Xcode 8.3). From Xcode 9, IB gives such a view the system minimum margins.
    static func hasClassicXibRootMargins(_ view: LiveView, lookup: DocumentLookup) -> Bool {
        guard lookup.rules.contains(.classicXibRootMargins), let nib = lookup.nib(of: view), nib.kind == .xib else {
            return false
        }
        return AppKitAlignment.toolsVersion(of: nib) < safeAreaMarginsTools
    }
}
