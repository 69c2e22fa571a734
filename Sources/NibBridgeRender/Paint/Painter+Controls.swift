internal import Foundation
import NibBridgeDocument
import NibBridgeLoader

extension Painter {
    // MARK: Text

    func paintLabel(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        var text = content.text ?? ""
        if case .text(let override)? = overrides[ObjectIdentifier(view)], text.isEmpty { text = override }
        guard !text.isEmpty else { return }
        var style = TextStyle(font: content.attributedFont ?? content.font(default: .body))
        style.color = content.color("textColor") ?? .black
        style.alignment = TextStyle.alignment(content.attribute("textAlignment"))
        style.maxLines = Int(content.attribute("numberOfLines") ?? "1") ?? 1
        style.lineBreak = TextStyle.lineBreak(content.attribute("lineBreakMode"))
        if content.attribute("enabled") == "NO" { style.color = style.color.withAlpha(0.4) }
        canvas.drawText(text, in: bounds, style: style)
    }

    func paintTextView(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        guard let text = content.text, !text.isEmpty else { return }
        var style = TextStyle(font: content.attributedFont ?? content.font(default: FontSpec(size: 14)))
        style.color = content.color("textColor") ?? .black
        style.alignment = TextStyle.alignment(content.attribute("textAlignment"))
        style.maxLines = 0
        style.lineBreak = .wordWrap
        style.vertical = .top
        canvas.save()
        canvas.clip(bounds)
        canvas.drawText(
            text, in: IBRect(x: 5, y: 8, width: bounds.width - 10, height: bounds.height - 16), style: style)
        canvas.restore()
    }

    func paintTextField(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        let border = content.attribute("borderStyle") ?? "none"
        var inset = 0.0
        switch border {
        case "roundedRect":
            if view.backgroundColor == nil { canvas.fill(bounds, .white, radius: 5) }
            canvas.strokeInside(bounds, RenderColor(white: 0, alpha: 0.18), width: 1, radius: 5)
            inset = 7
        case "line":
            canvas.strokeInside(bounds, .black, width: 1)
            inset = 2
        case "bezel":
            canvas.strokeInside(bounds, RenderColor(white: 0.55), width: 1)
            inset = 3
        default: break
        }
        var text = content.attribute("text") ?? ""
        if case .text(let override)? = overrides[ObjectIdentifier(view)], text.isEmpty { text = override }
        var style = TextStyle(font: content.font(default: FontSpec(size: 14)))
        style.alignment = TextStyle.alignment(content.attribute("textAlignment"))
        if text.isEmpty {
            text = content.attribute("placeholder") ?? ""
            style.color = RenderColor(60, 60, 67, 0.3)
        } else {
            style.color = content.color("textColor") ?? .black
        }
        canvas.drawText(
            text, in: IBRect(x: inset, y: 0, width: bounds.width - 2 * inset, height: bounds.height), style: style)
    }

    // MARK: Buttons

