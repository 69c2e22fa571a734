// Operators that build terms, expressions and constraints, so that a constraint reads like its equation:
// `try solver.addConstraint(view.width == superview.width * 0.5 - 16)`.

// MARK: - Scaling

/// The term `coefficient · variable`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: rhs) }

/// The term `coefficient · variable`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, coefficient: lhs) }

/// The term scaled by a factor.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, coefficient: lhs.coefficient * rhs) }

/// The term scaled by a factor.
public func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }

/// The expression with every term and the constant scaled by a factor.
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
}

/// The expression with every term and the constant scaled by a factor.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

/// The term `variable / divisor`.
public func / (lhs: Variable, rhs: Double) -> Term { lhs * (1 / rhs) }

/// The term divided by a divisor.
public func / (lhs: Term, rhs: Double) -> Term { lhs * (1 / rhs) }

/// The expression divided by a divisor.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

/// The term `-1 · variable`.
public prefix func - (operand: Variable) -> Term { operand * -1 }

/// The term with its coefficient negated.
public prefix func - (operand: Term) -> Term { operand * -1 }

/// The expression with every term and the constant negated.
public prefix func - (operand: Expression) -> Expression { operand * -1 }

// MARK: - Sums and differences

/// The sum of two linear expressions.
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    let left = lhs.linearExpression
    let right = rhs.linearExpression
    return Expression(terms: left.terms + right.terms, constant: left.constant + right.constant)
}

/// The linear expression plus a constant.
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    let left = lhs.linearExpression
    return Expression(terms: left.terms, constant: left.constant + rhs)
}

/// A constant plus the linear expression.
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression { rhs + lhs }

/// The difference of two linear expressions.
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs + -rhs.linearExpression
}

/// The linear expression minus a constant.
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression { lhs + -rhs }

/// A constant minus the linear expression.
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    -rhs.linearExpression + lhs
}

// MARK: - Relations

/// The required constraint `lhs == rhs`.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`.
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`.
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs <= rhs`.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`.
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`.
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
