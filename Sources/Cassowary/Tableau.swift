/// The simplex tableau: the basic rows, the objective and the bookkeeping that the two simplex phases share.
///
/// Rows are kept in insertion order (a removed row's slot is filled by the last row), never in a Swift
/// `Dictionary`'s hash order, so the order rows are visited in depends only on the operations performed.
/// The tableau is a value type, which lets a query such as `Solver.isAmbiguous(_:)` work on a copy.
struct Tableau {
    /// The basic symbol of each row, parallel to `rows`.
    private(set) var basics: [Symbol] = []
    /// The rows; `rows[i]` reads `basics[i] = rows[i]`.
    var rows: [Row] = []
    /// Where each basic symbol's row sits in `rows`.
    private var positions: [Symbol: Int] = [:]
    /// The objective to minimise: the strength-weighted sum of error symbols, in terms of parametric symbols.
    var objective = Row()
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows may have gone negative, for the dual simplex to repair.
    var infeasible: [Symbol] = []

    /// The index of `symbol`'s row, when it is basic.
    func index(of symbol: Symbol) -> Int? {
        positions[symbol]
    }

    /// The row of `symbol`, when it is basic.
    func row(for symbol: Symbol) -> Row? {
        positions[symbol].map { rows[$0] }
    }

    /// Whether `symbol` is basic.
    func isBasic(_ symbol: Symbol) -> Bool {
        positions[symbol] != nil
    }

    /// Makes `symbol` basic with `row`, replacing any row it had.
    mutating func setRow(_ row: Row, for symbol: Symbol) {
        if let index = positions[symbol] {
            rows[index] = row
            return
        }
        positions[symbol] = rows.count
        basics.append(symbol)
        rows.append(row)
    }

    /// Removes and returns `symbol`'s row, when it is basic.
    @discardableResult
    mutating func removeRow(for symbol: Symbol) -> Row? {
        guard let index = positions.removeValue(forKey: symbol) else { return nil }
        let row = rows[index]
        let last = rows.count - 1
        if index != last {
            rows[index] = rows[last]
            basics[index] = basics[last]
            positions[basics[index]] = index
        }
        rows.removeLast()
        basics.removeLast()
        return row
    }

    /// Replaces the parametric `symbol` by `row` everywhere: every row, the objective and the phase-one
    /// objective. Restricted rows that turn negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices where rows[index].substitute(symbol, with: row) {
            let basic = basics[index]
            if basic.isRestricted && rows[index].constant < 0 {
                infeasible.append(basic)
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Exchanges the basic `leaving` symbol for the parametric `entering` symbol, which must be in its row.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = removeRow(for: leaving) else {
            preconditionFailure("Cassowary: pivoting on a symbol that is not basic")
        }
        row.solve(for: entering, from: leaving)
        substitute(entering, with: row)
        setRow(row, for: entering)
    }

    /// Fixes the parametric `symbol` at zero by deleting its column from every row and objective.
    mutating func removeColumn(_ symbol: Symbol) {
        for index in rows.indices {
            rows[index].remove(symbol)
        }
        objective.remove(symbol)
        artificial?.remove(symbol)
    }

    /// Adds `weight · symbol` to the objective, substituting the symbol's row when it is basic.
    mutating func addToObjective(_ symbol: Symbol, weight: Double) {
        if let row = row(for: symbol) {
            objective.insert(row, weight)
        } else {
            objective.insert(symbol, weight)
        }
    }

    /// The row to pivot on so that the parametric `marker` can be made basic and its row dropped, keeping
    /// the restricted rows feasible: the tightest row the marker limits, else any restricted row holding
    /// it, else an external row. Ties go to the lowest symbol id.
    func leavingRow(forMarker marker: Symbol) -> Symbol? {
        var first: (symbol: Symbol, ratio: Double)?
        var second: (symbol: Symbol, ratio: Double)?
        var third: Symbol?
        for (index, basic) in basics.enumerated() {
            let coefficient = rows[index].coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if !basic.isRestricted {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if Self.improves(ratio, basic, on: first) { first = (basic, ratio) }
            } else {
                let ratio = rows[index].constant / coefficient
                if Self.improves(ratio, basic, on: second) { second = (basic, ratio) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    /// Whether `(ratio, symbol)` beats `best` in a minimum-ratio test, ties going to the lower symbol id.
    static func improves(_ ratio: Double, _ symbol: Symbol, on best: (symbol: Symbol, ratio: Double)?) -> Bool {
        guard let best else { return true }
        return ratio < best.ratio || (ratio == best.ratio && symbol < best.symbol)
    }
}
