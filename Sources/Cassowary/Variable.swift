/// An unknown of the constraint system, such as one edge or size of a view's frame.
///
/// Variables have reference identity: two variables with the same name are still different unknowns.
/// A solver writes the solution into `value` when `Solver.updateVariables()` is called; until then it
/// keeps the value it had (zero for a new variable). A variable may take part in several solvers, but the
/// value it shows is the one the last `updateVariables()` call wrote.
///
/// `Variable` deliberately does not conform to `Equatable`, because `==` between variables builds a
/// `Constraint`. Compare identities with `===` instead.
public final class Variable {
    /// The name shown in descriptions and error messages; it plays no part in solving.
    public let name: String

    /// The value from the most recent `Solver.updateVariables()`.
    public internal(set) var value: Double

    /// Makes a variable.
    ///
    /// - Parameters:
    ///   - name: a name for debugging, such as `"button.minX"`.
    ///   - value: the value to show before any solve, and the starting value of an edit constraint.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.value = value
    }
}

extension Variable: CustomStringConvertible {
    /// The name and current value, such as `button.minX = 8.0`.
    public var description: String {
        "\(name.isEmpty ? "<unnamed>" : name) = \(value)"
    }
}

extension Variable: LinearExpressionConvertible {
    /// The expression `1 · self`.
    public var linearExpression: Expression { Expression(self) }
}

extension Variable {
    /// The key a solver files this variable under: its object identity.
    var key: ObjectIdentifier { ObjectIdentifier(self) }
}
