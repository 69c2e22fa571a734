/// The column index of the tableau: for every symbol, the rows that hold it.
///
/// Why: the textbook tableau (and kiwi) substitutes a symbol by scanning every row, so each added
/// constraint costs time in proportion to the whole tableau and a layout of N views costs O(N²) before
/// any row grows. With this index a substitution, a ratio test or a column removal visits exactly the
/// rows that hold the symbol, which in a sparse layout is a handful. No library of the build environment
/// offers a sparse tableau, so the index is written here.
///
/// Rows are named by their basic symbol's id, because row positions move when a row is removed. The
/// sets are hash sets, whose iteration order changes from run to run: every caller either sorts what it
/// gets (`Tableau.rowIndices(containing:)`) or only takes a minimum under a total order, so that the
/// solver stays reproducible bit for bit.
struct ColumnIndex {
    /// By symbol id: the ids of the basic symbols whose rows hold the symbol.
    private var holders: [Set<Int>] = []

    /// The ids of the basic symbols whose rows hold `symbol`, in no particular order.
    func rows(holding symbol: Symbol) -> Set<Int> {
        symbol.id < holders.count ? holders[symbol.id] : []
    }

    /// How many rows hold `symbol`.
    func count(of symbol: Symbol) -> Int {
        symbol.id < holders.count ? holders[symbol.id].count : 0
    }

    /// Records that the row of `basic` holds `symbol`.
    mutating func insert(_ symbol: Symbol, inRowOf basic: Symbol) {
        if symbol.id >= holders.count {
            holders.append(contentsOf: repeatElement([], count: max(symbol.id + 1 - holders.count, holders.count)))
        }
        holders[symbol.id].insert(basic.id)
    }

    /// Records that the row of `basic` no longer holds `symbol`.
    mutating func remove(_ symbol: Symbol, fromRowOf basic: Symbol) {
        guard symbol.id < holders.count else { return }
        holders[symbol.id].remove(basic.id)
    }

    /// Records every cell of `row`, the row of `basic`.
    mutating func insert(_ row: Row, of basic: Symbol) {
        for cell in row.cells {
            insert(cell.symbol, inRowOf: basic)
        }
    }

    /// Forgets every cell of `row`, the row of `basic`.
    mutating func remove(_ row: Row, of basic: Symbol) {
        for cell in row.cells {
            remove(cell.symbol, fromRowOf: basic)
        }
    }

    /// Forgets the whole column of `symbol`, returning the rows that held it.
    mutating func removeColumn(_ symbol: Symbol) -> Set<Int> {
        guard symbol.id < holders.count else { return [] }
        defer { holders[symbol.id] = [] }
        return holders[symbol.id]
    }
}
