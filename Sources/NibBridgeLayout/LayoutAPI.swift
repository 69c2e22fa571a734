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

    /// Creates a result.
    public init(frames: [ObjectIdentifier: IBRect] = [:], diagnostics: [Diagnostic] = []) {
        self.frames = frames
        self.diagnostics = diagnostics
    }

    /// The frame computed for a view, if it was laid out.
    public func frame(of view: LiveView) -> IBRect? { frames[ObjectIdentifier(view)] }
}
