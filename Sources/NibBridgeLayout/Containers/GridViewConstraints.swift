import Cassowary
import NibBridgeDocument
import NibBridgeLoader

/// The constraints an AppKit grid view (`NSGridView`) makes for the content views of its cells.
///
/// Rows and columns follow each other `rowSpacing` and `columnSpacing` apart (6 points unless set),
/// hidden ones collapsed, from the grid's top and leading edges to its bottom and trailing edges. A row
/// or column is as tall or wide as its `height` or `width` when set, otherwise as its largest content,
/// plus its paddings in both cases (negative paddings let the content overhang the track); a merged cell's content spans the rows and columns of the cells merged into it.
/// Each content view's alignment rect is placed in its cell by the cell's placement, else its column's
/// (x) or row's (y), else the grid's: `leading`/`top` and `trailing`/`bottom` pin one edge and keep the
/// other inside, `center` centres, `fill` pins both, `none` leaves the content to its own constraints.
/// With `firstBaseline` or `lastBaseline` row alignment, the contents of a row that show text (or report
/// baselines without it, ``LayoutRule/gridBaselineControls``) share one
/// baseline instead of their vertical placement, and the group is placed in its row by the `yPlacement` of
/// its first cell (NSGridView.h: "the entire baseline-aligned group is placed using the yPlacement of the
/// first cell with a value other than NSGridCellPlaceNone"): at the row's top, bottom or centre.
///
/// Where the grid is wider than its columns' content, each content view keeps its column as narrow as it
/// is, one weak preference per view (NSGridView.h: "Rows and columns are sized to fit their largest
/// content"): the extra width goes to the column whose views are fewest (MacPass's settings grid gives it to
/// its column of 4 steppers beside 8 labels; Textual's address book to its column of 2 labels beside 5).
/// Those preferences together weigh half a priority-1 constraint, however many views the grid holds: they
/// decide which column takes the width, never how wide the grid is (a grid whose width only its stored frame
/// decides, as in a leading-aligned stack view, keeps it).
extension LayoutSession {
    private enum XML {
        static let rows = "rows"
        static let columns = "columns"
        static let cells = "gridCells"
        static let contentView = "contentView"
    }

    /// One row or column: its edges' variables and its attributes.
    private struct Track {
        var id: String
        var attributes: [String: String]
        let start: Variable
        let size: Variable
        var isHidden: Bool { attributes["hidden"] == "YES" }
        var end: Expression { start + size }
    }

