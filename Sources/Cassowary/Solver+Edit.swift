/// Edit variables: variables whose value is repeatedly suggested, as when dragging or animating.
extension Solver {
    /// Whether `variable` has an edit constraint in the solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable.key] != nil
    }

    /// Makes `variable` an edit variable: adds an optional constraint `variable == suggestion`, starting
    /// at the variable's current `value`, whose right side `suggestValue(_:_:)` then moves.
    ///
    /// - Throws: `SolverError.duplicateEditVariable` if it already is one;
    ///   `SolverError.badRequiredStrength` if `strength` is required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable.key] == nil else { throw .duplicateEditVariable }
        guard !strength.isRequired else { throw .badRequiredStrength }
        let constraint = Constraint(variable - variable.value, .equal, strength: strength)
        try addConstraint(constraint)
        guard let entry = entries[ObjectIdentifier(constraint)] else { return }
        edits[variable.key] = Edit(
            variable: variable, constraint: constraint, tag: entry.tag, constant: variable.value)
    }

    /// Removes `variable`'s edit constraint and re-solves.
    ///
    /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.key] else { throw .unknownEditVariable }
        try removeConstraint(edit.constraint)
        edits[variable.key] = nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally with the dual simplex method.
    ///
    /// The edit constraint's constant changes by `delta`, which shifts the constants of the rows that
    /// mention its error symbols; rows that turn negative are repaired by `Tableau.dualOptimize()`.
    ///
    /// - Throws: `SolverError.unknownEditVariable` if `variable` is not an edit variable.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var edit = edits[variable.key] else { throw .unknownEditVariable }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.key] = edit

        // The edit reads `variable - constant = plus - minus`; raising the constant by delta is the same
        // system with `plus` replaced by `plus + delta` (or `minus` by `minus - delta`).
        let plus = edit.tag.marker
        if let index = tableau.index(of: plus) {
            tableau.addToConstant(-delta, ofRowAt: index)
        } else if let minus = edit.tag.other, let index = tableau.index(of: minus) {
            tableau.addToConstant(delta, ofRowAt: index)
        } else {
            for index in tableau.rowIndices(containing: plus) {
                tableau.addToConstant(tableau.rows[index].coefficient(for: plus) * delta, ofRowAt: index)
            }
        }
        switch tableau.dualOptimize() {
        case .optimal: return
        case .unbounded, .infeasible: throw .internalError("the dual simplex found no entering symbol")
        case .stalled: throw .internalError("the dual simplex method did not converge")
        }
    }
}
