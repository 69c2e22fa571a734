import Cassowary
import NibBridgeDocument

/// The one view an NSStackView of the `equalSpacing` or `equalCentering` distribution arranges
/// (``LayoutRule/appKitLoneSpacedViewsCentred``): with no neighbour to spread the stack's length over, the view keeps
/// its own size along the axis and sits in the middle of the stack, the slack split equally before and after it,
/// instead of being stretched from edge to edge. NSStackView pads the spacing of these distributions evenly "when the
/// arranged views do not fill the stack view" (NSStackView.Distribution.equalSpacing); IB stores the lone view
/// centred. Stored frames of five projects show it, every such stack of the tuning sets with room to spare: Rectangle
/// (tools version 24765: two 850-point settings rows, a 733- and a 674-point column 59 and 88 points in from each
/// side), Mastonaut (14490.70: the composer's 22-point poll row 60 points down a 142-point column), toggldesktop
/// (16097.2: a 17-point error label 19 points down a 54-point column), sphinx-mac (22155: a 32-point amount label 2
/// points down a 36-point column), Boop (18122: a 148-point label 26 points in from each side of a 200-point bar).
/// A stack of two views or more keeps its first and last views on its edges (Textual's, toggldesktop's, pock's rows).
/// Off: the lone view's edges are on the stack's, as for any other distribution.
extension LayoutSession {
    /// Places the only view of an AppKit stack that spaces its views equally: inside the stack, its centre on the
    /// stack's centre, drawn to the edges only at priority 1, below any hugging. Returns `false` (adding nothing) for
    /// any other stack, and with the rule off.
    func addLoneSpacedView(
        _ box: AxisBox, along: AxisBox, isAppKit: Bool, distribution: String, count: Int,
        conflict: (String) -> () -> Diagnostic
    ) -> Bool {
        guard isAppKit, count == 1, distribution == "equalSpacing" || distribution == "equalCentering",
            lookup.rules.contains(.appKitLoneSpacedViewsCentred)
        else { return false }
        add(box.start, .greaterThanOrEqual, along.start, onConflict: conflict("fit its view"))
        add(box.end, .lessThanOrEqual, along.end, onConflict: conflict("fit its view"))
        add(box.center, .equal, along.center, onConflict: conflict("centre its view"))
        // A stack sized by nothing else still wraps its view; a view without a size of its own still fills it.
        add(box.start, .equal, along.start, priority: 1)
        return true
    }
}
