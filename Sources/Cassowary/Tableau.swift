/// The simplex tableau: the basic rows, the objective and the bookkeeping that the two simplex phases share.
///
/// Rows are kept in insertion order (a removed row's slot is filled by the last row), never in a Swift
/// `Dictionary`'s hash order, so the order rows are visited in depends only on the operations performed.
/// A column index (`ColumnIndex`) says which rows hold each symbol, so that substitutions and ratio tests
/// visit only those rows instead of the whole tableau.
/// The tableau is a value type, which lets a query such as `Solver.isAmbiguous(_:)` work on a copy.
struct Tableau {
    /// The basic symbol of each row, parallel to `rows`.
    private(set) var basics: [Symbol] = []
    /// The rows; `rows[i]` reads `basics[i] = rows[i]`.
    private(set) var rows: [Row] = []
    /// Where each basic symbol's row sits in `rows`, by symbol id; -1 for a parametric symbol.
    private var positions: [Int] = []
    /// Which rows hold each symbol, kept exact by every change to a row.
    private var columns = ColumnIndex()
    /// The objective to minimise: the strength-weighted sum of error symbols, in terms of parametric symbols.
    var objective = Row()
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows may have gone negative, for the dual simplex to repair.
    var infeasible: [Symbol] = []

    /// The index of `symbol`'s row, when it is basic.
    func index(of symbol: Symbol) -> Int? {
        guard symbol.id < positions.count else { return nil }
        let index = positions[symbol.id]
        return index < 0 ? nil : index
    }

    /// The row of `symbol`, when it is basic.
    func row(for symbol: Symbol) -> Row? {
        index(of: symbol).map { rows[$0] }
    }

    /// Whether `symbol` is basic.
    func isBasic(_ symbol: Symbol) -> Bool {
        index(of: symbol) != nil
    }

    /// The indices in `rows` of the rows that hold `symbol`, in ascending order (the order a scan of every
    /// row would meet them in, which keeps the queue of infeasible rows as it always was).
    func rowIndices(containing symbol: Symbol) -> [Int] {
        columns.rows(holding: symbol).map { positions[$0] }.sorted()
    }

    /// How many rows hold `symbol`.
    func rowCount(containing symbol: Symbol) -> Int {
        columns.count(of: symbol)
    }

    /// Adds `delta` to the constant of the row at `index`, queueing a restricted row that turns negative.
    mutating func addToConstant(_ delta: Double, ofRowAt index: Int) {
        rows[index].constant += delta
        if basics[index].isRestricted && rows[index].constant < 0 { infeasible.append(basics[index]) }
    }

    /// Makes `symbol` basic with `row`, replacing any row it had.
    mutating func setRow(_ row: Row, for symbol: Symbol) {
        if let index = index(of: symbol) {
            columns.remove(rows[index], of: symbol)
            rows[index] = row
        } else {
            if symbol.id >= positions.count {
                positions.append(
                    contentsOf: repeatElement(-1, count: max(symbol.id + 1 - positions.count, positions.count)))
            }
            positions[symbol.id] = rows.count
            basics.append(symbol)
            rows.append(row)
        }
        columns.insert(row, of: symbol)
    }

    /// Removes and returns `symbol`'s row, when it is basic.
    @discardableResult
    mutating func removeRow(for symbol: Symbol) -> Row? {
        guard let index = index(of: symbol) else { return nil }
        positions[symbol.id] = -1
        let row = rows[index]
        columns.remove(row, of: symbol)
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics[index] = basics[last]
            positions[basics[index].id] = index
        }
        rows.removeLast()
        basics.removeLast()
        return row
    }

    /// Replaces the parametric `symbol` by `row` everywhere: the rows that hold it, the objective and the
    /// phase-one objective. Restricted rows that turn negative are queued for the dual simplex, in row
    /// order.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var changes = RowChanges()
        var negative: [Int] = []
        for basicID in columns.removeColumn(symbol) {
            let index = positions[basicID]
            let basic = basics[index]
            let coefficient = rows[index].remove(symbol)
            rows[index].insert(row, coefficient, changes: &changes)
            for gained in changes.gainedSymbols { columns.insert(gained, inRowOf: basic) }
            for lost in changes.lostSymbols { columns.remove(lost, fromRowOf: basic) }
            changes.clear()
            if basic.isRestricted && rows[index].constant < 0 { negative.append(index) }
        }
        infeasible += negative.sorted().map { basics[$0] }
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
        for basicID in columns.removeColumn(symbol) {
            rows[positions[basicID]].remove(symbol)
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
        for index in rowIndices(containing: marker) {
            let basic = basics[index]
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
