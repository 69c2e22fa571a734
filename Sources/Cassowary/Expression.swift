/// A variable multiplied by a coefficient, one summand of an `Expression`.
public struct Term {
    /// The variable.
    public let variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Makes the term `coefficient · variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's value from the variable's current value.
    public var value: Double { coefficient * variable.value }
}

/// A linear expression: a sum of terms plus a constant.
public struct Expression {
    /// The summands, in the order they were written; a variable may occur more than once.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Makes the expression `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Makes the constant expression `constant`.
    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// Makes the expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Makes the expression holding the single term `term`.
    public init(_ term: Term) {
        self.init(terms: [term])
    }

    /// The expression's value from its variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.value }
    }

    /// Whether the expression has no terms.
    public var isConstant: Bool { terms.isEmpty }

    /// The same expression with the terms of each variable merged into one, in order of first occurrence.
    /// Terms whose coefficients cancel out are dropped.
    public func reduced() -> Expression {
        var order: [ObjectIdentifier] = []
        var merged: [ObjectIdentifier: Term] = [:]
        for term in terms {
            let key = term.variable.key
            if merged[key] == nil {
                order.append(key)
                merged[key] = term
            } else {
                merged[key]?.coefficient += term.coefficient
            }
        }
        let kept = order.compactMap { merged[$0] }.filter { $0.coefficient != 0 }
        return Expression(terms: kept, constant: constant)
    }
}

/// A value that can stand for a linear expression: a `Variable`, a `Term` or an `Expression`.
///
/// The arithmetic and comparison operators of this module accept any pair of such values, plus `Double`s.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: Expression { get }
}

extension Term: LinearExpressionConvertible {
    /// The expression holding only this term.
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearExpressionConvertible {
    /// The expression itself.
    public var linearExpression: Expression { self }
}

extension Term: CustomStringConvertible {
    /// The term as text, such as `2.0 * width`.
    public var description: String {
        let name = variable.name.isEmpty ? "<unnamed>" : variable.name
        return coefficient == 1 ? name : "\(coefficient) * \(name)"
    }
}

extension Expression: CustomStringConvertible {
    /// The expression as text, such as `2.0 * width + -1.0 * height + 8.0`.
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
