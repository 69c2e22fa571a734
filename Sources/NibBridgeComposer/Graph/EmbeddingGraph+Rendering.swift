extension EmbeddingGraph {
    /// The graph in Graphviz's DOT language; cycle edges are red and bold.
    public func dot() -> String {
        var lines = ["digraph nibbridge {", "    rankdir=LR;", "    node [shape=box, fontname=\"Helvetica\"];"]
        for node in nodes { lines.append("    \(quoted(node));") }
        for edge in edges {
            var attributes = ["label=\(quoted(edge.count > 1 ? "\(edge.className) ×\(edge.count)" : edge.className))"]
            if edge.inCycle { attributes += ["color=red", "fontcolor=red", "style=bold"] }
            lines.append("    \(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The graph as a Mermaid flowchart; cycle edges are drawn thick and red.
    public func mermaid() -> String {
        var lines = ["flowchart LR"]
        let ids = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, "n\($0)") })
        for node in nodes { lines.append("    \(ids[node]!)[\"\(escaped(node))\"]") }
        var cycleLinks: [Int] = []
        for (index, edge) in edges.enumerated() {
            let label = edge.count > 1 ? "\(edge.className) ×\(edge.count)" : edge.className
            let arrow = edge.inCycle ? "==>" : "-->"
            lines.append("    \(ids[edge.from] ?? "x")\(arrow)|\(escaped(label))|\(ids[edge.to] ?? "x")")
            if edge.inCycle { cycleLinks.append(index) }
        }
        if !cycleLinks.isEmpty {
            lines.append(
                "    linkStyle \(cycleLinks.map(String.init).joined(separator: ",")) stroke:red,stroke-width:3px")
        }
        return lines.joined(separator: "\n")
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func escaped(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "#quot;") }
}
