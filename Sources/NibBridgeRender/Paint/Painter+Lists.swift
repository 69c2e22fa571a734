import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader

extension Painter {
    // MARK: Tables and collections

    /// A table view: its header view, then its prototype (or static) cells stacked at their stored
    /// positions, as Interface Builder shows them, with separators.
    func paintTableView(_ view: LiveView, content: ViewContent, bounds: IBRect, origin: (x: Double, y: Double)) {
        let style = content.attribute("style") ?? "plain"
        let rowHeight = content.number("rowHeight") ?? 44
        var cells: [LiveView] = view.otherState["prototypes"]?.objects?.compactMap { $0 as? LiveView } ?? []
        var sectionStarts: Set<Int> = []
        if cells.isEmpty, let sections = content.element?.child("sections")?.children("tableViewSection") {
            for section in sections {
                sectionStarts.insert(cells.count)
                for cell in section.child("cells")?.children("tableViewCell") ?? [] {
                    if let id = cell["id"], let live = objectsByID[id] as? LiveView { cells.append(live) }
                }
            }
        }
        var y = contentInset(content, origin: origin)
        if cells.isEmpty, view.otherState["tableHeaderView"] == nil {
            // As Interface Builder shows a table filled by code.
            paintEmptyListCaption("Table View", "Prototype Content", bounds: bounds)
            return
        }
        if let header = view.otherState["tableHeaderView"]?.objects?.first as? LiveView {
            let frame = header.frame
            let height = frame.height > 0 ? frame.height : 44
            layoutDetached(header, size: LayoutSize(width: bounds.width, height: height))
            draw(header, frame: IBRect(x: 0, y: y, width: bounds.width, height: height), origin: origin)
            y += height
        }
        let top = contentInset(content, origin: origin)
        let grouped = style != "plain"
        let inset = style == "insetGrouped" ? 16.0 : 0
        if !cells.isEmpty, !grouped, view.otherState["prototypes"] != nil {
            // Interface Builder's "Prototype Cells" header.
            let header = IBRect(x: 0, y: y, width: bounds.width, height: 28)
            canvas.fill(header, RenderColor(white: 0.97))
            canvas.drawText(
                "Prototype Cells", in: IBRect(x: 16, y: y, width: bounds.width - 32, height: 28),
                style: TextStyle(font: FontSpec(size: 13), color: RenderColor(white: 0.45), alignment: .left))
            y += 28
        }
        for (number, cell) in cells.enumerated() {
            if grouped, sectionStarts.contains(number) || number == 0 { y += 35 }
            let stored = cell.frame
            let height =
                cell.properties[.frame] != nil && stored.height > 0
                ? stored.height : (cell.otherState["rowHeight"]?.text.flatMap(Double.init) ?? rowHeight)
            if cell.properties[.frame] != nil, stored.y + top > y, sectionStarts.isEmpty { y = stored.y + top }
            guard y < bounds.height else { break }
            let frame = IBRect(x: inset, y: y, width: bounds.width - 2 * inset, height: height)
            layoutDetached(cell, size: LayoutSize(width: frame.width, height: frame.height))
            draw(cell, frame: frame, origin: origin)
            let last = number == cells.count - 1 || sectionStarts.contains(number + 1)
            if !last || !grouped {
                let separatorInset = cell.otherState["separatorInset"] == nil ? 16.0 : 0
                canvas.fill(
                    IBRect(
                        x: inset + separatorInset, y: y + height - 0.5, width: frame.width - separatorInset, height: 0.5
                    ), content.color("separatorColor") ?? RenderColor(60, 60, 67, 0.29))
            }
            y += height
        }
    }

    /// The two-line caption Interface Builder writes across an empty table or collection view.
    func paintEmptyListCaption(_ title: String, _ subtitle: String, bounds: IBRect) {
        guard bounds.width > 60, bounds.height > 50 else { return }
        let ink = RenderColor(white: 0.6)
        let middle = bounds.height / 2
        canvas.drawText(
            title, in: IBRect(x: 8, y: middle - 24, width: bounds.width - 16, height: 24),
            style: TextStyle(font: FontSpec(size: 17, weight: 600), color: ink, alignment: .center))
        canvas.drawText(
            subtitle, in: IBRect(x: 8, y: middle, width: bounds.width - 16, height: 20),
            style: TextStyle(font: FontSpec(size: 13), color: ink, alignment: .center))
    }

