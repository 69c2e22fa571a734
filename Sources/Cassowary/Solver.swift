// Cassowary: an incremental linear-arithmetic constraint solver, after Badros, Borning & Stuckey,
// "The Cassowary Linear Arithmetic Constraint Solving Algorithm" (ACM TOCHI, 2001), the algorithm that
// UIKit / AppKit Auto Layout is built on. It is written by hand for this project because no Swift
// Cassowary package can be fetched in its build environment; the structure follows the paper, with the
// refinements popularised by the kiwi solver (error symbols per constraint, an artificial variable for
// required constraints without a subject), but the code is this project's own. Unlike the textbook (and
// kiwi), the tableau is kept sparse, so that layouts of many chained views cost near-linear time: required
// equalities leave their dummy markers out of the rows (`Symbol.Kind.dummy`), a column index finds the
// rows a substitution changes (`ColumnIndex`), and new rows' subjects follow Markowitz's rule
// (`chooseSubject`).

/// An incremental solver for systems of linear equalities and inequalities with strengths.
///
/// Add constraints, optionally declare edit variables and suggest values for them, then call
/// `updateVariables()` to write the solution into each `Variable.value`. Required constraints always hold;
/// optional ones are satisfied as well as their strengths allow, by minimising the strength-weighted sum of
/// their errors. Every change re-solves incrementally from the previous solution.
///
/// A solver is not thread-safe: use each one from a single thread (or actor) at a time. Iteration never
/// depends on hash order, so the same sequence of calls gives bit-for-bit the same solution in every run.
public final class Solver {
    /// The tableau symbols that stand for one constraint.
    struct Tag {
        /// The slack (inequality), dummy (required equality, kept out of the rows) or positive error
        /// (optional equality).
        var marker: Symbol
        /// The error of an optional inequality or the negative error of an optional equality.
        var other: Symbol?
    }

    /// A constraint the solver holds, with the symbols it introduced.
    struct Entry {
        let constraint: Constraint
        let tag: Tag
        /// When the constraint was added, counting from the solver's creation (or last reset).
        let order: Int
    }

    /// An edit variable's constraint and the value last suggested for it.
    struct Edit {
        let variable: Variable
        let constraint: Constraint
        let tag: Tag
        var constant: Double
    }

    var tableau = Tableau()
    var symbols = SymbolFactory()
    var entries: [ObjectIdentifier: Entry] = [:]
    var variables: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    var edits: [ObjectIdentifier: Edit] = [:]
    /// The `order` of the next entry.
    var nextOrder = 0

    /// Makes an empty solver.
    public init() {}

