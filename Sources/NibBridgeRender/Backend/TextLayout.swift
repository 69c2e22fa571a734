internal import Foundation

/// Pango layout configuration shared by drawing and measuring.
enum TextLayout {
    static func configure(_ lib: PangoCairo, _ layout: OpaquePointer, text: String, style: TextStyle, width: Double?) {
        // Lay out in user space: Pango otherwise takes the cairo transformation into its own matrix and
        // cancels a non-uniform scale (the width factor, condensing) that the glyphs should be drawn with.
        if let context = lib.layoutGetContext(layout) {
            lib.contextSetMatrix(context, nil)
            lib.layoutContextChanged(layout)
        }
        // A one-line label shows its text on one line.
        let shown = style.maxLines == 1 ? text.replacingOccurrences(of: "\n", with: " ") : text
        shown.withCString { lib.layoutSetText(layout, $0, -1) }
        if let description = style.font.pangoFamilyAndFace.withCString(lib.fontDescriptionFromString) {
            let size = min(max(style.font.size, 0), RenderLimits.maximumFontSize)
            lib.fontDescriptionSetAbsoluteSize(description, (size.isNaN ? 0 : size) * PangoCairo.pangoScale)
            lib.fontDescriptionSetWeight(description, style.font.isBold ? 700 : 400)
            lib.layoutSetFontDescription(layout, description)
            lib.fontDescriptionFree(description)
        }
        let alignment: Int32
        switch style.alignment {
        case .left, .justified: alignment = 0
        case .center: alignment = 1
        case .right: alignment = 2
        }
        lib.layoutSetAlignment(layout, alignment)
        guard let width else {
            lib.layoutSetWidth(layout, -1)
            lib.layoutSetEllipsize(layout, 0)
            lib.layoutSetHeight(layout, -1)
            return
        }
        lib.layoutSetWidth(layout, Int32(saturating: RenderLimits.length(max(1, width)) * PangoCairo.pangoScale))
        // PANGO_WRAP_WORD = 0, PANGO_WRAP_CHAR = 1, PANGO_WRAP_WORD_CHAR = 2.
        lib.layoutSetWrap(layout, style.lineBreak == .charWrap ? 1 : 2)
        // PANGO_ELLIPSIZE_NONE = 0, START = 1, MIDDLE = 2, END = 3.
        var ellipsize: Int32 = 0
        switch style.lineBreak {
        case .truncateHead: ellipsize = 1
        case .truncateMiddle: ellipsize = 2
        case .truncateTail: ellipsize = 3
        case .wordWrap, .charWrap, .clip: ellipsize = style.maxLines > 0 ? 3 : 0
        }
        if style.lineBreak == .clip { ellipsize = 0 }
        if style.maxLines == 1, style.lineBreak == .wordWrap || style.lineBreak == .charWrap {
            ellipsize = 0  // UILabel clips a single wrapped line.
        }
        lib.layoutSetEllipsize(layout, ellipsize)
        let lines = min(style.maxLines, RenderLimits.maximumLines)
        lib.layoutSetHeight(layout, lines > 0 ? -Int32(saturating: lines) : -1)
    }

    /// The logical size in points, unrounded.
    static func exactSize(_ lib: PangoCairo, _ layout: OpaquePointer) -> (width: Double, height: Double) {
        var width: Int32 = 0
        var height: Int32 = 0
        lib.layoutGetSize(layout, &width, &height)
        return (Double(width) / PangoCairo.pangoScale, Double(height) / PangoCairo.pangoScale)
    }

    static func pixelSize(_ lib: PangoCairo, _ layout: OpaquePointer) -> (width: Double, height: Double) {
        var width: Int32 = 0
        var height: Int32 = 0
        lib.layoutGetPixelSize(layout, &width, &height)
        return (Double(width), Double(height))
    }
}
