import Cassowary
import Testing

@Suite struct EditVariableTests {
    /// left ≥ 0, right ≤ 100, right ≥ left + 10, mid = (left + right) / 2, and a weak wish for width 10.
    private func makeBar() throws -> (Solver, left: Variable, mid: Variable, right: Variable, [Constraint]) {
        let solver = Solver()
        let left = Variable("left")
        let mid = Variable("mid")
        let right = Variable("right")
        let required = [left >= 0, right <= 100, right >= left + 10, mid == (left + right) / 2]
        for constraint in required {
            try solver.addConstraint(constraint)
        }
        try solver.addConstraint((right - left == 10).withStrength(.weak))
        return (solver, left, mid, right, required)
    }

    @Test func repeatedSuggestionsMoveTheEditVariable() throws {
        let (solver, left, mid, right, required) = try makeBar()
        try solver.addEditVariable(mid, strength: .strong)
        #expect(solver.hasEditVariable(mid))

        let expectations: [(suggested: Double, left: Double, mid: Double, right: Double)] = [
            (50, 45, 50, 55), (2, 0, 5, 10), (98, 90, 95, 100), (50, 45, 50, 55), (-400, 0, 5, 10),
            (70.5, 65.5, 70.5, 75.5), (70.5, 65.5, 70.5, 75.5), (1e6, 90, 95, 100),
        ]
        for step in expectations {
            try solver.suggestValue(mid, step.suggested)
            solver.updateVariables()
            #expect(approx(left.value, step.left), "left after suggesting \(step.suggested)")
            #expect(approx(mid.value, step.mid), "mid after suggesting \(step.suggested)")
            #expect(approx(right.value, step.right), "right after suggesting \(step.suggested)")
            #expect(required.allSatisfy { $0.isSatisfied() })
        }
    }

    @Test func twoEditVariablesAtDifferentStrengths() throws {
        let (solver, left, mid, right, required) = try makeBar()
        try solver.addEditVariable(left, strength: .strong)
        try solver.addEditVariable(right, strength: .medium)
        try solver.suggestValue(left, 20)
        try solver.suggestValue(right, 60)
        solver.updateVariables()
        #expect(approx(left.value, 20) && approx(right.value, 60) && approx(mid.value, 40))
        try solver.suggestValue(right, 25)
        solver.updateVariables()
        #expect(approx(left.value, 20) && approx(right.value, 30) && approx(mid.value, 25))
        try solver.suggestValue(left, 95)
        solver.updateVariables()
        #expect(approx(left.value, 90) && approx(right.value, 100) && approx(mid.value, 95))
        #expect(required.allSatisfy { $0.isSatisfied() })
    }

    @Test func removingTheEditVariableFallsBackToOtherConstraints() throws {
        let (solver, left, mid, right, _) = try makeBar()
        try solver.addConstraint((mid == 20).withStrength(.weak))
        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggestValue(mid, 80)
        solver.updateVariables()
        #expect(approx(mid.value, 80))
        try solver.removeEditVariable(mid)
        #expect(!solver.hasEditVariable(mid))
        solver.updateVariables()
        #expect(approx(left.value, 15) && approx(mid.value, 20) && approx(right.value, 25))
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(mid, 10) }
    }

    @Test func editStartsAtTheCurrentValue() throws {
        let solver = Solver()
        let x = Variable("x", value: 42)
        let y = Variable("y")
        try solver.addConstraint(y == x + 1)
        try solver.addEditVariable(x, strength: .medium)
        solver.updateVariables()
        #expect(approx(x.value, 42) && approx(y.value, 43))
    }

    @Test func editVariableMisuseIsRejected() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.badRequiredStrength) { try solver.addEditVariable(x, strength: .required) }
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(x, 1) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .weak)
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(x, strength: .strong) }
        try solver.suggestValue(x, 3)
        solver.updateVariables()
        #expect(approx(x.value, 3))
    }
}
