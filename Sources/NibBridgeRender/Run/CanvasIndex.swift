internal import Foundation
import NibBridgeDocument
import NibBridgeLoader

/// Folder mode: every scene of every document as a picture, and an `index.html` laying them out like
/// Interface Builder's canvas, with segues as arrows between scenes.
enum CanvasIndex {
    /// One document's pictures on its canvas.
    struct Board: Sendable {
        var document: String
        var relative: String
        var cards: [Card]
        var segues: [Segue]
    }

    /// One picture on a board.
    struct Card: Sendable {
        var file: String
        var title: String
        var scene: String?
        var object: String?
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var bridges: Int
        /// Element ids the card stands for (its scene's objects), to attach segues to.
        var ids: Set<String>
    }

    struct Segue: Sendable {
        var from: Int
        var to: Int
        var kind: String
        var label: String
    }

    /// How much smaller than points the canvas is drawn.
    static let zoom = 0.5
    /// How much the canvas locations are spread out vertically, to make room for the captions.
    static let verticalStretch = 1.1

    /// Each document's path relative to the input that found it (a file input: its name), with as many
    /// parent folders as it takes to tell apart documents of the same name.
    static func relativePaths(_ documents: [String], inputs: [String]) -> [(String, String)] {
        let components = documents.map { document -> [String] in
            for input in inputs where !document.hasSuffix("/") {
                let base = input.hasSuffix("/") ? input : input + "/"
                if document.hasPrefix(base) {
                    return String(document.dropFirst(base.count)).split(separator: "/").map(String.init)
                }
            }
            return [(document as NSString).lastPathComponent]
        }
        let all = documents.map { $0.split(separator: "/").map(String.init) }
        var names = components.map { $0.joined(separator: "/") }
        for _ in 0..<8 {
            let counts = Dictionary(grouping: names.indices, by: { names[$0] })
            let clashing = counts.values.filter { $0.count > 1 }.flatMap { $0 }
            if clashing.isEmpty { break }
            for index in clashing {
                let depth = names[index].split(separator: "/").count + 1
                names[index] = all[index].suffix(depth).joined(separator: "/")
            }
        }
        var used: Set<String> = []
        return zip(documents, names).map { document, name in
            var unique = name
            var number = 2
            while used.contains(unique) {
                unique = name + "-\(number)"
                number += 1
            }
            used.insert(unique)
            return (document, unique)
        }
    }