    /// How far a scroll view's content starts below its top: the part of the safe-area inset it reaches
    /// under (UIKit's automatic content inset adjustment).
    func contentInset(_ content: ViewContent, origin: (x: Double, y: Double)) -> Double {
        if content.attribute("contentInsetAdjustmentBehavior") == "never" { return 0 }
        return max(0, safeAreaTop - origin.y)
    }

    /// A cell's accessory: a disclosure chevron, a checkmark or an info button at the trailing edge.
    func paintCellAccessory(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        let accessory = content.attribute("accessoryType") ?? "none"
        let cx = bounds.width - 20
        let cy = bounds.height / 2
        switch accessory {
        case "disclosureIndicator":
            canvas.polyline([(cx - 3, cy - 6), (cx + 3, cy), (cx - 3, cy + 6)], RenderColor(196, 196, 199), width: 2)
        case "checkmark":
            canvas.polyline([(cx - 7, cy), (cx - 2, cy + 5), (cx + 6, cy - 6)], tint(of: view), width: 2)
        case "detailButton", "detailDisclosureButton":
            canvas.strokeCircle(cx - (accessory == "detailButton" ? 0 : 16), cy, 9, tint(of: view), width: 1.2)
            canvas.drawText(
                "i", in: IBRect(x: cx - 9 - (accessory == "detailButton" ? 0 : 16), y: cy - 9, width: 18, height: 18),
                style: TextStyle(font: FontSpec(size: 12, weight: 700), color: tint(of: view), alignment: .center))
            if accessory == "detailDisclosureButton" {
                canvas.polyline(
                    [(cx + 1, cy - 6), (cx + 7, cy), (cx + 1, cy + 6)], RenderColor(196, 196, 199), width: 2)
            }
        default: break
        }
    }

    /// A collection view: its cells and supplementary views at their stored frames (or flowed by the
    /// flow layout's item size when not stored).
    func paintCollectionView(_ view: LiveView, content: ViewContent, bounds: IBRect, origin: (x: Double, y: Double)) {
        let cells: [LiveView] = view.otherState["cells"]?.objects?.compactMap { $0 as? LiveView } ?? []
        if cells.isEmpty, content.element?.nib.platform != .cocoa {
            paintEmptyListCaption("Collection View", "Prototype Content", bounds: bounds)
        }
        let layout = content.element?.keyed("collectionViewLayout")
        let itemSize =
            layout?.keyed("itemSize").map { (Double($0["width"] ?? "") ?? 50, Double($0["height"] ?? "") ?? 50) } ?? (
                50, 50
            )
        let spacing = Double(layout?["minimumInteritemSpacing"] ?? "") ?? 10
        let lineSpacing = Double(layout?["minimumLineSpacing"] ?? "") ?? 10
        var supplementary: [LiveView] = []
        for (key, value) in view.otherState.sorted(by: { $0.key < $1.key })
        where key.hasSuffix("View") && key != "backgroundView" {
            supplementary += value.objects?.compactMap { $0 as? LiveView } ?? []
        }
        let top = contentInset(content, origin: origin)
        var x = 0.0
        var y = (supplementary.first.map { $0.frame.maxY } ?? 0) + top
        for item in supplementary {
            let frame = item.frame
            layoutDetached(
                item, size: LayoutSize(width: frame.width > 0 ? frame.width : bounds.width, height: frame.height))
            draw(
                item,
                frame: IBRect(
                    x: frame.x, y: frame.y + top, width: frame.width > 0 ? frame.width : bounds.width,
                    height: frame.height), origin: origin)
        }
        for cell in cells {
            var frame: IBRect
            if cell.properties[.frame] != nil {
                frame = cell.frame
                frame.y += top
            } else {
                if x + itemSize.0 > bounds.width, x > 0 {
                    x = 0
                    y += itemSize.1 + lineSpacing
                }
                frame = IBRect(x: x, y: y, width: itemSize.0, height: itemSize.1)
                x += itemSize.0 + spacing
            }
            guard frame.y < bounds.height else { continue }
            layoutDetached(cell, size: LayoutSize(width: frame.width, height: frame.height))
            draw(cell, frame: frame, origin: origin)
        }
    }

