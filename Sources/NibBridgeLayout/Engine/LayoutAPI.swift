public import NibBridgeDocument
public import NibBridgeLoader

/// A size in points.
public struct LayoutSize: Sendable, Hashable, Codable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The value UIKit uses for "no intrinsic metric" in one dimension.
    public static let noIntrinsicMetric = -1.0
}

/// Supplies intrinsic content sizes (labels, buttons, images, switches...) to the layout engine.
///
/// The render module measures text with a real font library; without one, sizes come from the frames
/// Interface Builder stored (IB solved the layout with the real fonts).
public protocol IntrinsicContentSizing {
    /// The view's intrinsic content size for a width limit (for wrapping labels), or `nil` when the view
    /// has none; a component may be ``LayoutSize/noIntrinsicMetric``.
    func intrinsicContentSize(of view: LiveView, widthLimit: Double?) -> LayoutSize?
}

/// The frames the layout engine computed, and what it found wrong.
public struct LayoutResult {
    /// Each laid-out view's frame in its superview's coordinates.
    public var frames: [ObjectIdentifier: IBRect]
    /// Unsatisfiable or ambiguous layouts, at the constraint's position in the document.
    public var diagnostics: [Diagnostic]
    /// The views reported as ambiguous (when the engine checks ambiguity).
    public var ambiguousViews: Set<ObjectIdentifier> = []
    /// The undetermined parts of each ambiguous view's frame (`x`, `y`, `width`, `height`).
    public var ambiguousParts: [ObjectIdentifier: [String]] = [:]
    /// The views whose width or height nothing but their stored frame decides: an arranged view of a stack that
    /// nothing sizes in that dimension keeps the length Interface Builder's canvas gave it.
    public var sizedFromStoredFrames: Set<ObjectIdentifier> = []
    /// How many required constraints the layout broke because they conflict with the required constraints before
    /// them (each reported in ``diagnostics``, as UIKit logs "Unable to simultaneously satisfy constraints").
    public var brokenConstraints = 0

    /// Creates a result.
    public init(frames: [ObjectIdentifier: IBRect] = [:], diagnostics: [Diagnostic] = []) {
        self.frames = frames
        self.diagnostics = diagnostics
    }

    /// The frame computed for a view, if it was laid out.
    public func frame(of view: LiveView) -> IBRect? { frames[ObjectIdentifier(view)] }

    /// Whether the layout left a view's frame undetermined (always `false` when ambiguity is not checked).
    public func isAmbiguous(_ view: LiveView) -> Bool { ambiguousViews.contains(ObjectIdentifier(view)) }

    /// The parts of a view's frame the layout left undetermined (`x`, `y`, `width`, `height`), empty when
    /// it is not ambiguous or ambiguity was not checked.
    public func ambiguousParts(of view: LiveView) -> [String] { ambiguousParts[ObjectIdentifier(view)] ?? [] }

    /// Whether the view's width or height was read from its stored frame, nothing else deciding it
    /// (``sizedFromStoredFrames``).
    public func isSizedFromStoredFrame(_ view: LiveView) -> Bool {
        sizedFromStoredFrames.contains(ObjectIdentifier(view))
    }
}

/// Insets from the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`, left-to-right).
public struct LayoutInsets: Sendable, Hashable, Codable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = LayoutInsets()

    /// The same inset on every edge.
    public static func uniform(_ value: Double) -> LayoutInsets {
        LayoutInsets(top: value, left: value, bottom: value, right: value)
    }

    /// Each edge's inset added to the other's.
    public static func + (lhs: LayoutInsets, rhs: LayoutInsets) -> LayoutInsets {
        LayoutInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }
}