    /// Whether `constraint` (this very object) is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        entries[ObjectIdentifier(constraint)] != nil
    }

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: `SolverError.duplicateConstraint` if the object was already added;
    ///   `SolverError.unsatisfiableConstraint` if it is required and conflicts with the required constraints
    ///   already present, in which case the solver keeps exactly the constraints it had (only a tie
    ///   between equally good solutions may resolve differently).
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard entries[key] == nil else { throw .duplicateConstraint }
        var (row, tag) = makeRow(for: constraint)
        let subject = chooseSubject(row, tag: tag)
        if subject == nil && row.isConstant {
            // A required equality already implied (or contradicted) by the other required equalities: it
            // adds no row (its dummy marker is in no row either).
            guard isNearZero(row.constant) else { throw .unsatisfiableConstraint(constraint) }
        } else if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.setRow(row, for: subject)
        } else {
            try addWithArtificialVariable(row, tag: tag, constraint: constraint)
        }
        let weight = constraint.strength.value
        if let other = tag.other {
            if tag.marker.kind == .error { tableau.addToObjective(tag.marker, weight: weight) }
            tableau.addToObjective(other, weight: weight)
        }
        entries[key] = Entry(constraint: constraint, tag: tag, order: nextOrder)
        nextOrder += 1
        try optimize()
    }

    /// Removes a constraint and re-solves.
    ///
    /// Removing a required equality rebuilds the tableau from the constraints that remain (see
    /// `rebuild()`); every other removal is incremental.
    ///
    /// - Throws: `SolverError.unknownConstraint` if the object is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint
        }
        if entry.tag.marker.kind == .dummy {
            try rebuild()
            return
        }
        let weight = constraint.strength.value
        if let other = entry.tag.other {
            if entry.tag.marker.kind == .error { tableau.addToObjective(entry.tag.marker, weight: -weight) }
            tableau.addToObjective(other, weight: -weight)
        }
        eliminate(entry.tag.marker)
        try optimize()
    }

    /// Writes the current solution into the `value` of every variable the solver knows.
    ///
    /// A variable that no constraint pins down (it is parametric in the tableau) reads zero.
    public func updateVariables() {
        for (variable, symbol) in variables.values {
            variable.value = (tableau.row(for: symbol)?.constant ?? 0) + 0.0
        }
    }

    /// Removes every constraint and edit variable, returning the solver to its freshly made state.
    /// Variable values are left as they are.
    public func reset() {
        tableau = Tableau()
        symbols = SymbolFactory()
        entries = [:]
        variables = [:]
        edits = [:]
        nextOrder = 0
    }

    /// The external symbol of `variable`, made on first use.
    func symbol(for variable: Variable) -> Symbol {
        if let known = variables[variable.key] { return known.symbol }
        let symbol = symbols.make(.external)
        variables[variable.key] = (variable, symbol)
        return symbol
    }

    /// Converts a constraint into a row `0 = row` over parametric symbols, with its slack or error
    /// symbols, sign-normalised so the constant is not negative.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = tableau.row(for: symbol) {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let tag: Tag
        let required = constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=; an error may relax either.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = symbols.make(.slack)
            row.insert(slack, sign)
            var error: Symbol?
            if !required {
                let symbol = symbols.make(.error)
                row.insert(symbol, -sign)
                error = symbol
            }
            tag = Tag(marker: slack, other: error)
        case .equal where required:
            // The dummy is made (so that symbol numbering, and with it every tie-break, stays as it was)
            // but never put in the row: see `Symbol.Kind.dummy`.
            tag = Tag(marker: symbols.make(.dummy), other: nil)
        case .equal:
            // expression = errorPlus - errorMinus.
            let plus = symbols.make(.error)
            let minus = symbols.make(.error)
            row.insert(plus, -1)
            row.insert(minus, 1)
            tag = Tag(marker: plus, other: minus)
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external symbol if any (so user variables stay basic),
    /// else the constraint's own slack or error symbol when its coefficient is negative (so it starts at a
    /// non-negative value), else none.
    ///
    /// Among external symbols, the one held by the fewest other rows wins, then one with a coefficient of
    /// ±1, then the lowest id. Why: the subject's row is substituted into every row that holds the subject,
    /// so the fewest holders is the least work and the least fill-in (Markowitz's rule for sparse
    /// elimination); a brand-new variable is held by none and costs nothing. A unit coefficient means
    /// solving for the subject divides by nothing, so integer layouts stay exact. The textbook's lowest id
    /// alone can pick a variable that many rows hold and that has, say, a coefficient of 5 (the widths in a
    /// row of equal-width views), spreading fifths through the tableau.
    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol? {
        var best: (symbol: Symbol, holders: Int, isUnit: Bool)?
        for cell in row.cells where cell.symbol.kind == .external {
            let holders = tableau.rowCount(containing: cell.symbol)
            let isUnit = abs(cell.coefficient) == 1
            if let current = best {
                // Cells are in id order, so a full tie keeps the lower id.
                let isBetter = holders < current.holders || (holders == current.holders && isUnit && !current.isUnit)
                guard isBetter else { continue }
            }
            best = (cell.symbol, holders, isUnit)
        }
        if let best { return best.symbol }
        for candidate in [tag.marker, tag.other].compactMap(\.self)
        where candidate.isPivotable && row.coefficient(for: candidate) < 0 {
            return candidate
        }
        return nil
    }

    /// Runs the primal simplex on the main objective, turning a breakdown into an error.
    func optimize() throws(SolverError) {
        switch tableau.optimize(.main) {
        case .optimal: return
        case .unbounded: throw .internalError("the objective is unbounded")
        case .stalled, .infeasible: throw .internalError("the simplex method did not converge")
        }
    }

    /// Removes a symbol's equation from the tableau: drops its row when it is basic, otherwise first pivots
    /// it into the basis through the row chosen by `Tableau.leavingRow(forMarker:)`.
    func eliminate(_ marker: Symbol) {
        if tableau.removeRow(for: marker) != nil { return }
        // A marker in no row has no equation left to remove (only possible through rounding).
        guard let leaving = tableau.leavingRow(forMarker: marker) else { return }
        tableau.pivot(entering: marker, leaving: leaving)
        tableau.removeRow(for: marker)
    }

    /// Adds `row` (`0 = row`, constant not negative) by making a new artificial symbol basic with it and
    /// minimising that symbol. If it reaches zero the constraint holds and the artificial symbol is
    /// dropped; otherwise the constraint is unsatisfiable and its equation is taken out again.
    ///
    /// - Throws: `SolverError.unsatisfiableConstraint` when the artificial symbol cannot reach zero, with
    ///   the tableau restored to an equivalent, optimal state without the constraint.
    func addWithArtificialVariable(_ row: Row, tag: Tag, constraint: Constraint) throws(SolverError) {
        let artificial = symbols.make(.slack)
        tableau.setRow(row, for: artificial)
        tableau.artificial = row
        let outcome = tableau.optimize(.artificial)
        let succeeded = outcome == .optimal && isNearZero(tableau.artificial?.constant ?? 0)
        tableau.artificial = nil

        guard succeeded else {
            // The artificial symbol occurs in no other equation, so taking out its equation removes exactly
            // the new constraint; the constraint's own symbols then only survive as rounding residue.
            eliminate(artificial)
            for symbol in [tag.marker, tag.other].compactMap(\.self) {
                tableau.removeColumn(symbol)
            }
            tableau.removeColumn(artificial)
            // Phase one may have moved to another vertex; restore the optimum of the remaining system.
            _ = tableau.optimize(.main)
            throw .unsatisfiableConstraint(constraint)
        }

        if var basicRow = tableau.removeRow(for: artificial), !basicRow.isConstant {
            // The artificial symbol is basic at zero: swap in any other symbol of its row (a degenerate
            // pivot, so no other row changes value), preferring restricted slack and error symbols.
            let cells = basicRow.cells
            let entering =
                cells.first(where: { $0.symbol.isPivotable })
                ?? cells.first(where: { $0.symbol.kind == .external }) ?? cells[0]
            basicRow.solve(for: entering.symbol, from: artificial)
            tableau.substitute(entering.symbol, with: basicRow)
            tableau.setRow(basicRow, for: entering.symbol)
        }
        // Parametric at zero (or just dropped): fix the artificial symbol at zero for good.
        tableau.removeColumn(artificial)
    }
}
