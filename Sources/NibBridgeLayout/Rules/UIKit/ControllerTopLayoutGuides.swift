import Cassowary

/// A view controller's `topLayoutGuide` as Interface Builder resolves it (``LayoutRule/topLayoutGuideAsBarsLine``).
///
/// `UIViewController.topLayoutGuide` indicates "the bottom of the status bar, if visible" or of the top bars, and
/// storyboards pin views to it with `viewControllerLayoutGuide type="top"` items. Interface Builder draws the guide as
/// a line at the bars' bottom edge and resolves every one of its edges there: a constraint from a view's top to the
/// guide's `top` (not its `bottom`, the usual choice) places the view below the bars in the stored frames, not at the
/// root's top.
///
/// Evidence, stored frames (every compared view of the twenty-five tuning sets pinned to a top layout guide's `top`):
/// hello's suripu-ios (holdout19; tools version 12118, an iPhone 6 Main.storyboard: full-screen image and collection
/// views pinned to the guide's top, stored at y 20 below the status bar), Lundakarnevalen's futural-intern-ios
/// (holdout19; a collection view and a scroll view pinned to the guide's top under a 64-point navigation bar, stored
/// at y 64), MIT-Mobile-for-iOS (holdout19; News_iPad.storyboard, a container view stored at y 20) and brendenwest's
/// Jobagent_ios (holdout23; tools version 12121, a table view 10 points below the guide's top, stored at y 74 under a
/// navigation bar). The bottom guide's `bottom` is left as before: no compared view of the sets is pinned to it.
/// Off: the guide spans the root's top inset, from the root's top to the bars' bottom, and its `top` is the root's
/// top.
enum ControllerTopLayoutGuides {
    /// The top layout guide as the line at the bars' bottom: `topInset` below the root's top, of no height.
    static func barsLine(of root: LayoutItemBox, topInset: Double) -> LayoutItemBox {
        LayoutItemBox(
            left: root.left, top: root.top + topInset, width: root.width, height: Expression(constant: 0))
    }
}