    // MARK: Bars

    static let barColor = RenderColor(white: 0.97, alpha: 0.94)
    static let hairline = RenderColor(white: 0, alpha: 0.3)

    /// A navigation bar with a navigation item's title and bar button items.
    func paintNavigationBar(content: ViewContent?, bounds: IBRect, item: ElementRef?, tint: RenderColor = .tint) {
        let background = content?.color("barTintColor") ?? Painter.barColor
        canvas.fill(bounds, background)
        canvas.fill(IBRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5), Painter.hairline)
        guard let item else { return }
        // Items sit in the bar's bottom 44 points (above them, a controller's bar extends under the status bar).
        let bounds = IBRect(
            x: bounds.x, y: bounds.y + max(0, bounds.height - 44), width: bounds.width, height: min(44, bounds.height))
        let titleColor =
            (content?.element?.keyed("titleTextAttributes")?.keyed("textColor")).flatMap {
                index.color($0.attributes, documentPath: content?.documentPath)
            } ?? .black
        if let title = item["title"] {
            canvas.drawText(
                title, in: IBRect(x: 90, y: bounds.y, width: max(0, bounds.width - 180), height: bounds.height),
                style: TextStyle(font: FontSpec(size: 17, weight: 600), color: titleColor, alignment: .center))
        }
        let leftItems =
            item.children().filter { $0["key"] == "leftBarButtonItem" }
            + (item.child("leftBarButtonItems")?.children("barButtonItem") ?? [])
        let rightItems =
            item.children().filter { $0["key"] == "rightBarButtonItem" }
            + (item.child("rightBarButtonItems")?.children("barButtonItem") ?? [])
        if let left = leftItems.first {
            canvas.drawText(
                barItemTitle(left), in: IBRect(x: 16, y: bounds.y, width: 80, height: bounds.height),
                style: TextStyle(
                    font: FontSpec(size: 17, weight: left["style"] == "done" ? 600 : 400), color: tint, alignment: .left
                ))
        } else if item["title"] != nil, content == nil, item["hidesBackButton"] != "YES", item["backButtonTitle"] != nil
        {
            canvas.drawText(
                "‹ " + (item["backButtonTitle"] ?? "Back"),
                in: IBRect(x: 8, y: bounds.y, width: 88, height: bounds.height),
                style: TextStyle(font: FontSpec(size: 17), color: tint, alignment: .left))
        }
        if let right = rightItems.first {
            canvas.drawText(
                barItemTitle(right), in: IBRect(x: bounds.width - 96, y: bounds.y, width: 80, height: bounds.height),
                style: TextStyle(
                    font: FontSpec(
                        size: 17, weight: right["style"] == "done" || right["systemItem"] == "done" ? 600 : 400),
                    color: tint, alignment: .right))
        }
    }

    /// What a bar button item shows: its title, or a word or sign for a system item.
    func barItemTitle(_ item: ElementRef) -> String {
        if let title = item["title"] { return title }
        guard let system = item["systemItem"] else { return item["image"] == nil ? "Item" : "▢" }
        let words: [String: String] = [
            "add": "+", "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "compose": "✎",
            "reply": "↩", "action": "⇪", "organize": "▤", "bookmarks": "☰", "search": "⌕", "refresh": "↻",
            "stop": "✕", "camera": "◉", "trash": "🗑", "play": "▶", "pause": "❚❚", "rewind": "◀◀",
            "fastForward": "▶▶", "undo": "Undo", "redo": "Redo", "close": "✕",
        ]
        return words[system] ?? system
    }

    func paintToolbar(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        canvas.fill(bounds, content.color("barTintColor") ?? Painter.barColor)
        canvas.fill(IBRect(x: 0, y: 0, width: bounds.width, height: 0.5), Painter.hairline)
        let items = content.element?.child("items")?.children("barButtonItem") ?? []
        guard !items.isEmpty else { return }
        let font = FontSpec(size: 17)
        var widths: [Double?] = []
        var fixed = 0.0
        for item in items {
            switch item["systemItem"] {
            case "flexibleSpace": widths.append(nil)
            case "fixedSpace":
                let width = Double(item["width"] ?? "") ?? 8
                widths.append(width)
                fixed += width
            default:
                let width = (measurer?.size(of: barItemTitle(item), font: font).width ?? 40) + 16
                widths.append(width)
                fixed += width
            }
        }
        let flexible = widths.filter { $0 == nil }.count
        let share = flexible > 0 ? max(0, bounds.width - 16 - fixed) / Double(flexible) : 0
        var x = 8.0
        let ink = tint(of: view)
        for (item, width) in zip(items, widths) {
            let w = width ?? share
            if width != nil, item["systemItem"] != "fixedSpace" {
                canvas.drawText(
                    barItemTitle(item), in: IBRect(x: x, y: 0, width: w, height: bounds.height),
                    style: TextStyle(font: font, color: ink, alignment: .center))
            }
            x += w
        }
    }

    func paintTabBar(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        let items = content.element?.child("items")?.children("tabBarItem") ?? []
        paintTabBar(
            items: items.map {
                ($0["title"] ?? $0["systemItem"].map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "", $0["image"])
            }, bounds: bounds, background: content.color("barTintColor"), tint: tint(of: view),
            documentPath: view.documentPath)
    }

    /// A tab bar with items (title, image name); the first is selected.
    func paintTabBar(
        items: [(String, String?)], bounds: IBRect, background: RenderColor?, tint: RenderColor, documentPath: String?
    ) {
        canvas.fill(bounds, background ?? Painter.barColor)
        canvas.fill(IBRect(x: 0, y: 0, width: bounds.width, height: 0.5), Painter.hairline)
        guard !items.isEmpty else { return }
        let width = bounds.width / Double(items.count)
        for (number, item) in items.enumerated() {
            let ink = number == 0 ? tint : RenderColor(white: 0.6)
            let icon = IBRect(x: Double(number) * width + (width - 25) / 2, y: 4, width: 25, height: 25)
            if let image = item.1, index.loadImage(image, documentPath: documentPath) != nil {
                paintImage(
                    named: image, documentPath: documentPath, mode: "scaleAspectFit", bounds: icon, labelled: false)
            } else {
                canvas.strokeInside(icon, ink, width: 1.5, radius: 5)
            }
            canvas.drawText(
                item.0, in: IBRect(x: Double(number) * width + 2, y: 31, width: width - 4, height: 14),
                style: TextStyle(font: FontSpec(size: 10, weight: 500), color: ink, alignment: .center))
        }
    }

    func paintSearchBar(content: ViewContent, bounds: IBRect) {
        if content.attribute("searchBarStyle") != "minimal" {
            canvas.fill(bounds, content.color("barTintColor") ?? RenderColor(white: 0.97))
        }
        let field = IBRect(
            x: 8, y: max(0, (bounds.height - 36) / 2), width: max(0, bounds.width - 16), height: min(36, bounds.height))
        canvas.fill(field, RenderColor(118, 118, 128, 0.12), radius: 10)
        let ink = RenderColor(60, 60, 67, 0.6)
        canvas.strokeCircle(field.x + 16, field.y + field.height / 2 - 1.5, 5.5, ink, width: 1.8)
        canvas.line(
            field.x + 20, field.y + field.height / 2 + 2.5, field.x + 24, field.y + field.height / 2 + 6.5, ink,
            width: 1.8)
        let text = content.attribute("text")
        canvas.drawText(
            text ?? content.attribute("placeholder") ?? "Search",
            in: IBRect(x: field.x + 30, y: field.y, width: field.width - 38, height: field.height),
            style: TextStyle(font: FontSpec(size: 17), color: text == nil ? ink : .black, alignment: .left))
    }
}

extension IBRect {
    /// The bottom edge.
    var maxY: Double { y + height }
}