    static func safe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }

    static func sceneIndex(_ sceneID: String, in nib: CompiledNib) -> Int? {
        guard let scenes = nib.child(of: 0, named: "scenes") else { return nil }
        return nib.children(of: scenes, named: "scene").first { nib[$0].attributes["sceneID"] == sceneID }
    }

    static func descendantIDs(of index: Int, in nib: CompiledNib) -> [String] {
        var result: [String] = []
        var stack = [index]
        while let next = stack.popLast() {
            if let id = nib[next].attributes["id"] { result.append(id) }
            stack += nib[next].children
        }
        return result
    }

    /// Places cards at their canvas locations, shifted to start at the origin; documents without
    /// locations (or whose cards would overlap) get a row-by-row layout instead.
    static func arrange(_ cards: inout [Card]) {
        guard !cards.isEmpty else { return }
        let located = cards.allSatisfy { !$0.x.isNaN && !$0.y.isNaN }
        var overlaps = false
        if located {
            for i in cards.indices {
                for j in cards.indices where j > i {
                    let a = cards[i]
                    let b = cards[j]
                    if a.x < b.x + b.width, b.x < a.x + a.width, a.y < b.y + b.height, b.y < a.y + a.height {
                        overlaps = true
                    }
                }
            }
        }
        if located, !overlaps {
            // Stretched down a little: Interface Builder packs scenes closer than their captions need.
            let minX = cards.map(\.x).min() ?? 0
            let minY = cards.map(\.y).min() ?? 0
            for i in cards.indices {
                cards[i].x -= minX
                cards[i].y = (cards[i].y - minY) * verticalStretch
            }
            return
        }
        var x = 0.0
        var y = 0.0
        var rowHeight = 0.0
        let rowWidth = 4000.0
        for i in cards.indices {
            if x > 0, x + cards[i].width > rowWidth {
                x = 0
                y += rowHeight + 160
                rowHeight = 0
            }
            cards[i].x = x
            cards[i].y = y
            x += cards[i].width + 160
            rowHeight = max(rowHeight, cards[i].height)
        }
    }

    /// The segues between cards: each `<segue>` in a scene, to the scene holding its destination.
    static func segues(in nib: CompiledNib, cards: [Card]) -> [Segue] {
        var result: [Segue] = []
        for (from, card) in cards.enumerated() {
            guard let scene = card.scene, let sceneIndex = sceneIndex(scene, in: nib) else { continue }
            var stack = [sceneIndex]
            while let next = stack.popLast() {
                stack += nib[next].children
                let element = nib[next]
                guard element.name == "segue", let destination = element.attributes["destination"],
                    let to = cards.firstIndex(where: { $0.ids.contains(destination) })
                else { continue }
                let kind = element.attributes["kind"] ?? "segue"
                let label =
                    kind == "relationship"
                    ? (element.attributes["relationship"] ?? kind)
                    : (element.attributes["identifier"].map { "\(kind) “\($0)”" } ?? kind)
                if !result.contains(where: { $0.from == from && $0.to == to && $0.label == label }) {
                    result.append(Segue(from: from, to: to, kind: kind, label: label))
                }
            }
        }
        return result
    }

    // MARK: HTML

    static func html(_ boards: [Board], showBridges: Bool) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>NibBridge pictures</title>
            <style>
            body { font-family: "DejaVu Sans", sans-serif; margin: 0; background: #f2f2f5; color: #1d1d1f; }
            header { padding: 12px 20px; background: #fff; border-bottom: 1px solid #ddd; position: sticky; top: 0; z-index: 2; }
            header button { margin-left: 8px; }
            section { padding: 16px 20px 40px; }
            h2 { font-size: 15px; font-weight: 600; margin: 0 0 12px; }
            .board { position: relative; transform-origin: 0 0; }
            .card { position: absolute; margin: 0; }
            .card img { display: block; background: #fff; box-shadow: 0 1px 6px rgba(0,0,0,.25); }
            .card figcaption { position: absolute; top: -30px; left: 0; font-size: 22px; white-space: nowrap; color: #555; }
            .card figcaption .bridges { color: #7c3aed; }
            svg.segues { position: absolute; left: 0; top: 0; overflow: visible; pointer-events: none; }
            svg.segues path.segue { fill: none; stroke: #8e8e93; stroke-width: 3; }
            svg.segues path.relationship { stroke-dasharray: 10 6; }
            svg.segues marker path { fill: #8e8e93; stroke: none; }
            svg.segues text { font-size: 22px; fill: #555; }
            </style>
            </head>
            <body>
            <header><strong>NibBridge pictures</strong> — \(boards.reduce(0) { $0 + $1.cards.count }) pictures of \(boards.count) documents\(showBridges ? ", bridged views outlined" : "")
            <button onclick="zoom(1.25)">+</button><button onclick="zoom(0.8)">−</button></header>

            """
        for board in boards {
            let width = (board.cards.map { $0.x + $0.width }.max() ?? 0) + 40
            let height = (board.cards.map { $0.y + $0.height }.max() ?? 0) + 40
            html += "<section>\n<h2>\(escape(board.relative))</h2>\n"
            html += "<div class=\"frame\" style=\"width:\(n(width * zoom))px;height:\(n((height + 30) * zoom))px\">\n"
            html +=
                "<div class=\"board\" data-width=\"\(n(width))\" data-height=\"\(n(height + 30))\" style=\"width:\(n(width))px;height:\(n(height + 30))px;transform:scale(\(zoom))\">\n"
            html += "<svg class=\"segues\" width=\"\(n(width))\" height=\"\(n(height + 30))\">\n"
            html +=
                "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\"/></marker></defs>\n"
            for segue in board.segues {
                let a = board.cards[segue.from]
                let b = board.cards[segue.to]
                let (x1, y1, x2, y2) = endpoints(a, b)
                let midX = (x1 + x2) / 2
                let d =
                    segue.from == segue.to
                    ? "M\(n(x1)) \(n(y1 + 30)) C\(n(x1 + 120)) \(n(y1 - 60)) \(n(x1 + 120)) \(n(y1 + 120)) \(n(x1)) \(n(y1 + 60))"
                    : "M\(n(x1)) \(n(y1 + 30)) C\(n(midX)) \(n(y1 + 30)) \(n(midX)) \(n(y2 + 30)) \(n(x2)) \(n(y2 + 30))"
                html +=
                    "<path class=\"segue \(escape(segue.kind))\" d=\"\(d)\" marker-end=\"url(#arrow)\"><title>\(escape(segue.label))</title></path>\n"
                html +=
                    "<text x=\"\(n(midX))\" y=\"\(n((y1 + y2) / 2 + 18))\" text-anchor=\"middle\">\(escape(segue.label))</text>\n"
            }
            html += "</svg>\n"
            for card in board.cards {
                html += "<figure class=\"card\" style=\"left:\(n(card.x))px;top:\(n(card.y + 30))px\""
                if let scene = card.scene { html += " data-scene=\"\(escape(scene))\"" }
                if let object = card.object { html += " data-object=\"\(escape(object))\"" }
                html += ">\n<figcaption>\(escape(card.title))"
                if card.bridges > 0 { html += " <span class=\"bridges\">· \(card.bridges) bridged</span>" }
                html += "</figcaption>\n"
                html +=
                    "<a href=\"\(escapePath(card.file))\"><img src=\"\(escapePath(card.file))\" width=\"\(n(card.width))\" height=\"\(n(card.height))\" alt=\"\(escape(card.title))\"></a>\n</figure>\n"
            }
            html += "</div>\n</div>\n</section>\n"
        }
        html += """
            <script>
            let scale = \(zoom);
            function zoom(factor) {
              scale = Math.min(2, Math.max(0.1, scale * factor));
              for (const board of document.querySelectorAll('.board')) {
                board.style.transform = 'scale(' + scale + ')';
                board.parentElement.style.width = (board.dataset.width * scale) + 'px';
                board.parentElement.style.height = (board.dataset.height * scale) + 'px';
              }
            }
            </script>
            </body>
            </html>

            """
        return html
    }

    /// Where an arrow between two cards starts and ends: facing sides, at the cards' upper parts.
    static func endpoints(_ a: Card, _ b: Card) -> (Double, Double, Double, Double) {
        if a.x + a.width <= b.x {
            return (a.x + a.width, a.y + min(a.height / 2, 200), b.x, b.y + min(b.height / 2, 200))
        }
        if b.x + b.width <= a.x {
            return (a.x, a.y + min(a.height / 2, 200), b.x + b.width, b.y + min(b.height / 2, 200))
        }
        return (a.x + a.width / 2, a.y + a.height, b.x + b.width / 2, b.y)
    }

    static func n(_ value: Double) -> String { IBNumber.format((value * 10).rounded() / 10) }

    static func escape(_ text: String) -> String { BridgeOverlay.escape(text) }

    static func escapePath(_ path: String) -> String {
        path.split(separator: "/").map {
            String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }
        .joined(separator: "/")
    }
}