    func paintButton(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        let tint = self.tint(of: view)
        let type =
            content.attribute("buttonType") ?? (content.element?.keyed("configuration") != nil ? "system" : "custom")
        var titleColor = content.buttonTitleColor ?? (type == "custom" ? .white : tint)
        var title = content.buttonTitle ?? ""
        if case .text(let override)? = overrides[ObjectIdentifier(view)], title.isEmpty { title = override }
        var font = content.font(default: FontSpec(size: 15))
        if let configuration = content.element?.keyed("configuration") {
            // iOS 15 configurations: plain, tinted, gray, filled; 17-point titles with padding.
            font = content.font(default: FontSpec(size: 17))
            let corner = configuration["cornerStyle"] == "capsule" ? bounds.height / 2 : 6
            switch configuration["style"] {
            case "filled":
                canvas.fill(
                    bounds,
                    configuration.keyed("baseBackgroundColor").flatMap {
                        index.color($0.attributes, documentPath: view.documentPath)
                    } ?? tint, radius: corner)
                titleColor = content.buttonTitleColor ?? .white
            case "tinted":
                canvas.fill(bounds, tint.withAlpha(0.15), radius: corner)
            case "gray":
                canvas.fill(bounds, RenderColor(118, 118, 128, 0.12), radius: corner)
            default: break
            }
            if let color = configuration.keyed("baseForegroundColor").flatMap({
                index.color($0.attributes, documentPath: view.documentPath)
            }) {
                titleColor = color
            }
        }
        if let backgroundImage = content.element?.children("state").first(where: { $0["key"] == "normal" })?[
            "backgroundImage"]
        {
            paintImage(
                named: backgroundImage, documentPath: view.documentPath, mode: "scaleToFill", bounds: bounds,
                labelled: false)
        }
        if view.otherState["enabled"]?.text == "NO" { titleColor = titleColor.withAlpha(0.35) }
        var style = TextStyle(font: font, color: titleColor, alignment: .center)
        switch content.attribute("contentHorizontalAlignment") {
        case "left", "leading": style.alignment = .left
        case "right", "trailing": style.alignment = .right
        default: break
        }
        style.lineBreak = TextStyle.lineBreak(content.attribute("lineBreakMode") ?? "middleTruncation")
        var textRect = bounds
        if let image = content.buttonImage {
            // Image before the title, the pair centered.
            let size =
                imageSize(named: image, documentPath: view.documentPath) ?? (
                    min(24, bounds.height), min(24, bounds.height)
                )
            let scale = min(1, bounds.height / max(size.1, 1))
            let imageWidth = size.0 * scale
            let imageHeight = size.1 * scale
            var titleWidth = 0.0
            if !title.isEmpty, let measurer {
                titleWidth = min(bounds.width - imageWidth, measurer.size(of: title, font: font).width)
            }
            let total = imageWidth + (title.isEmpty ? 0 : 4 + titleWidth)
            let x =
                style.alignment == .left
                ? 0 : style.alignment == .right ? bounds.width - total : (bounds.width - total) / 2
            paintImage(
                named: image, documentPath: view.documentPath, mode: "scaleAspectFit",
                bounds: IBRect(x: x, y: (bounds.height - imageHeight) / 2, width: imageWidth, height: imageHeight),
                labelled: false, tint: type == "system" ? tint : nil)
            textRect = IBRect(x: x + imageWidth + 4, y: 0, width: max(0, titleWidth + 2), height: bounds.height)
            style.alignment = .left
        }
        if !title.isEmpty { canvas.drawText(title, in: textRect, style: style) }
    }

    // MARK: Images

    func imageSize(named name: String, documentPath: String?) -> (Double, Double)? {
        if let image = index.loadImage(name, documentPath: documentPath) { return image.pointSize }
        return index.recordedImageSize(name, documentPath: documentPath)
    }

    func paintImageView(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        var name = content.attribute("image")
        if name == nil, case .image(let override)? = overrides[ObjectIdentifier(view)] { name = override }
        guard let name else { return }
        paintImage(
            named: name, documentPath: view.documentPath, mode: content.attribute("contentMode") ?? "scaleToFill",
            bounds: bounds, labelled: true)
    }

    /// Draws a named image by content mode, or a labelled box where the image is when no PNG is found.
    func paintImage(
        named name: String, documentPath: String?, mode: String, bounds: IBRect, labelled: Bool,
        tint: RenderColor? = nil
    ) {
        let image = index.loadImage(name, documentPath: documentPath)
        let size = image?.pointSize ?? index.recordedImageSize(name, documentPath: documentPath)
        let rect = Painter.place(size: size, in: bounds, mode: mode)
        canvas.recordImage(name, in: rect, found: image != nil)
        if let image {
            canvas.draw(image, in: rect)
            return
        }
        // No picture file: a box the size the image would take, naming it.
        let box = rect.width > 0 && rect.height > 0 ? rect : bounds
        canvas.save()
        canvas.clip(bounds)
        canvas.fill(box, (tint ?? RenderColor(white: 0)).withAlpha(0.08))
        canvas.strokeInside(box, (tint ?? RenderColor(white: 0)).withAlpha(0.35), width: 1, dash: [3, 2])
        if labelled, box.width > 16, box.height > 16 {
            // A small picture glyph: a frame with a hill and a sun.
            let glyph = min(24, box.width / 3, box.height / 3)
            let gx = box.x + (box.width - glyph) / 2
            let gy = box.y + box.height / 2 - glyph
            let ink = RenderColor(white: 0, alpha: 0.45)
            canvas.strokeInside(IBRect(x: gx, y: gy, width: glyph, height: glyph * 0.8), ink, width: 1.5, radius: 2)
            canvas.polyline(
                [
                    (gx + 3, gy + glyph * 0.7), (gx + glyph * 0.4, gy + glyph * 0.35),
                    (gx + glyph * 0.62, gy + glyph * 0.55),
                    (gx + glyph * 0.75, gy + glyph * 0.45), (gx + glyph - 3, gy + glyph * 0.7),
                ], ink, filled: true)
            canvas.fillCircle(gx + glyph * 0.72, gy + glyph * 0.25, glyph * 0.08, ink)
            var style = TextStyle(
                font: FontSpec(size: min(12, max(8, box.height / 6))), color: RenderColor(white: 0, alpha: 0.6),
                alignment: .center)
            style.lineBreak = .truncateMiddle
            style.vertical = .top
            canvas.drawText(
                name,
                in: IBRect(
                    x: box.x + 2, y: box.y + box.height / 2 + 2, width: box.width - 4, height: box.height / 2 - 2),
                style: style)
        }
        canvas.restore()
    }

