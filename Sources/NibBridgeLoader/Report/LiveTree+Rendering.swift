internal import Foundation
import NibBridgeDocument

extension LiveTree {
    /// Renders the tree as indented text, one object a line, constraints beneath their view.
    public func renderedText() -> String {
        var lines = [path + (scene.map { " (scene \($0))" } ?? "")]
        func render(_ node: Node, _ prefix: String, _ last: Bool) {
            lines.append(prefix + (last ? "└─ " : "├─ ") + node.summary)
            let inner = prefix + (last ? "   " : "│  ")
            for constraint in node.constraints {
                let extra =
                    (constraint.priority != 1000 ? " @\(IBNumber.format(Double(constraint.priority)))" : "")
                    + (constraint.identifier.map { " id=\($0)" } ?? "")
                lines.append(inner + (node.children.isEmpty ? "   " : "│  ") + "⊢ " + constraint.formula + extra)
            }
            for (index, child) in node.children.enumerated() { render(child, inner, index == node.children.count - 1) }
        }
        for (index, node) in objects.enumerated() { render(node, "", index == objects.count - 1) }
        return lines.joined(separator: "\n")
    }

    /// Encodes trees as pretty-printed JSON with sorted keys.
    public static func renderedJSON(_ trees: [LiveTree]) -> String {
        ReportJSON.rendered(trees)
    }
}

extension LiveTree.Node {
    /// One line: class, id, frame, bridging, outlets and actions.
    public var summary: String {
        var parts = [className, id ?? "-"]
        if let frame { parts.append("frame=\(frame)") }
        if let bridgedFrom { parts.append("bridgedFrom=\((bridgedFrom as NSString).lastPathComponent)") }
        if !outlets.isEmpty {
            parts.append(
                "outlets=[" + outlets.sorted { $0.key < $1.key }.map { "\($0.key)→\($0.value)" }.joined(separator: ", ")
                    + "]")
        }
        if !actions.isEmpty {
            let described = actions.map { action in
                "\(action.selector)→\(action.target)" + (action.eventType.map { "[\($0)]" } ?? "")
            }
            parts.append("actions=[" + described.joined(separator: ", ") + "]")
        }
        return parts.joined(separator: " ")
    }
}
