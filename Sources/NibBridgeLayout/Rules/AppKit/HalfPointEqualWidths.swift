import NibBridgeDocument
import NibBridgeLoader

/// The width two equally wide AppKit views share when their stored widths differ by a point
/// (``LayoutRule/halfPointEqualWidths``).
///
/// A control's intrinsic width comes from its title's measured width, which need not be a whole number of
/// points; IB rounds each edge of a frame it stores to the nearest point, halves up, so two views that a
/// required constraint makes equally wide, sharing a width of n + ½ points, are stored one n + 1 and the other n
/// points wide (the first's trailing edge and the second's leading edge both rounded up). Read from the stored
/// frames, the wider view's intrinsic width is half a point too large and widens both. The shared width is then
/// the half point between the two stored widths: the wider view's intrinsic width is taken half a point smaller.
/// Stored frames of four projects show it: of Xcode 26, NetNewsWire's account statistics window (141- and
/// 140-point push buttons 12 points apart, equal widths), Aria2D's preferences (85 and 84; 69 beside a 68-point
/// one) and fsnotes' main storyboard (73 and 72); of Xcode 6.4, Bit Slicer's dump memory range dialog (two
/// equally wide text fields).
///
/// It corrects an estimate read from stored frames, so it applies only where the intrinsic sizes are those
/// (``StoredFrameIntrinsicSizes``, as in the frame-reproduction check); measured text sizes are not rounded.
extension LayoutSession {
    /// The intrinsic width of an AppKit view, half a point less when a required equal-width constraint ties it to
    /// a sibling whose stored frame is exactly one point narrower; otherwise `width`.
    func halfPointEqualWidth(_ node: ViewNode, width: Double) -> Double {
        guard lookup.rules.contains(.halfPointEqualWidths), intrinsicSizes is StoredFrameIntrinsicSizes,
            node.traits.platform == .appKit, width >= 0,
            let parent = node.parent
        else { return width }
        let view = node.view
        for constraint in parent.view.constraints
        where constraint.shouldBeArchived && constraint.isActive && constraint.relation == "equal"
            && constraint.priority >= 1000 && constraint.multiplier == 1 && constraint.constant == 0
            && constraint.firstAttribute == "width" && constraint.secondAttribute == "width"
        {
            let other: LiveView?
            if constraint.firstItem === view {
                other = constraint.secondItem as? LiveView
            } else if constraint.secondItem === view {
                other = constraint.firstItem as? LiveView
            } else {
                other = nil
            }
            guard let other, other.superview === view.superview else { continue }
            if view.frame.width - other.frame.width == 1 { return width - 0.5 }
        }
        return width
    }
}
