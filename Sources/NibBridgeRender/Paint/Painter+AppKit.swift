import NibBridgeDocument
import NibBridgeLoader

extension Painter {
    /// AppKit views: most draw through their cell (`textFieldCell`, `buttonCell`, ...).
    func paintAppKit(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        let cell = content.appKitCell
        switch content.kind {
        case "textField", "secureTextField", "searchField", "comboBox", "tokenField":
            paintAppKitTextField(view, content: content, cell: cell, bounds: bounds)
        case "button": paintAppKitButton(view, content: content, cell: cell, bounds: bounds)
        case "popUpButton":
            let title =
                cell?["title"]
                ?? cell?.keyed("menu")?.child("items")?.children("menuItem").first(where: { $0["state"] == "on" })?[
                    "title"]
                ?? cell?.keyed("menu")?.child("items")?.children("menuItem").first?["title"] ?? ""
            paintPushButton(
                title: title, font: content.font(default: FontSpec(size: 13)), bounds: bounds, chevron: true)
        case "box": paintBox(view, content: content, bounds: bounds)
        case "imageView":
            if let image = cell?["image"] ?? content.attribute("image") {
                let scaling = cell?["imageScaling"] ?? "proportionallyDown"
                let mode =
                    scaling == "axesIndependently" ? "scaleToFill" : scaling == "none" ? "center" : "scaleAspectFit"
                paintImage(named: image, documentPath: view.documentPath, mode: mode, bounds: bounds, labelled: true)
            }
        case "progressIndicator":
            if content.attribute("style") == "spinning" {
                paintActivityIndicator(content: content, bounds: bounds, color: RenderColor(white: 0.45))
            } else {
                let minimum = content.number("minValue") ?? 0
                let maximum = content.number("maxValue") ?? 100
                let value = content.number("doubleValue") ?? (minimum + maximum) / 2
                let fraction = maximum > minimum ? min(max((value - minimum) / (maximum - minimum), 0), 1) : 0
                let track = IBRect(x: 0, y: bounds.height / 2 - 3, width: bounds.width, height: 6)
                canvas.fill(track, RenderColor(white: 0, alpha: 0.1), radius: 3)
                if content.attribute("indeterminate") != "YES" {
                    canvas.fill(IBRect(x: 0, y: track.y, width: bounds.width * fraction, height: 6), .tint, radius: 3)
                }
            }
        case "slider":
            let minimum = Double(cell?["minValue"] ?? "") ?? 0
            let maximum = Double(cell?["maxValue"] ?? "") ?? 100
            let value = Double(cell?["doubleValue"] ?? "") ?? 50
            let fraction = maximum > minimum ? min(max((value - minimum) / (maximum - minimum), 0), 1) : 0
            if bounds.height > bounds.width {
                canvas.fill(
                    IBRect(x: bounds.width / 2 - 2, y: 2, width: 4, height: bounds.height - 4),
                    RenderColor(white: 0, alpha: 0.12), radius: 2)
                canvas.fillCircle(bounds.width / 2, bounds.height - 10 - (bounds.height - 20) * fraction, 8, .white)
                canvas.strokeCircle(
                    bounds.width / 2, bounds.height - 10 - (bounds.height - 20) * fraction, 8,
                    RenderColor(white: 0, alpha: 0.3))
            } else {
                canvas.fill(
                    IBRect(x: 2, y: bounds.height / 2 - 2, width: bounds.width - 4, height: 4),
                    RenderColor(white: 0, alpha: 0.12), radius: 2)
                canvas.fill(
                    IBRect(x: 2, y: bounds.height / 2 - 2, width: (bounds.width - 4) * fraction, height: 4), .tint,
                    radius: 2)
                canvas.fillCircle(10 + (bounds.width - 20) * fraction, bounds.height / 2, 8, .white)
                canvas.strokeCircle(
                    10 + (bounds.width - 20) * fraction, bounds.height / 2, 8, RenderColor(white: 0, alpha: 0.3))
            }
        case "segmentedControl":
            let segments = cell?.child("segments")?.children("segment") ?? []
            guard !segments.isEmpty else { return }
            canvas.fill(bounds, .white, radius: 5)
            canvas.strokeInside(bounds, RenderColor(white: 0, alpha: 0.25), width: 1, radius: 5)
            let width = bounds.width / Double(segments.count)
            for (number, segment) in segments.enumerated() {
                let rect = IBRect(x: Double(number) * width, y: 0, width: width, height: bounds.height)
                if segment["selected"] == "YES" { canvas.fill(rect, RenderColor(white: 0, alpha: 0.1)) }
                if number > 0 { canvas.line(rect.x, 3, rect.x, bounds.height - 3, RenderColor(white: 0, alpha: 0.2)) }
                canvas.drawText(
                    segment["label"] ?? "", in: rect,
                    style: TextStyle(font: FontSpec(size: 13), color: .black, alignment: .center))
            }
        case "colorWell":
            canvas.strokeInside(bounds, RenderColor(white: 0, alpha: 0.3), width: 1, radius: 4)
            let inset = IBRect(x: 4, y: 4, width: max(0, bounds.width - 8), height: max(0, bounds.height - 8))
            canvas.fill(inset, content.color("color") ?? RenderColor(white: 0.5), radius: 2)
        case "switch":
            let on = content.attribute("state") == "on"
            canvas.fill(
                IBRect(x: 0, y: 0, width: min(38, bounds.width), height: min(22, bounds.height)),
                on ? .tint : RenderColor(white: 0, alpha: 0.1), radius: 11)
            canvas.fillCircle(on ? 27 : 11, 11, 10, .white)
        case "stepper":
            paintPushButton(title: "", font: FontSpec(size: 13), bounds: bounds, chevron: true)
        case "tableView", "outlineView":
            canvas.fill(bounds, content.color("backgroundColor") ?? .white)
            let rowHeight = max(8, content.number("rowHeight") ?? 17)
            if content.attribute("usesAlternatingRowBackgroundColors") == "YES" {
                var y = rowHeight
                while y < bounds.height {
                    canvas.fill(IBRect(x: 0, y: y, width: bounds.width, height: rowHeight), RenderColor(244, 245, 245))
                    y += 2 * rowHeight
                }
            }
        case "tableHeaderView":
            canvas.fill(bounds, .white)
            canvas.fill(
                IBRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), RenderColor(white: 0, alpha: 0.1))
        case "tabView":
            let items = content.element?.child("tabViewItems")?.children("tabViewItem") ?? []
            let box = IBRect(x: 0, y: 12, width: bounds.width, height: max(0, bounds.height - 12))
            canvas.fill(box, RenderColor(white: 0, alpha: 0.04), radius: 5)
            canvas.strokeInside(box, RenderColor(white: 0, alpha: 0.15), width: 1, radius: 5)
            if !items.isEmpty {
                let width = min(100, bounds.width / Double(items.count))
                let start = (bounds.width - width * Double(items.count)) / 2
                let strip = IBRect(x: start, y: 1, width: width * Double(items.count), height: 22)
                paintPushButton(title: "", font: FontSpec(size: 13), bounds: strip, chevron: false, translate: false)
                for (number, item) in items.enumerated() {
                    canvas.drawText(
                        item["label"] ?? "",
                        in: IBRect(x: start + Double(number) * width, y: 1, width: width, height: 22),
                        style: TextStyle(font: FontSpec(size: 13), color: .black, alignment: .center))
                }
            }
        case "datePicker", "levelIndicator", "pathControl":
            paintPlaceholderBox(
                bounds: bounds, title: view.className, fill: .white, text: RenderColor(white: 0.4),
                outline: RenderColor(white: 0.7))
        case "customView", "view":
            paintCustomView(view, content: content, bounds: bounds)
        case "webView", "wkWebView":
            paintPlaceholderBox(bounds: bounds, title: "Web View", fill: .white, text: RenderColor(white: 0.55))
        default:
            break
        }
    }

    /// A rounded push button with a centered title (and up-down chevrons for pop-up buttons).
    func paintPushButton(title: String, font: FontSpec, bounds: IBRect, chevron: Bool, translate: Bool = true) {
        let height = min(bounds.height, 22)
        let box = IBRect(
            x: bounds.x + 1, y: bounds.y + (bounds.height - height) / 2, width: max(0, bounds.width - 2), height: height
        )
        canvas.fill(
            IBRect(x: box.x, y: box.y + 0.5, width: box.width, height: box.height), RenderColor(white: 0, alpha: 0.12),
            radius: 5)
        canvas.fill(box, .white, radius: 5)
        canvas.strokeInside(box, RenderColor(white: 0, alpha: 0.12), width: 0.5, radius: 5)
        var textBox = box
        if chevron {
            let x = box.x + box.width - 10
            let y = box.y + box.height / 2
            let ink = RenderColor(white: 0.2)
            canvas.polyline([(x - 3, y - 2), (x, y - 5), (x + 3, y - 2)], ink, width: 1.2)
            canvas.polyline([(x - 3, y + 2), (x, y + 5), (x + 3, y + 2)], ink, width: 1.2)
            textBox = IBRect(x: box.x + 6, y: box.y, width: max(0, box.width - 24), height: box.height)
        }
        if !title.isEmpty {
            canvas.drawText(
                title, in: textBox,
                style: TextStyle(
                    font: font, color: RenderColor(white: 0, alpha: 0.85), alignment: chevron ? .left : .center))
        }
    }

    func paintAppKitTextField(_ view: LiveView, content: ViewContent, cell: ElementRef?, bounds: IBRect) {
        let bezeled = cell?["borderStyle"] == "bezel" || content.kind != "textField"
        let draws = cell?["drawsBackground"] == "YES" || bezeled
        if draws {
            let background =
                cell?.keyed("backgroundColor").flatMap { index.color($0.attributes, documentPath: view.documentPath) }
                ?? .white
            canvas.fill(bounds, background, radius: content.kind == "searchField" ? bounds.height / 2 : 0)
        }
        if bezeled {
            canvas.strokeInside(
                bounds, RenderColor(white: 0, alpha: 0.25), width: 1,
                radius: content.kind == "searchField" ? bounds.height / 2 : 0)
        }
        var text = cell?["title"] ?? ""
        if case .text(let override)? = overrides[ObjectIdentifier(view)], text.isEmpty { text = override }
        var color =
            cell?.keyed("textColor").flatMap { index.color($0.attributes, documentPath: view.documentPath) } ?? .black
        if text.isEmpty, let placeholder = cell?["placeholderString"] {
            text = placeholder
            color = RenderColor(white: 0, alpha: 0.25)
        }
        if content.kind == "secureTextField", !(cell?["title"] ?? "").isEmpty {
            text = String(repeating: "•", count: text.count)
        }
        guard !text.isEmpty else { return }
        var style = TextStyle(font: content.font(default: FontSpec(size: 13)), color: color)
        style.alignment = TextStyle.alignment(cell?["alignment"])
        style.lineBreak = TextStyle.lineBreak(cell?["lineBreakMode"] ?? "clipping")
        let wraps =
            style.lineBreak == .wordWrap || style.lineBreak == .charWrap || cell?["truncatesLastVisibleLine"] == "YES"
        style.maxLines = wraps ? 0 : 1
        style.vertical = wraps ? .top : .center
        let inset = bezeled ? (content.kind == "searchField" ? 22.0 : 3) : 2
        canvas.drawText(
            text, in: IBRect(x: inset, y: wraps ? 1 : 0, width: bounds.width - inset - 2, height: bounds.height),
            style: style)
    }

    func paintAppKitButton(_ view: LiveView, content: ViewContent, cell: ElementRef?, bounds: IBRect) {
        let title = content.buttonTitle ?? ""
        let font = content.font(default: FontSpec(size: 13))
        let type = cell?["type"] ?? "push"
        let ink = RenderColor(white: 0, alpha: 0.85)
        switch type {
        case "check", "radio":
            let box = IBRect(x: 2, y: (bounds.height - 14) / 2, width: 14, height: 14)
            canvas.fill(box, .white, radius: type == "radio" ? 7 : 3)
            canvas.strokeInside(box, RenderColor(white: 0, alpha: 0.35), width: 1, radius: type == "radio" ? 7 : 3)
            if cell?["state"] == "on" {
                canvas.fill(box, .tint, radius: type == "radio" ? 7 : 3)
                if type == "radio" {
                    canvas.fillCircle(box.x + 7, box.y + 7, 3, .white)
                } else {
                    canvas.polyline(
                        [(box.x + 3, box.y + 7), (box.x + 6, box.y + 10), (box.x + 11, box.y + 4)], .white, width: 2)
                }
            }
            canvas.drawText(
                title, in: IBRect(x: 22, y: 0, width: bounds.width - 22, height: bounds.height),
                style: TextStyle(font: font, color: ink))
        default:
            let bordered = cell?["bordered"] != "NO" && cell?["bezelStyle"] != "inline"
            if let image = cell?["image"], title.isEmpty || !bordered {
                paintImage(
                    named: image, documentPath: view.documentPath, mode: "scaleAspectFit", bounds: bounds,
                    labelled: false)
            }
            if bordered {
                paintPushButton(title: title, font: font, bounds: bounds, chevron: false)
            } else if !title.isEmpty {
                canvas.drawText(title, in: bounds, style: TextStyle(font: font, color: ink, alignment: .center))
            }
        }
    }

    func paintBox(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        let type = content.attribute("boxType") ?? "primary"
        if type == "separator" {
            if bounds.width >= bounds.height {
                canvas.fill(
                    IBRect(x: 0, y: bounds.height / 2, width: bounds.width, height: 1),
                    RenderColor(white: 0, alpha: 0.1))
            } else {
                canvas.fill(
                    IBRect(x: bounds.width / 2, y: 0, width: 1, height: bounds.height),
                    RenderColor(white: 0, alpha: 0.1))
            }
            return
        }
        let titled = content.attribute("titlePosition") != "noTitle" && type != "custom"
        let top = titled ? 16.0 : 0
        let box = IBRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        if type == "custom" {
            if let fill = content.color("fillColor") {
                canvas.fill(box, fill, radius: content.number("cornerRadius") ?? 0)
            }
            if let border = content.color("borderColor") {
                canvas.strokeInside(
                    box, border, width: content.number("borderWidth") ?? 1, radius: content.number("cornerRadius") ?? 0)
            }
        } else {
            canvas.fill(box, RenderColor(white: 0, alpha: 0.05), radius: 5)
            canvas.strokeInside(box, RenderColor(white: 0, alpha: 0.1), width: 1, radius: 5)
        }
        if titled, let title = content.attribute("title"), !title.isEmpty {
            canvas.drawText(
                title, in: IBRect(x: 4, y: 0, width: bounds.width - 8, height: 15),
                style: TextStyle(font: FontSpec(size: 11), color: ink(0.85)))
        }
    }

    private func ink(_ alpha: Double) -> RenderColor { RenderColor(white: 0, alpha: alpha) }
}
