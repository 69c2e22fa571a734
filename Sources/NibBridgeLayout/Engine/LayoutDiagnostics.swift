import NibBridgeDocument
import NibBridgeLoader

/// The diagnostics of a layout, worded as UIKit logs them: "Unable to simultaneously satisfy
/// constraints" for a required constraint that conflicts with those added before it (located at the
/// constraint's element), and an ambiguous layout for a view whose frame the constraints do not
/// determine (located at the view's element, once per view).
extension LayoutSession {
    /// The diagnostic for a broken document constraint: a warning, because UIKit and AppKit log the
    /// conflict, break the constraint and go on (a picture is still drawn).
    func unsatisfiableDiagnostic(for constraint: LiveConstraint) -> Diagnostic {
        Diagnostic(
            .warning,
            "Unable to simultaneously satisfy constraints: \(describe(constraint)) conflicts with the required "
                + "constraints before it; breaking it",
            at: lookup.location(of: constraint), rule: "layout")
    }

    /// `first.attribute == second.attribute × multiplier + constant`, items named by class and id.
    func describe(_ constraint: LiveConstraint) -> String {
        func name(_ item: LiveObject?) -> String {
            guard let item else { return "" }
            if let view = item as? LiveView, let node = node(of: view) { return node.name }
            return item.documentID.map { "\(item.className) (\($0))" } ?? item.className
        }
        let relation =
            switch constraint.relation {
            case "lessThanOrEqual": "<="
            case "greaterThanOrEqual": ">="
            default: "=="
            }
        var text = "'\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
        if let second = constraint.secondItem, constraint.secondAttribute != "notAnAttribute" {
            text += "\(name(second)).\(constraint.secondAttribute)"
            if constraint.multiplier != 1 { text += " × \(IBNumber.format(constraint.multiplier))" }
            if constraint.constant != 0 {
                text +=
                    constraint.constant > 0
                    ? " + \(IBNumber.format(constraint.constant))" : " - \(IBNumber.format(-constraint.constant))"
            }
        } else {
            text += IBNumber.format(constraint.constant)
        }
        if constraint.priority < 1000 { text += " @\(IBNumber.format(Double(constraint.priority)))" }
        return text + "'"
    }

    /// Reports each view laid out by constraints (not by its autoresizing mask) whose position or size is
    /// not determined; hidden views are not reported.
    func reportAmbiguousViews() {
        let checked = nodes.dropFirst().filter { !$0.translatesAutoresizingMask && !$0.view.isHidden }
        let names = ["horizontal position", "vertical position", "width", "height"]
        let parts = ["x", "y", "width", "height"]
        // One query for every view: the solver derives the optimal solutions once.
        let ambiguity = solver.ambiguity(of: checked.flatMap { [$0.left, $0.top, $0.width, $0.height] })
        for (offset, node) in checked.enumerated() {
            let undetermined = names.indices.filter { ambiguity[offset * 4 + $0] }
            guard !undetermined.isEmpty else { continue }
            ambiguousParts[ObjectIdentifier(node.view)] = undetermined.map { parts[$0] }
            let free = undetermined.map { names[$0] }
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "Ambiguous layout for view \(node.name): its \(free.joined(separator: ", ")) "
                        + (free.count == 1 ? "is" : "are") + " not determined by its constraints",
                    at: lookup.location(of: node.view), rule: "layout"))
        }
    }
}
