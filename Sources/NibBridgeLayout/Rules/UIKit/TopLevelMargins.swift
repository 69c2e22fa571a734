import NibBridgeLoader

/// The layout margins Interface Builder gives a view shown on its own canvas: a xib's top-level view (a
/// custom view, a collection view cell or reusable view; not a table's header or footer view, nor a
/// controller's own view, whose margins are a controller root's).
///
/// IB lays such a view out as the root view of the controller it simulates it in, so it gets a controller
/// root's layout margins rather than UIKit's default 8 points: the system minimum at its sides (16 points
/// below 400 points of width, 20 from there, ``ViewTraits/systemMinimumSideMargin(width:rules:)``) and none
/// at the top and bottom, measured from its simulated safe area (`insetsLayoutMarginsFromSafeArea`).
///
/// - Xcode 9 to 11 (tools versions 13000 to 15999, ``LayoutRule/topLevelMarginsXcode9to11``), in xibs and in
///   storyboards' reusable views, not their prototype collection view cells.
/// - From Xcode 12 (tools version 17000, ``LayoutRule/topLevelMarginsXcode12On``), in xibs, as the stored
///   frames of three projects show (tools versions 17156 to 20037, views 375 to 600 points wide on the 375-
///   and 414-point iPhones): message, card and banner views with their content 20 points from their sides
///   and at their safe area's top (44 points down) and bottom, a 375-point header whose bar preserves its
///   margins at 16 points; no top-level view of a xib from Xcode 12 on stores UIKit's 8 points. Storyboards'
///   collection view section headers of Xcode 12 and 13 (two projects) keep 8 points, so the rule leaves
///   storyboards out. The views of those three projects have a freeform simulated size
///   (`<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`). Collection view cells and
///   reusable views of an inferred size do the same (before, the rule left them at UIKit's 8 points):
///   Delta's 375-point reusable view (Xcode 16) and OsmAnd-iOS's collection view cells of 124 and 163 points
///   (Xcode 14, 16 points) and of 417 points (Xcode 26, 20 points), as the inferred-size collection view
///   cells and reusable views of Xcode 9 to 11 (RocketChat, AltStore); none stores 8 points. A plain view of
///   an inferred size, shown as large as the screen, is not measured and keeps UIKit's 8 points.
///
/// A storyboard's prototype collection view cell of Xcode 9 to 11 is not laid out on its own canvas but in its
/// collection view, and keeps UIKit's 8 points: IBAnimatable's gradient cells (Xcode 10, tools version 14109),
/// SwipeCellKit's mail cells (Xcode 11, 14868; content 8 points in, not 20) and beam's media and post cells
/// (Xcode 9.4, 13771; image views and buttons at 8 points) store it, 14 views the rule lost.
///
/// Xcode 11.4 to 11.7 (tools versions 16000 to 16999) hold no such view in the documents measured; they keep
/// UIKit's 8 points.
extension ViewTraits {
    /// Whether a view with no superview (a top-level view on its own canvas) has the system minimum side
    /// margins and none at the top and bottom, by the tools version of its document.
    static func hasTopLevelSystemMargins(_ view: LiveView, tools: Int, lookup: DocumentLookup) -> Bool {
        let rules = lookup.rules
        if rules.contains(.topLevelMarginsXcode9to11) && tools >= 13000 && tools < 16000 {
            // A storyboard's prototype collection view cell keeps UIKit's 8 points.
            guard let (nib, index) = lookup.index(of: view) else { return true }
            return nib.kind == .xib || nib[index].name != "collectionViewCell"
        }
        guard rules.contains(.topLevelMarginsXcode12On), tools >= 17000,
            let (nib, index) = lookup.index(of: view), nib.kind == .xib
        else { return false }
        let name = nib[index].name
        return name == "collectionViewCell" || name == "collectionReusableView"
            || nib[index].children.contains { nib[$0].name == "freeformSimulatedSizeMetrics" }
    }
}
