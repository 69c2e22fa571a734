/// Detecting variables whose solved value is not unique, in the sense of Auto Layout's ambiguous layout.
extension Solver {
    /// Whether `variable` could take another value without violating a required constraint and without
    /// making the optional constraints any less satisfied, that is whether the solver's optimum leaves it
    /// free (like a view whose frame Auto Layout reports as ambiguous).
    ///
    /// A variable the solver has never seen is ambiguous. The answer reflects the constraints and
    /// suggestions already given; it does not need `updateVariables()`. The check minimises and maximises
    /// the variable over the set of optimal solutions, with two simplex runs on a copy of the tableau, so
    /// it costs about as much as re-solving; call it for diagnostics, not on every layout pass, and ask
    /// about many variables at once with ``ambiguity(of:tolerance:)``.
    ///
    /// - Parameters:
    ///   - variable: the variable to examine.
    ///   - tolerance: how far (relative to the magnitude of the value, and at least in absolute terms) the
    ///     variable must be able to move to count as ambiguous.
    public func isAmbiguous(_ variable: Variable, tolerance: Double = 1e-6) -> Bool {
        ambiguity(of: [variable], tolerance: tolerance)[0]
    }

    /// For each variable, whether it is ambiguous (``isAmbiguous(_:tolerance:)``), in order.
    ///
    /// The set of optimal solutions is derived from the tableau once for all the variables, and a variable
    /// that it fixes outright (its row holds only a constant) needs no simplex run, so asking about every
    /// view's four variables at once costs a fraction of asking about each alone. The answers are the same.
    public func ambiguity(of variables: [Variable], tolerance: Double = 1e-6) -> [Bool] {
        let face = optimalFace()
        return variables.map { variable in
            guard let symbol = self.variables[variable.key]?.symbol else { return true }
            return Self.isFree(symbol, on: face, tolerance: tolerance)
        }
    }

    /// The optimal face: every restricted parametric symbol with a positive cost in the objective must stay
    /// at zero, or the objective would grow. Fixing those at zero leaves exactly the optima.
    private func optimalFace() -> Tableau {
        var face = tableau
        face.artificial = nil
        face.infeasible = []
        let costly = face.objective.cells.filter { $0.symbol.isRestricted && $0.coefficient > nearZeroEpsilon }
        for cell in costly {
            face.removeColumn(cell.symbol)
        }
        return face
    }

    /// Whether a symbol can move over the optimal face: its minimum and maximum there differ.
    private static func isFree(_ symbol: Symbol, on face: Tableau, tolerance: Double) -> Bool {
        var target = Row()
        if let row = face.row(for: symbol) {
            // A row of a constant alone fixes the symbol on the face: both runs would stop at once on it.
            if row.isConstant { return false }
            target = row
        } else {
            target.insert(symbol)
        }
        let current = target.constant
        let slack = tolerance * max(1, abs(current))

        for direction in [1.0, -1.0] {
            var probe = face
            probe.objective = target
            probe.objective.scale(by: direction)
            switch probe.optimize(.main) {
            case .optimal:
                if abs(direction * probe.objective.constant - current) > slack { return true }
            case .unbounded:
                return true
            case .stalled, .infeasible:
                continue
            }
        }
        return false
    }
}
