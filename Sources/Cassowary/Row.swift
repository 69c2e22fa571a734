/// One row of the simplex tableau: `constant + Σ coefficient · symbol`.
///
/// A row in the tableau reads `basic = constant + Σ cells`; while a constraint is being converted it reads
/// `0 = constant + Σ cells` until a subject is chosen and solved for. Cells are a sparse map kept sorted by
/// symbol id, so iteration order is deterministic and merging two rows is a linear walk.
struct Row {
    /// One non-zero entry of a row.
    struct Cell {
        /// The column.
        let symbol: Symbol
        /// The coefficient, never near zero once stored.
        var coefficient: Double
    }

    /// The constant term.
    var constant: Double
    /// The non-zero cells, sorted by symbol id.
    private(set) var cells: [Cell] = []

    /// Makes a row with only a constant.
    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Whether the row has no symbol at all.
    var isConstant: Bool { cells.isEmpty }

    /// The index of `symbol` in `cells`, or the index it would be inserted at.
    private func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) / 2
            let id = cells[mid].symbol.id
            if id == symbol.id { return (mid, true) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(for symbol: Symbol) -> Double {
        let spot = search(symbol)
        return spot.found ? cells[spot.index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell when the sum comes out near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let spot = search(symbol)
        if spot.found {
            let sum = cells[spot.index].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: spot.index)
            } else {
                cells[spot.index].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: spot.index)
        }
    }

    /// Adds `coefficient · other` (constant and cells), merging the sorted cell lists in one linear pass.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        var ignored = RowChanges(isRecording: false)
        insert(other, coefficient, changes: &ignored)
    }

    /// Adds `coefficient · other` like `insert(_:_:)`, and records in `changes` the symbols the row gains and
    /// the symbols whose coefficients cancel out, so that the tableau can keep its column index exact.
    mutating func insert(_ other: Row, _ coefficient: Double, changes: inout RowChanges) {
        constant += other.constant * coefficient
        guard !other.cells.isEmpty else { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var mine = 0
        var theirs = 0
        while mine < cells.count || theirs < other.cells.count {
            if theirs == other.cells.count
                || (mine < cells.count && cells[mine].symbol.id < other.cells[theirs].symbol.id)
            {
                merged.append(cells[mine])
                mine += 1
                continue
            }
            let same = mine < cells.count && cells[mine].symbol.id == other.cells[theirs].symbol.id
            let added = other.cells[theirs].coefficient * coefficient
            let sum = same ? cells[mine].coefficient + added : added
            if !isNearZero(sum) {
                merged.append(Cell(symbol: other.cells[theirs].symbol, coefficient: sum))
                if !same { changes.gained(other.cells[theirs].symbol) }
            } else if same {
                changes.lost(other.cells[theirs].symbol)
            }
            if same { mine += 1 }
            theirs += 1
        }
        cells = merged
    }

    /// Removes `symbol`, returning its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let spot = search(symbol)
        guard spot.found else { return 0 }
        return cells.remove(at: spot.index).coefficient
    }

    /// Multiplies the constant and every cell by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices {
            cells[index].coefficient *= factor
        }
    }

    /// Negates the constant and every cell.
    mutating func reverseSign() {
        scale(by: -1)
    }

    /// Turns `0 = row` into `symbol = row'` by solving for `symbol`, which must be in the row.
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        precondition(coefficient != 0, "Cassowary: solving a row for a symbol it does not contain")
        scale(by: -1 / coefficient)
    }

    /// Turns `lhs = row` into `rhs = row'`, where `rhs` is in the row and `lhs` is not.
    mutating func solve(for rhs: Symbol, from lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`, if the symbol occurs here.
    ///
    /// - Returns: whether the row changed.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let coefficient = remove(symbol)
        guard coefficient != 0 else { return false }
        insert(row, coefficient)
        return true
    }
}

/// The symbols a row gained and lost in one `Row.insert(_:_:changes:)`.
struct RowChanges {
    /// Whether to record at all (a row outside the tableau needs no record).
    let isRecording: Bool
    /// Symbols the row did not hold before.
    private(set) var gainedSymbols: [Symbol] = []
    /// Symbols whose coefficients cancelled out.
    private(set) var lostSymbols: [Symbol] = []

    init(isRecording: Bool = true) {
        self.isRecording = isRecording
    }

    mutating func gained(_ symbol: Symbol) {
        if isRecording { gainedSymbols.append(symbol) }
    }

    mutating func lost(_ symbol: Symbol) {
        if isRecording { lostSymbols.append(symbol) }
    }

    /// Forgets the record, keeping the storage for the next row.
    mutating func clear() {
        gainedSymbols.removeAll(keepingCapacity: true)
        lostSymbols.removeAll(keepingCapacity: true)
    }
}
