/// The primal and dual simplex methods of Cassowary (Badros, Borning & Stuckey 2001, sections 3 and 4).
extension Tableau {
    /// Which objective row a primal optimisation minimises.
    enum Objective {
        /// The strength-weighted error sum.
        case main
        /// The phase-one objective of an artificial variable.
        case artificial
    }

    /// How an optimisation ended.
    enum Outcome: Equatable {
        /// No entering symbol improves the objective any more.
        case optimal
        /// The objective can decrease without bound (never for the error objectives, which are `>= 0`).
        case unbounded
        /// The pivot budget ran out, which only numerical trouble can cause under Bland's rule.
        case stalled
        /// The dual simplex found an infeasible row that no symbol can repair.
        case infeasible
    }

    /// A generous cap on pivots for one optimisation, as a guard against numerical cycling.
    var pivotBudget: Int { 10_000 + 100 * rows.count }

    /// The objective row currently being minimised.
    private func objectiveRow(_ which: Objective) -> Row {
        switch which {
        case .main: objective
        case .artificial: artificial ?? Row()
        }
    }

    /// Minimises the chosen objective with the primal simplex method, starting from a feasible tableau.
    ///
    /// Entering symbols follow Bland's rule (the lowest id whose move lowers the objective) and leaving rows
    /// the minimum-ratio test with ties to the lowest id, so the method terminates and is reproducible.
    /// External symbols are unrestricted, so one that is parametric may also enter by decreasing.
    mutating func optimize(_ which: Objective) -> Outcome {
        for _ in 0..<pivotBudget {
            guard let (entering, direction) = enteringSymbol(objectiveRow(which)) else { return .optimal }
            guard let leaving = leavingSymbol(entering, direction: direction) else { return .unbounded }
            pivot(entering: entering, leaving: leaving)
        }
        return .stalled
    }

    /// The symbol whose increase (`direction` 1) or decrease (`direction` -1) lowers `objective`.
    private func enteringSymbol(_ objective: Row) -> (Symbol, Double)? {
        for cell in objective.cells {
            switch cell.symbol.kind {
            case .dummy:
                continue
            case .external:
                if abs(cell.coefficient) > nearZeroEpsilon {
                    return (cell.symbol, cell.coefficient < 0 ? 1 : -1)
                }
            case .slack, .error:
                if cell.coefficient < -nearZeroEpsilon {
                    return (cell.symbol, 1)
                }
            }
        }
        return nil
    }

    /// The restricted basic symbol that first reaches zero as `entering` moves in `direction`.
    private func leavingSymbol(_ entering: Symbol, direction: Double) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for index in rowIndices(containing: entering) where basics[index].isRestricted {
            let basic = basics[index]
            let coefficient = rows[index].coefficient(for: entering) * direction
            guard coefficient < 0 else { continue }
            let ratio = rows[index].constant / -coefficient
            if Self.improves(ratio, basic, on: best) { best = (basic, ratio) }
        }
        return best?.symbol
    }

    /// Restores feasibility after edit constants changed, keeping optimality, with the dual simplex method.
    ///
    /// Works through `infeasible`, pivoting each row that is still negative against the parametric symbol
    /// with the smallest objective-to-row coefficient ratio.
    mutating func dualOptimize() -> Outcome {
        var budget = pivotBudget
        while let leaving = infeasible.popLast() {
            guard let index = index(of: leaving) else { continue }
            let constant = rows[index].constant
            guard constant < 0, !isNearZero(constant) else { continue }
            guard let entering = dualEnteringSymbol(rows[index]) else {
                infeasible.removeAll()
                return .infeasible
            }
            pivot(entering: entering, leaving: leaving)
            budget -= 1
            if budget == 0 {
                infeasible.removeAll()
                return .stalled
            }
        }
        return .optimal
    }

    /// The parametric symbol that raises the negative `row` at the least cost in the objective.
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for cell in row.cells {
            let ratio: Double
            switch cell.symbol.kind {
            case .dummy:
                continue
            case .external:
                guard abs(cell.coefficient) > nearZeroEpsilon else { continue }
                ratio = abs(objective.coefficient(for: cell.symbol) / cell.coefficient)
            case .slack, .error:
                guard cell.coefficient > nearZeroEpsilon else { continue }
                ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            }
            if Self.improves(ratio, cell.symbol, on: best) { best = (cell.symbol, ratio) }
        }
        return best?.symbol
    }
}
