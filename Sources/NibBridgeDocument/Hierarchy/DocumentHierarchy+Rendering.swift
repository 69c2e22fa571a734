internal import Foundation

extension DocumentHierarchy {
    /// Renders the hierarchy as an indented tree, one object a line.
    public func renderedText() -> String {
        var lines = ["\(path) (\(kind.rawValue), \(targetRuntime ?? "unknown runtime"))"]
        let roots: [(String, [Node])] =
            kind == .storyboard
            ? scenes.map { ("scene \($0.sceneID ?? "?")" + ($0.title.map { " \"\($0)\"" } ?? ""), $0.objects) }
            : [("", objects)]
        for (index, (label, nodes)) in roots.enumerated() {
            if label.isEmpty {
                render(nodes, prefix: "", into: &lines)
            } else {
                let last = index == roots.count - 1
                lines.append((last ? "└─ " : "├─ ") + label)
                render(nodes, prefix: last ? "   " : "│  ", into: &lines)
            }
        }
        return lines.joined(separator: "\n")
    }

    private func render(_ nodes: [Node], prefix: String, into lines: inout [String]) {
        for (index, node) in nodes.enumerated() {
            let last = index == nodes.count - 1
            lines.append(prefix + (last ? "└─ " : "├─ ") + node.summary)
            render(node.children, prefix: prefix + (last ? "   " : "│  "), into: &lines)
        }
    }

    /// Encodes hierarchies as pretty-printed JSON with sorted keys (stable for diffs and tests).
    public static func renderedJSON(_ documents: [DocumentHierarchy]) -> String {
        ReportJSON.rendered(documents)
    }

    /// This hierarchy as one element of the JSON array ``renderedJSON(_:)`` writes: the same bytes as it
    /// writes for the element, indented as inside the array, so that `[`, the elements joined by `,` and a new
    /// line, and `]` make the same text as encoding the whole array at once (``ReportJSON/ArrayWriter``).
    public var renderedJSONElement: String { ReportJSON.arrayElement(self) }
}

extension DocumentHierarchy.Node {
    /// One line: element, id, class (with module), key, label, frame and constraint count.
    public var summary: String {
        var parts = [element, id ?? "-"]
        var classPart = className
        if let customModule { classPart = "\(customModule).\(classPart)" }
        parts.append(classPart)
        if let key { parts.append("key=\(key)") }
        if let userLabel { parts.append("\"\(userLabel)\"") }
        if let frame { parts.append("frame=\(frame)") }
        if constraintCount > 0 { parts.append("constraints=\(constraintCount)") }
        return parts.joined(separator: " ")
    }
}
