/// Removing a required equality, whose dummy marker is in no row (see `Symbol.Kind.dummy`).
extension Solver {
    /// Rebuilds the tableau from the constraints the solver holds, as a new solver would build it from the
    /// same calls: the variables it knows are registered first, in the order they were first seen, then the
    /// constraints are added again in the order they were first added, then each edit variable gets its
    /// last suggestion again (in the order the edits were added).
    ///
    /// Why: a required equality leaves no marker in the rows, so the tableau cannot say which rows it
    /// shaped; rebuilding costs about as much as adding every constraint again, which the sparse tableau
    /// does in near-linear time, and it is only needed for that one kind of removal (the layout engine never
    /// removes constraints).
    ///
    /// - Throws: `SolverError.internalError` if a constraint that held before fails to go back in (only
    ///   rounding could cause it); the others are still added.
    func rebuild() throws(SolverError) {
        let kept = entries.values.sorted { $0.order < $1.order }
        let known = variables.values.sorted { $0.symbol < $1.symbol }.map(\.variable)
        let suggestions = edits.values.compactMap { edit -> (order: Int, edit: Edit)? in
            entries[ObjectIdentifier(edit.constraint)].map { ($0.order, edit) }
        }.sorted { $0.order < $1.order }.map(\.edit)

        let order = nextOrder
        reset()
        for variable in known {
            _ = symbol(for: variable)
        }
        var failed: [Constraint] = []
        for entry in kept {
            nextOrder = entry.order
            do {
                try addConstraint(entry.constraint)
            } catch {
                failed.append(entry.constraint)
            }
        }
        nextOrder = order
        for edit in suggestions {
            guard let entry = entries[ObjectIdentifier(edit.constraint)] else { continue }
            // The edit starts at the constant its constraint was made with, then moves to the last suggestion.
            edits[edit.variable.key] = Edit(
                variable: edit.variable, constraint: edit.constraint, tag: entry.tag,
                constant: -edit.constraint.expression.constant)
            try suggestValue(edit.variable, edit.constant)
        }
        if let constraint = failed.first {
            throw .internalError("\(failed.count) constraints could not be added back, the first \(constraint)")
        }
    }
}
