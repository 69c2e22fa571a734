import Cassowary

/// The rectangle a constraint item stands for, as expressions of solver variables, and how IB's
/// attribute names read it.
///
/// A view's box is its alignment rect; a layout guide's box is a rectangle derived from its view's
/// (the safe area, the layout margins, a view controller's top or bottom guide); a UIKit scroll view seen
/// from its subviews has its edges on its content area (``content``) while its size and centre stay
/// those of its frame, as UIKit relates a scroll view to its content.
struct LayoutItemBox {
    /// The left edge.
    var left: Expression
    /// The top edge.
    var top: Expression
    /// The width.
    var width: Expression
    /// The height.
    var height: Expression
    /// The layout margins, for the `...Margin` and `...WithinMargins` attributes.
    var margins: LayoutInsets = .zero
    /// The content area whose edges the `left`...`bottom` attributes use instead, if any.
    var content: (left: Expression, top: Expression, width: Expression, height: Expression)?
    /// The text's ascent and descent, for baselines, if the item shows text.
    var font: FontMetrics.TextMetrics?
    /// Whether the text is centred vertically (buttons, text fields) rather than laid from the top.
    var centersText = false
    /// The distance from the top to the baseline of centred text, when fixed (AppKit: see
    /// ``AppKitBaselines``).
    var centredBaseline: Double?
    /// The distance from the top to both baselines of a view without text that reports baselines (AppKit's
    /// switch), if any.
    var fixedBaseline: Double?
    /// The distance from the bottom up to the last baseline of text laid from the top, or of centred text whose
    /// last baseline is not its first, when fixed (AppKit: see ``AppKitBaselines``).
    var lastBaselineFromBottom: Double?
    /// The first and last baselines taken from a view inside, when the view has none of its own (an AppKit stack
    /// view's, ``LayoutRule/appKitStackBaselines``).
    var innerBaselines: (first: Expression, last: Expression)?
    /// Whether a view without a baseline (no text, no fixed or inner baselines) has its first baseline at its top
    /// edge (a UIKit view, ``LayoutRule/uiKitFirstBaselineAtTop``) rather than at its bottom edge, as its last
    /// baseline.
    var firstBaselineAtTop = false

    /// The expression of an attribute as IB names it (`leading`, `topMargin`, `centerX`,
    /// `lastBaseline`...), or `nil` for `notAnAttribute` and unknown names. Leading is left and trailing is
    /// right (left-to-right layout).
    func expression(_ attribute: String) -> Expression? {
        let edges = content ?? (left, top, width, height)
        let right = edges.left + edges.width
        let bottom = edges.top + edges.height
        switch attribute {
        case "left", "leading": return edges.left
        case "right", "trailing": return right
        case "top": return edges.top
        case "bottom": return bottom
        case "width": return width
        case "height": return height
        case "centerX": return left + width * 0.5
        case "centerY": return top + height * 0.5
        case "leftMargin", "leadingMargin": return edges.left + margins.left
        case "rightMargin", "trailingMargin": return right - margins.right
        case "topMargin": return edges.top + margins.top
        case "bottomMargin": return bottom - margins.bottom
        case "centerXWithinMargins": return left + width * 0.5 + (margins.left - margins.right) / 2
        case "centerYWithinMargins": return top + height * 0.5 + (margins.top - margins.bottom) / 2
        case "lastBaseline", "baseline":
            if let innerBaselines { return innerBaselines.last }
            if let fixedBaseline { return top + fixedBaseline }
            guard let font else { return top + height }
            if centersText {
                if let lastBaselineFromBottom { return top + height - lastBaselineFromBottom }
                if let centredBaseline { return top + centredBaseline }
                return top + height * 0.5 + ((font.ascent + font.descent) / 2 - font.descent)
            }
            return top + height - (lastBaselineFromBottom ?? font.descent)
        case "firstBaseline":
            if let innerBaselines { return innerBaselines.first }
            if let fixedBaseline { return top + fixedBaseline }
            guard let font else { return firstBaselineAtTop ? top : top + height }
            if centersText {
                if let centredBaseline { return top + centredBaseline }
                return top + height * 0.5 + ((font.ascent + font.descent) / 2 - font.descent)
            }
            return top + font.firstBaseline
        default: return nil
        }
    }
}
