import Cassowary
import NibBridgeDocument
import NibBridgeLoader

/// One view being laid out: its solver variables, the traits that shape its constraints and the
/// geometry the document stored for it.
///
/// The variables are the view's alignment rect (its frame, for every UIKit view and most AppKit ones)
/// in the root view's coordinate space, measured from the root's top-left corner with y growing
/// downwards, whatever the platform: AppKit's bottom-up coordinates are only converted back when the
/// frames are reported.
final class ViewNode {
    /// The view.
    let view: LiveView
    /// The superview's node (`nil` for the root).
    let parent: ViewNode?
    /// The view's traits.
    let traits: ViewTraits
    /// The alignment rect's left edge.
    let left: Variable
    /// The alignment rect's top edge.
    let top: Variable
    /// The alignment rect's width.
    let width: Variable
    /// The alignment rect's height.
    let height: Variable
    /// The frame IB stored, in the superview's coordinates as the framework measures them; for a view IB laid
    /// out at another size than the one it stored (``StaleCellContentSize``), that size.
    let storedFrame: IBRect
    /// Whether the layout reports the view's frame as stored rather than solved: IB kept a stale rect for it
    /// while it laid its subviews out in `storedFrame` (``StaleCellContentSize``).
    let reportsStoredFrame: Bool
    /// The stored frame in the root's top-down space (used to place safe areas).
    var storedAbsolute: IBRect
    /// The insets of the view's safe area from its bounds.
    var safeInsets: LayoutInsets = .zero
    /// Whether the view is an arranged subview of a stack view (the stack places it).
    var isArranged = false
    /// The content size of a UIKit scroll view: what its subviews' edge constraints attach to.
    private(set) lazy var contentSize: (width: Variable, height: Variable) = (
        Variable("\(name).contentWidth"), Variable("\(name).contentHeight")
    )

    /// Makes a node with fresh variables.
    init(view: LiveView, parent: ViewNode?, traits: ViewTraits, layoutFrame: IBRect? = nil) {
        self.view = view
        self.parent = parent
        self.traits = traits
        let name = view.documentID ?? view.className
        left = Variable("\(name).left")
        top = Variable("\(name).top")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
        storedFrame = layoutFrame ?? view.frame
        reportsStoredFrame = layoutFrame != nil
        storedAbsolute = .zero
    }

    /// A short name for messages: the class and the document id.
    var name: String { view.documentID.map { "\(view.className) (\($0))" } ?? view.className }

    /// Whether the view is a UIKit scroll view, whose subviews' edges attach to its content area.
    var isUIKitScrollView: Bool {
        traits.platform == .uiKit
            && ["scrollView", "tableView", "collectionView", "textView"].contains(view.elementName)
    }

    /// Whether the framework makes constraints from the view's autoresizing mask.
    var translatesAutoresizingMask: Bool { !isArranged && view.translatesAutoresizingMaskIntoConstraints }

    /// The layout margins constraints see: the view's margins, measured from its safe area on UIKit
    /// unless `insetsLayoutMarginsFromSafeArea` is off.
    var effectiveMargins: LayoutInsets {
        guard traits.platform == .uiKit else { return traits.margins }
        if !traits.insetsMarginsFromSafeArea { return traits.margins }
        return traits.margins + safeInsets
    }

    /// The frame in the root's space from the solved alignment rect.
    var solvedAbsoluteFrame: IBRect {
        let insets = traits.alignmentInsets
        return IBRect(
            x: left.value - insets.left, y: top.value - insets.top,
            width: width.value + insets.left + insets.right, height: height.value + insets.top + insets.bottom)
    }

    /// The frame's left edge as an expression of the alignment rect's variables.
    var frameLeft: Expression { left - traits.alignmentInsets.left }
    /// The frame's top edge as an expression of the alignment rect's variables.
    var frameTop: Expression { top - traits.alignmentInsets.top }
    /// The frame's width.
    var frameWidth: Expression { width + (traits.alignmentInsets.left + traits.alignmentInsets.right) }
    /// The frame's height.
    var frameHeight: Expression { height + (traits.alignmentInsets.top + traits.alignmentInsets.bottom) }

    /// Whether this node is an ancestor of another.
    func isAncestor(of other: ViewNode) -> Bool {
        var current = other.parent
        while let node = current {
            if node === self { return true }
            current = node.parent
        }
        return false
    }

    /// The stored frame converted to the superview's top-down space (AppKit frames of a non-flipped
    /// superview are measured from its bottom edge).
    func storedTopDownFrame() -> IBRect {
        guard let parent, traits.platform == .appKit, !parent.traits.isFlipped else { return storedFrame }
        var frame = storedFrame
        frame.y = parent.storedFrame.height - storedFrame.y - storedFrame.height
        return frame
    }
}
