import NibBridgeDocument

/// The `--show-bridges` overlay: each bridged view outlined, with a tag naming the nib it came from.
///
/// PNG pictures get it drawn by cairo; SVG pictures get it as plain SVG elements (real `<text>`, a
/// `<title>` tooltip, `data-` attributes naming the nib and class) so it can be searched and inspected.
enum BridgeOverlay {
    static let color = RenderColor(124, 58, 237)
    static let font = FontSpec(size: 10, weight: 700)
    static let tagHeight = 14.0

    /// The tag's rectangle for a mark: above the view when there is room, else inside its top edge.
    static func tag(for mark: BridgeMark, textWidth: Double) -> IBRect {
        let width = textWidth + 8
        let y = mark.rect.y >= tagHeight ? mark.rect.y - tagHeight : mark.rect.y
        return IBRect(x: mark.rect.x, y: y, width: width, height: tagHeight)
    }

    static func draw(_ marks: [BridgeMark], on canvas: Canvas) {
        let measurer = try? PangoTextMeasurer()
        for mark in marks {
            canvas.strokeInside(mark.rect, color, width: 1.5, dash: [4, 2])
        }
        for mark in marks {
            let width = measurer?.size(of: mark.label, font: font).width ?? Double(mark.label.count) * 6
            let tag = tag(for: mark, textWidth: width)
            canvas.fill(tag, color, radius: 2)
            var style = TextStyle(font: font, color: .white)
            style.condenseToFit = false
            canvas.drawText(
                mark.label, in: IBRect(x: tag.x + 4, y: tag.y, width: width + 1, height: tag.height), style: style)
        }
    }

    /// Adds a title and, for `--show-bridges`, the overlay to the SVG cairo wrote.
    static func annotate(svg bytes: [UInt8], title: String, bridges: [BridgeMark], measurer: PangoTextMeasurer?)
        -> [UInt8]
    {
        var text = String(decoding: bytes, as: UTF8.self)
        var head = "<title>\(escape(title))</title>\n"
        if let open = text.range(of: "<svg"), let end = text.range(of: ">", range: open.upperBound..<text.endIndex) {
            text.insert(contentsOf: "\n" + head, at: end.upperBound)
        }
        guard !bridges.isEmpty, let close = text.range(of: "</svg>", options: .backwards) else {
            return Array(text.utf8)
        }
        head = "<g id=\"nibbridge-bridges\" font-family=\"\(FontSpec.family)\" font-size=\"10\" font-weight=\"bold\">\n"
        let hex = color.hex
        for mark in bridges {
            let width = (measurer?.size(of: mark.label, font: font).width ?? Double(mark.label.count) * 6)
            let tag = tag(for: mark, textWidth: width)
            let r = mark.rect
            head +=
                "<g class=\"nibbridge-bridge\" data-nib=\"\(escape(mark.nib))\" data-class=\"\(escape(mark.className))\""
            if let placeholder = mark.placeholderID { head += " data-placeholder=\"\(escape(placeholder))\"" }
            head += ">\n"
            head += "<title>\(escape(mark.className)) loaded from \(escape(mark.nibPath))</title>\n"
            head +=
                "<rect class=\"nibbridge-bridge-outline\" x=\"\(n(r.x + 0.75))\" y=\"\(n(r.y + 0.75))\" width=\"\(n(max(0, r.width - 1.5)))\" height=\"\(n(max(0, r.height - 1.5)))\" fill=\"none\" stroke=\"\(hex)\" stroke-width=\"1.5\" stroke-dasharray=\"4 2\"/>\n"
            head +=
                "<rect class=\"nibbridge-bridge-tag\" x=\"\(n(tag.x))\" y=\"\(n(tag.y))\" width=\"\(n(tag.width))\" height=\"\(n(tag.height))\" rx=\"2\" fill=\"\(hex)\"/>\n"
            head +=
                "<text class=\"nibbridge-bridge-label\" x=\"\(n(tag.x + 4))\" y=\"\(n(tag.y + 10.5))\" fill=\"#ffffff\" textLength=\"\(n(width))\" lengthAdjust=\"spacingAndGlyphs\">\(escape(mark.label))</text>\n"
            head += "</g>\n"
        }
        head += "</g>\n"
        text.insert(contentsOf: head, at: close.lowerBound)
        return Array(text.utf8)
    }

    static func n(_ value: Double) -> String { IBNumber.format((value * 100).rounded() / 100) }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