    func addGridConstraints(_ node: ViewNode) {
        guard let (nib, index) = lookup.index(of: node.view) else { return }
        let grid = nib[index].attributes
        func tracks(_ container: String, _ name: String) -> [Track] {
            guard let parent = nib.child(of: index, named: container) else { return [] }
            return nib.children(of: parent, named: name).enumerated().map { offset, child in
                let id = nib[child].attributes["id"] ?? "\(offset)"
                return Track(
                    id: id, attributes: nib[child].attributes, start: Variable("\(node.name).\(name)\(offset).start"),
                    size: Variable("\(node.name).\(name)\(offset).size"))
            }
        }
        let rows = tracks(XML.rows, "gridRow")
        let columns = tracks(XML.columns, "gridColumn")
        guard !rows.isEmpty, !columns.isEmpty else { return }
        chain(columns, from: Expression(node.left), to: node.left + node.width, spacing: grid["columnSpacing"])
        chain(rows, from: Expression(node.top), to: node.top + node.height, spacing: grid["rowSpacing"])

        var contents: [String: ViewNode] = [:]
        for child in nodes where child.parent === node { contents[child.view.documentID ?? ""] = child }
        let rowIndex = Dictionary(rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let columnIndex = Dictionary(
            columns.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        guard let cellsIndex = nib.child(of: index, named: XML.cells) else { return }
        let cells = nib[cellsIndex].children.map { nib[$0] }
        var rowBaselines: [Int: Expression] = [:]
        func contentView(of cell: CompiledNib.Element) -> ViewNode? {
            let content = cell.children.map({ nib[$0] }).first(where: { $0.attributes["key"] == XML.contentView })
            return content.flatMap { contents[$0.attributes["id"] ?? ""] }
        }
        let groupPlacements = baselineGroupPlacements(
            cells, rows: rows, rowIndex: rowIndex, columnIndex: columnIndex, grid: grid, content: contentView)
        let fitStrength = Strength(0.5 / Double(max(cells.count(where: { contentView(of: $0) != nil }), 1)))
        for cell in cells {
            guard let row = cell.attributes["row"].flatMap({ rowIndex[$0] }),
                let column = cell.attributes["column"].flatMap({ columnIndex[$0] }),
                let content = cell.children.map({ nib[$0] }).first(where: { $0.attributes["key"] == XML.contentView }),
                let item = contents[content.attributes["id"] ?? ""], !item.view.isHidden,
                !rows[row].isHidden, !columns[column].isHidden
            else { continue }
            // A merged cell's head spans the rows and columns of every cell merged into it.
            let id = cell.attributes["id"] ?? ""
            let merged = cells.filter { $0.attributes["headOfMergedCell"] == id }
            let spannedRows = merged.compactMap { $0.attributes["row"].flatMap { rowIndex[$0] } } + [row]
            let spannedColumns = merged.compactMap { $0.attributes["column"].flatMap { columnIndex[$0] } } + [column]
            let top = rows[spannedRows.min()!]
            let bottom = rows[spannedRows.max()!]
            let leading = columns[spannedColumns.min()!]
            let trailing = columns[spannedColumns.max()!]
            func padding(_ track: Track, _ key: String) -> Double { Double(track.attributes[key] ?? "") ?? 0 }
            let xStart = leading.start + padding(leading, "leadingPadding")
            let xEnd = trailing.end - padding(trailing, "trailingPadding")
            let yStart = top.start + padding(top, "topPadding")
            let yEnd = bottom.end - padding(bottom, "bottomPadding")

            let xPlacement = placement("xPlacement", cell.attributes, columns[column].attributes, grid)
            place(Expression(item.left), Expression(item.width), between: xStart, and: xEnd, xPlacement, item, in: node)
            if lookup.rules.contains(.gridColumnsFitEachView) {
                fitColumn(
                    Expression(item.left), Expression(item.width), between: xStart, and: xEnd, xPlacement,
                    strength: fitStrength)
            }

            let alignment = placement("rowAlignment", cell.attributes, rows[row].attributes, grid)
            let box = viewBox(item)
            if alignment == "firstBaseline" || alignment == "lastBaseline", sharesBaseline(item),
                let baseline = box.expression(alignment)
            {
                add(Expression(item.top), .greaterThanOrEqual, yStart, onConflict: gridConflict(node, item))
                add(item.top + item.height, .lessThanOrEqual, yEnd, onConflict: gridConflict(node, item))
                switch lookup.rules.contains(.gridBaselineGroupPlacement) ? groupPlacements[row] : nil {
                case "bottom": add(item.top + item.height, .equal, yEnd, priority: 1)
                case "center": add(item.top + item.height * 0.5, .equal, (yStart + yEnd) * 0.5, priority: 1)
                default: add(Expression(item.top), .equal, yStart, priority: 1)
                }
                if let shared = rowBaselines[row] {
                    add(baseline, .equal, shared, onConflict: gridConflict(node, item))
                } else {
                    rowBaselines[row] = baseline
                }
            } else {
                let yPlacement = placement("yPlacement", cell.attributes, rows[row].attributes, grid)
                place(
                    Expression(item.top), Expression(item.height), between: yStart, and: yEnd, yPlacement, item,
                    in: node)
            }
        }
    }

    /// Each baseline-aligned row's group placement: the `yPlacement` of its first cell (in column order) whose
    /// content shows text and whose placement is not `none`.
    private func baselineGroupPlacements(
        _ cells: [CompiledNib.Element], rows: [Track], rowIndex: [String: Int], columnIndex: [String: Int],
        grid: [String: String], content: (CompiledNib.Element) -> ViewNode?
    ) -> [Int: String] {
        var result: [Int: (column: Int, placement: String)] = [:]
        for cell in cells {
            guard let row = cell.attributes["row"].flatMap({ rowIndex[$0] }),
                let column = cell.attributes["column"].flatMap({ columnIndex[$0] }),
                ["firstBaseline", "lastBaseline"].contains(
                    placement("rowAlignment", cell.attributes, rows[row].attributes, grid)),
                let item = content(cell), sharesBaseline(item)
            else { continue }
            let value = placement("yPlacement", cell.attributes, rows[row].attributes, grid)
            if value != "none", column < result[row]?.column ?? .max { result[row] = (column, value) }
        }
        return result.mapValues(\.placement)
    }

    /// Whether a cell's content view joins its row's baseline-aligned group: it shows text, or (with
    /// ``LayoutRule/gridBaselineControls``) it reports baselines without text.
    private func sharesBaseline(_ item: ViewNode) -> Bool {
        item.traits.font != nil
            || (lookup.rules.contains(.gridBaselineControls) && item.traits.appKitBaselines.fixed != nil)
            || stackBaselines(of: item) != nil
    }

    /// Keeps a content view's column as narrow as the view, as a weak preference of its own (`strength`, the
    /// grid's share of half a priority-1 weight, below any content hugging and any stored size): the side the
    /// placement leaves free hugs the view.
    private func fitColumn(
        _ itemStart: Expression, _ itemSize: Expression, between start: Expression, and end: Expression,
        _ placement: String, strength: Strength
    ) {
        switch placement {
        case "leading": _ = add(Constraint(itemStart + itemSize - end, .equal, strength: strength))
        case "trailing", "center": _ = add(Constraint(itemStart - start, .equal, strength: strength))
        default: return  // fill holds both edges; none leaves the view alone
        }
    }

    /// The first placement set (not `inherited`) of a cell, its row or column, and the grid.
    private func placement(_ key: String, _ levels: [String: String]...) -> String {
        for attributes in levels {
            if let value = attributes[key], value != "inherited" { return value }
        }
        return key == "rowAlignment" ? "none" : (key == "xPlacement" ? "leading" : "top")
    }

    /// Lays tracks one after the other between two edges, each sized by its fixed size or hugging its
    /// content (at the lowest priority, so that the content's inequalities decide).
    private func chain(_ tracks: [Track], from start: Expression, to end: Expression, spacing: String?) {
        let gap = spacing.flatMap(Double.init) ?? 6
        var previous: Expression?
        for track in tracks {
            // No lower bound: negative paddings can make a track shorter than nothing (MonitorControl's rows
            // with a bottom padding of -13 points under 2-point separators), the next one then starting before
            // its content ends.
            if track.isHidden {
                add(Expression(track.size), .equal, Expression(constant: 0))
                add(Expression(track.start), .equal, previous ?? start)
                continue
            }
            add(Expression(track.start), .equal, previous.map { $0 + gap } ?? start)
            // A row's or column's paddings add to its content's height or width (`NSGridRow.topPadding`:
            // "extra space above the row's content"), a fixed one's included.
            let paddings = ["leadingPadding", "trailingPadding", "topPadding", "bottomPadding"]
                .compactMap { track.attributes[$0].flatMap(Double.init) }.reduce(0, +)
            let fixed = (track.attributes["width"] ?? track.attributes["height"]).flatMap(Double.init)
            if let fixed {
                add(Expression(track.size), .equal, Expression(constant: fixed + paddings))
            } else {
                add(Expression(track.size), .equal, Expression(constant: paddings), priority: 1)
            }
            previous = track.end
        }
        if let previous { add(previous, .equal, end) }
    }

    /// Places a content view along one axis inside its cell's edges.
    private func place(
        _ itemStart: Expression, _ itemSize: Expression, between start: Expression, and end: Expression,
        _ placement: String, _ item: ViewNode, in grid: ViewNode
    ) {
        let conflict = gridConflict(grid, item)
        let itemEnd = itemStart + itemSize
        switch placement {
        case "none": return
        case "fill":
            add(itemStart, .equal, start, onConflict: conflict)
            add(itemEnd, .equal, end, onConflict: conflict)
        case "trailing", "bottom":
            add(itemEnd, .equal, end, onConflict: conflict)
            add(itemStart, .greaterThanOrEqual, start, onConflict: conflict)
        case "center":
            add(itemStart + itemSize * 0.5, .equal, (start + end) * 0.5, onConflict: conflict)
            add(itemStart, .greaterThanOrEqual, start, onConflict: conflict)
        default:  // leading, top
            add(itemStart, .equal, start, onConflict: conflict)
            add(itemEnd, .lessThanOrEqual, end, onConflict: conflict)
        }
    }

    /// The warning for a cell's view the grid cannot place as its constraints ask (UIKit's and AppKit's
    /// "Unable to simultaneously satisfy constraints"), at the view's element.
    private func gridConflict(_ grid: ViewNode, _ item: ViewNode) -> () -> Diagnostic {
        {
            Diagnostic(
                .warning,
                "Unable to simultaneously satisfy constraints: the grid view \(grid.name) cannot place "
                    + "\(item.name) in its cell; breaking it",
                at: self.lookup.location(of: item.view), rule: "layout")
        }
    }
}
