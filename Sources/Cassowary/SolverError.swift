/// The errors a `Solver` throws.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already in the solver.
    ///
    /// The solver keeps the constraints it had before the failed `addConstraint(_:)` and stays usable.
    case unsatisfiableConstraint(Constraint)
    /// The constraint object has already been added.
    case duplicateConstraint
    /// The constraint object was never added, or has been removed.
    case unknownConstraint
    /// The variable already has an edit constraint.
    case duplicateEditVariable
    /// The variable has no edit constraint.
    case unknownEditVariable
    /// An edit variable was given `Strength.required`, which edits may not have.
    case badRequiredStrength
    /// The simplex method broke down numerically; the message says where. Not expected in practice.
    case internalError(String)

    /// Compares errors case by case; constraints compare by identity.
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiableConstraint(left), .unsatisfiableConstraint(right)): left === right
        case (.duplicateConstraint, .duplicateConstraint), (.unknownConstraint, .unknownConstraint),
            (.duplicateEditVariable, .duplicateEditVariable), (.unknownEditVariable, .unknownEditVariable),
            (.badRequiredStrength, .badRequiredStrength):
            true
        case let (.internalError(left), .internalError(right)): left == right
        default: false
        }
    }

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint):
            "The required constraint \(constraint) cannot be satisfied together with the other required constraints."
        case .duplicateConstraint:
            "The constraint has already been added to the solver."
        case .unknownConstraint:
            "The constraint is not in the solver."
        case .duplicateEditVariable:
            "The variable is already an edit variable of the solver."
        case .unknownEditVariable:
            "The variable is not an edit variable of the solver."
        case .badRequiredStrength:
            "An edit variable cannot have the required strength."
        case let .internalError(message):
            "Internal solver error: \(message)."
        }
    }
}