    /// Where an image of a size goes in a view by UIKit's content mode.
    static func place(size: (Double, Double)?, in bounds: IBRect, mode: String) -> IBRect {
        guard let (width, height) = size, width > 0, height > 0 else { return bounds }
        func at(_ w: Double, _ h: Double) -> IBRect {
            let x: Double
            let y: Double
            switch mode {
            case "left", "topLeft", "bottomLeft": x = 0
            case "right", "topRight", "bottomRight": x = bounds.width - w
            default: x = (bounds.width - w) / 2
            }
            switch mode {
            case "top", "topLeft", "topRight": y = 0
            case "bottom", "bottomLeft", "bottomRight": y = bounds.height - h
            default: y = (bounds.height - h) / 2
            }
            return IBRect(x: bounds.x + x, y: bounds.y + y, width: w, height: h)
        }
        switch mode {
        case "scaleAspectFit":
            let scale = min(bounds.width / width, bounds.height / height)
            return at(width * scale, height * scale)
        case "scaleAspectFill":
            let scale = max(bounds.width / width, bounds.height / height)
            return at(width * scale, height * scale)
        case "scaleToFill", "redraw": return bounds
        default: return at(width, height)
        }
    }

    // MARK: Controls

    func paintSwitch(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        let on = content.attribute("on") == "YES"
        let track = IBRect(x: 0, y: 0, width: 51, height: 31)
        if on {
            canvas.fill(track, content.color("onTintColor") ?? RenderColor(52, 199, 89), radius: 15.5)
        } else {
            canvas.fill(track, RenderColor(120, 120, 128, 0.16), radius: 15.5)
        }
        let knobX = on ? 51 - 15.5 : 15.5
        canvas.fillCircle(knobX, 15.5 + 0.8, 13.5, RenderColor(white: 0, alpha: 0.12))
        canvas.fillCircle(knobX, 15.5, 13.5, content.color("thumbTintColor") ?? .white)
    }

    func paintSlider(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        let minimum = content.number("minValue") ?? 0
        let maximum = content.number("maxValue") ?? 1
        let value = content.number("value") ?? 0.5
        let fraction = maximum > minimum ? min(max((value - minimum) / (maximum - minimum), 0), 1) : 0
        let thumb = 14.0
        let y = bounds.height / 2
        let start = thumb
        let end = bounds.width - thumb
        let x = start + (end - start) * fraction
        canvas.fill(
            IBRect(x: 2, y: y - 2, width: max(0, bounds.width - 4), height: 4),
            content.color("maximumTrackTintColor") ?? RenderColor(120, 120, 128, 0.2), radius: 2)
        canvas.fill(
            IBRect(x: 2, y: y - 2, width: max(0, x - 2), height: 4),
            content.color("minimumTrackTintColor") ?? tint(of: view), radius: 2)
        canvas.fillCircle(x, y + 1, thumb, RenderColor(white: 0, alpha: 0.12))
        canvas.fillCircle(x, y, thumb, content.color("thumbTintColor") ?? .white)
        canvas.strokeCircle(x, y, thumb - 0.25, RenderColor(white: 0, alpha: 0.06), width: 0.5)
    }

    func paintSegmentedControl(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        let segments = content.element?.child("segments")?.children("segment") ?? []
        guard !segments.isEmpty else { return }
        let selected = Int(content.attribute("selectedSegmentIndex") ?? "0") ?? 0
        let height = min(bounds.height, 32)
        let box = IBRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
        canvas.fill(box, RenderColor(118, 118, 128, 0.12), radius: 8)
        let width = bounds.width / Double(segments.count)
        for (number, segment) in segments.enumerated() {
            let cell = IBRect(x: Double(number) * width, y: box.y, width: width, height: height)
            if number == selected {
                let pill = IBRect(x: cell.x + 2, y: cell.y + 2, width: cell.width - 4, height: cell.height - 4)
                canvas.fill(
                    IBRect(x: pill.x, y: pill.y + 0.5, width: pill.width, height: pill.height),
                    RenderColor(white: 0, alpha: 0.08), radius: 7)
                canvas.fill(pill, content.color("selectedSegmentTintColor") ?? .white, radius: 7)
            } else if number > 0, number - 1 != selected {
                canvas.line(cell.x, cell.y + 8, cell.x, cell.y + height - 8, RenderColor(142, 142, 147, 0.3))
            }
            if let title = segment["title"] {
                let font = FontSpec(size: 13, weight: number == selected ? 600 : 400)
                canvas.drawText(
                    title, in: IBRect(x: cell.x + 4, y: cell.y, width: cell.width - 8, height: height),
                    style: TextStyle(font: font, color: .black, alignment: .center))
            } else if let image = segment["image"] {
                paintImage(named: image, documentPath: view.documentPath, mode: "center", bounds: cell, labelled: false)
            }
        }
    }

