import NibBridgeLoader

/// A root view's own layout margins never come closer to its sides than the system minimum.
///
/// UIKit documents `UIViewController.viewRespectsSystemMinimumLayoutMargins` (iOS 11, default `true`): "the root
/// view's layout margins are guaranteed to be no smaller than the values in `systemMinimumLayoutMargins`". A
/// controller's root view, and a xib's top-level view that Interface Builder lays out as one
/// (``ViewTraits/hasTopLevelSystemMargins(_:tools:lookup:)``), whose document sets `layoutMargins` or
/// `directionalLayoutMargins` smaller than the system minimum (16 points below 400 points of width, 20 from
/// there; none at the top and bottom) keeps the larger at each side and its own at the top and bottom
/// (``LayoutRule/ownMarginsAboveSystemMinimum``), in documents that use safe-area layout guides (iOS 11's layout).
///
/// The stored frames: GenesisVision's nine content views (Xcode 11, tools version 15505; vertical stack
/// views 301 points wide with 8-point directional margins) place their rows 16 points from the sides and 8 from
/// the top; safe-ios's tag view (tools version 20037, 191 points wide, 6-point margins) its label 16 points in.
/// beam's Imgur toolbar (Xcode 10, 600 points wide, no safe areas) keeps its own 12 points, and beam's
/// storyboard collection view header (Xcode 9.4) its own 15: the rule leaves documents without safe areas and
/// storyboards' reusable views alone.
extension ViewTraits {
    /// The system minimum side margin of a view IB lays out as a controller's root view in a document that uses
    /// safe areas, or nil for any other.
    static func systemMinimumSide(
        of view: LiveView, isControllerRoot: Bool, rootWidth: Double, lookup: DocumentLookup
    ) -> Double? {
        guard let nib = lookup.nib(of: view), nib[0].attributes["useSafeAreas"] == "YES" else { return nil }
        if isControllerRoot && lookup.rules.contains(.controllerSystemMargins) {
            return hasSizeClassCanvasRootMargins(view, lookup: lookup)
                ? sizeClassCanvasRootMargin : systemMinimumSideMargin(width: rootWidth, rules: lookup.rules)
        }
        let tools = AppKitAlignment.toolsVersion(of: nib)
        if view.superview == nil, nib.kind == .xib, hasTopLevelSystemMargins(view, tools: tools, lookup: lookup),
            !isTableAccessory(view, lookup: lookup)
        {
            return systemMinimumSideMargin(width: view.frame.width, rules: lookup.rules)
        }
        return nil
    }

    /// A root view's own margins, at least `side` at its left and right.
    static func ownMarginsAboveSystemMinimum(_ own: LayoutInsets, side: Double) -> LayoutInsets {
        var margins = own
        margins.left = max(own.left, side)
        margins.right = max(own.right, side)
        return margins
    }
}
