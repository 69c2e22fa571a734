/// How a constraint's expression compares with zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// The relation's operator, such as `<=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation between variables, `expression (relation) 0`, at a strength.
///
/// Build constraints with the operators, for instance `a + 8 <= b`, which becomes `a - b + 8 <= 0`, then
/// adjust the strength with `withStrength(_:)` or `withPriority(_:)`. A constraint is immutable and has
/// reference identity: a solver knows each constraint object it was given, so to remove one, pass the
/// same object.
///
/// Sendability: every stored property is a constant, which is why the class is marked
/// `@unchecked Sendable` (so that `SolverError` can carry it). The variables it mentions are not
/// themselves thread-safe; only read their values on the thread that drives the solver.
public final class Constraint: @unchecked Sendable {
    /// The left side minus the right side, with the terms of each variable merged.
    public let expression: Expression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// How strongly the solver should try to satisfy the constraint.
    public let strength: Strength

    /// Makes the constraint `expression (relation) 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same expression and relation at another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// A new constraint with the same expression and relation at a UIKit-style priority (1000 = required).
    public func withPriority(_ layoutPriority: Double) -> Constraint {
        withStrength(Strength(layoutPriority: layoutPriority))
    }

    /// Whether the constraint must hold exactly.
    public var isRequired: Bool { strength.isRequired }

    /// How far the variables' current values are from satisfying the constraint, zero when they satisfy it.
    public var violation: Double {
        let value = expression.value
        switch relation {
        case .lessThanOrEqual: return max(value, 0)
        case .equal: return abs(value)
        case .greaterThanOrEqual: return max(-value, 0)
        }
    }

    /// Whether the variables' current values satisfy the constraint within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        violation <= tolerance
    }
}

extension Constraint: CustomStringConvertible {
    /// The constraint as text, such as `1.0 * a + -1.0 * b + 8.0 <= 0 (required)`.
    public var description: String {
        "\(expression) \(relation) 0 (\(strength))"
    }
}