    func paintStepper(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        let box = IBRect(x: 0, y: 0, width: 94, height: 32)
        canvas.fill(box, RenderColor(118, 118, 128, 0.12), radius: 8)
        canvas.line(47, 8, 47, 24, RenderColor(142, 142, 147, 0.4))
        let ink = RenderColor(white: 0)
        canvas.line(16, 16, 31, 16, ink, width: 1.5)
        canvas.line(63, 16, 78, 16, ink, width: 1.5)
        canvas.line(70.5, 8.5, 70.5, 23.5, ink, width: 1.5)
    }

    func paintActivityIndicator(content: ViewContent, bounds: IBRect, color: RenderColor?) {
        let style = (content.attribute("style") ?? "medium").lowercased()
        let large = style.contains("large")
        let ink = color ?? content.color("color") ?? (style.contains("white") ? .white : RenderColor(white: 0.55))
        let radius = large ? 16.0 : 9.0
        let inner = radius * 0.45
        let cx = bounds.width / 2
        let cy = bounds.height / 2
        for spoke in 0..<8 {
            let angle = Double(spoke) * Double.pi / 4 - Double.pi / 2
            let alpha = 0.25 + 0.75 * Double(8 - spoke) / 8
            canvas.line(
                cx + inner * cos(angle), cy + inner * sin(angle), cx + radius * cos(angle), cy + radius * sin(angle),
                ink.withAlpha(alpha), width: large ? 3.5 : 2.2)
        }
    }

    func paintProgress(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        let progress = min(max(content.number("progress") ?? 0.5, 0), 1)
        let height = min(4, bounds.height)
        let y = (bounds.height - height) / 2
        canvas.fill(
            IBRect(x: 0, y: y, width: bounds.width, height: height),
            content.color("trackTintColor") ?? RenderColor(120, 120, 128, 0.2), radius: height / 2)
        canvas.fill(
            IBRect(x: 0, y: y, width: bounds.width * progress, height: height),
            content.color("progressTintColor") ?? tint(of: view), radius: height / 2)
    }

    func paintPageControl(content: ViewContent, bounds: IBRect) {
        let pages = max(0, Int(content.attribute("numberOfPages") ?? "3") ?? 3)
        guard pages > 0 else { return }
        let current = Int(content.attribute("currentPage") ?? "0") ?? 0
        let spacing = 16.0
        let start = (bounds.width - spacing * Double(pages - 1)) / 2
        for page in 0..<min(pages, 50) {
            let color =
                page == current
                ? content.color("currentPageIndicatorTintColor") ?? RenderColor(white: 0.2)
                : content.color("pageIndicatorTintColor") ?? RenderColor(white: 0.6, alpha: 0.6)
            canvas.fillCircle(start + Double(page) * spacing, bounds.height / 2, 3.5, color)
        }
    }

    func paintPicker(content: ViewContent, bounds: IBRect) {
        let band = IBRect(x: 8, y: bounds.height / 2 - 17, width: max(0, bounds.width - 16), height: 34)
        canvas.fill(band, RenderColor(118, 118, 128, 0.12), radius: 8)
        let title: String
        if content.kind == "datePicker" {
            let mode = content.attribute("datePickerMode") ?? "dateAndTime"
            title =
                ["time": "9:41 AM", "date": "Mon, Jan 9, 2007", "countDownTimer": "1 hour 0 min"][mode]
                ?? "Mon Jan 9   9:41 AM"
        } else {
            title = "Picker View"
        }
        canvas.drawText(title, in: band, style: TextStyle(font: FontSpec(size: 17), color: .black, alignment: .center))
    }

    func paintVisualEffect(content: ViewContent, bounds: IBRect) {
        let effect = content.element?.children().first { $0.name.hasSuffix("Effect") }
        let style = (effect?["style"] ?? "light").lowercased()
        let fill: RenderColor
        if style.contains("dark") {
            fill = RenderColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.78)
        } else if style.contains("extralight") {
            fill = RenderColor(white: 0.97, alpha: 0.82)
        } else {
            fill = RenderColor(white: 0.95, alpha: 0.75)
        }
        canvas.fill(bounds, fill)
    }
}
