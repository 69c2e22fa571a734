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

/// The JSON the commands print their reports in: pretty-printed with sorted keys, stable for diffs.
public enum ReportJSON {
    /// Encodes a report.
    ///
    /// Reports leave out the numbers that are not finite (they are reported as diagnostics instead), and any
    /// that remain are written as the strings `"nan"`, `"inf"` and `"-inf"`, so that one such number never
    /// empties the report of every document. Should encoding fail all the same, the output is a JSON object
    /// whose `error` says why, never an empty report that looks like success.
    public static func rendered<Report: Encodable>(_ report: Report) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            return String(decoding: try encoder.encode(report), as: UTF8.self)
        } catch {
            let message = "\(error)".replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: " ")
            return "{\n  \"error\" : \"cannot encode the report as JSON: \(message)\"\n}"
        }
    }
}
