/// A column of the simplex tableau.
///
/// Every user `Variable` is represented by one external symbol; the solver adds slack, error and dummy
/// symbols of its own while it turns constraints into tableau rows. Symbols are numbered in creation order
/// by their solver, and that number is what orders cells inside a `Row`, which keeps every pivot choice (and
/// therefore every layout) reproducible from run to run.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for, which decides how the simplex method may move it.
    enum Kind {
        /// A user variable: unrestricted in sign, never a pivot row's restricted basic variable.
        case external
        /// A slack of an inequality (`>= 0`), also used for the artificial variable of phase one.
        case slack
        /// An error of a non-required constraint (`>= 0`), weighted by its strength in the objective.
        case error
        /// The marker of a required equality, which names the constraint but is in no row.
        ///
        /// Why: the textbook (and kiwi) keeps the dummy in the rows, restricted to zero, only so that the
        /// equality can later be removed by pivoting on it. Every substitution then carries along the dummies
        /// of all the equalities a row was derived from: in a chain of N views pinned to their neighbours the
        /// rows grow to O(N) cells and the layout costs O(N³). A dummy never changes a value, so it is left
        /// out, and removing a required equality rebuilds the tableau instead (`Solver.rebuild()`).
        case dummy
    }

    /// The creation number, unique within one solver.
    let id: Int
    /// What the symbol stands for.
    let kind: Kind

    /// Whether the symbol is sign-restricted (`>= 0`), that is everything but an external variable.
    var isRestricted: Bool { kind != .external }

    /// Whether the symbol may serve as a constraint's subject or enter the basis in a primal pivot.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Hands out symbols with increasing ids for one solver.
struct SymbolFactory {
    private var nextID = 1

    /// Makes a new symbol of the given kind.
    mutating func make(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }
}

/// The tolerance under which a coefficient or constant counts as zero.
let nearZeroEpsilon = 1.0e-8

/// Whether `value` is within `nearZeroEpsilon` of zero.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    abs(value) < nearZeroEpsilon
}
