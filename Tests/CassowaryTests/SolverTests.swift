import Cassowary
import Testing

@Suite struct SolverTests {
    @Test func simpleEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 20)
        solver.updateVariables()
        #expect(approx(x.value, 20))
    }

    @Test func equalityBetweenExpressions() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let relation = x + 2 == y + 10
        try solver.addConstraint(relation)
        try solver.addConstraint(x == 20)
        solver.updateVariables()
        #expect(approx(x.value, 20))
        #expect(approx(y.value, 12))
        #expect(relation.isSatisfied())
    }

    @Test func requiredBeatsWeak() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).withStrength(.weak))
        try solver.addConstraint(x >= 20)
        solver.updateVariables()
        #expect(approx(x.value, 20))
    }

    @Test func strongBeatsMediumBeatsWeak() throws {
        let solver = Solver()
        let x = Variable("x")
        let weak = (x == 10).withStrength(.weak)
        let medium = (x == 20).withStrength(.medium)
        let strong = (x == 30).withStrength(.strong)
        for constraint in [weak, strong, medium] {
            try solver.addConstraint(constraint)
        }
        solver.updateVariables()
        #expect(approx(x.value, 30))
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(approx(x.value, 20))
        try solver.removeConstraint(medium)
        solver.updateVariables()
        #expect(approx(x.value, 10))
    }

    @Test func inequalityChainWithMidpoint() throws {
        let solver = Solver()
        let left = Variable("left")
        let mid = Variable("mid")
        let right = Variable("right")
        let required = [mid == (left + right) / 2, left >= 0, right <= 100, left + 20 <= right]
        for constraint in required {
            try solver.addConstraint(constraint)
        }
        try solver.addConstraint((mid == 95).withStrength(.strong))
        try solver.addConstraint((left == 0).withStrength(.weak))
        solver.updateVariables()
        #expect(approx(left.value, 80))
        #expect(approx(mid.value, 90))
        #expect(approx(right.value, 100))
        #expect(required.allSatisfy { $0.isSatisfied() })
    }

    @Test func removingConstraintsRestoresThePreviousSolution() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint((x == 100).withStrength(.weak))
        try solver.addConstraint(y == x * 2)
        solver.updateVariables()
        #expect(approx(x.value, 100) && approx(y.value, 200))

        let override = (x == 50).withStrength(.strong)
        try solver.addConstraint(override)
        let cap = y <= 40
        try solver.addConstraint(cap)
        solver.updateVariables()
        #expect(approx(x.value, 20) && approx(y.value, 40))

        try solver.removeConstraint(cap)
        solver.updateVariables()
        #expect(approx(x.value, 50) && approx(y.value, 100))
        try solver.removeConstraint(override)
        solver.updateVariables()
        #expect(approx(x.value, 100) && approx(y.value, 200))
        #expect(!solver.hasConstraint(override))
    }

    @Test func contradictoryRequiredEqualityThrowsAndLeavesSolverUsable() throws {
        let solver = Solver()
        let x = Variable("x")
        let ten = x == 10
        try solver.addConstraint(ten)
        let twenty = x == 20
        #expect(throws: SolverError.unsatisfiableConstraint(twenty)) { try solver.addConstraint(twenty) }
        #expect(!solver.hasConstraint(twenty))
        solver.updateVariables()
        #expect(approx(x.value, 10))

        try solver.addConstraint(x >= 5)
        try solver.removeConstraint(ten)
        try solver.addConstraint(twenty)
        solver.updateVariables()
        #expect(approx(x.value, 20))
    }

    @Test func contradictoryRequiredInequalityThrowsAndLeavesSolverUsable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x >= 20)
        try solver.addConstraint(y == x + 1)
        let tooSmall = x + y <= 10
        #expect(throws: SolverError.unsatisfiableConstraint(tooSmall)) { try solver.addConstraint(tooSmall) }
        #expect(!solver.hasConstraint(tooSmall))

        try solver.addConstraint(x <= 30)
        try solver.addConstraint((x == 25).withStrength(.weak))
        solver.updateVariables()
        #expect(approx(x.value, 25) && approx(y.value, 26))
        try solver.addConstraint((x == 100).withStrength(.medium))
        solver.updateVariables()
        #expect(approx(x.value, 30) && approx(y.value, 31))
    }

    @Test func duplicateAndUnknownConstraintsAreRejected() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x >= 3
        try solver.addConstraint(constraint)
        #expect(solver.hasConstraint(constraint))
        #expect(throws: SolverError.duplicateConstraint) { try solver.addConstraint(constraint) }
        let lookalike = x >= 3
        #expect(!solver.hasConstraint(lookalike))
        #expect(throws: SolverError.unknownConstraint) { try solver.removeConstraint(lookalike) }
        try solver.removeConstraint(constraint)
        #expect(throws: SolverError.unknownConstraint) { try solver.removeConstraint(constraint) }
    }

    @Test func freedVariableMayMoveBelowZero() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pin = x == 10
        try solver.addConstraint(pin)
        try solver.addConstraint(y == x + 5)
        try solver.addConstraint((y == -50).withStrength(.weak))
        solver.updateVariables()
        #expect(approx(x.value, 10) && approx(y.value, 15))
        try solver.removeConstraint(pin)
        solver.updateVariables()
        #expect(approx(x.value, -55) && approx(y.value, -50))
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x - y == 2)
        let implied = x * 2 == 12
        try solver.addConstraint(implied)
        try solver.addConstraint(y <= 4)
        try solver.addConstraint(y >= 4)
        solver.updateVariables()
        #expect(approx(x.value, 6) && approx(y.value, 4))
        try solver.removeConstraint(implied)
        let conflicting = x == 7
        #expect(throws: SolverError.unsatisfiableConstraint(conflicting)) { try solver.addConstraint(conflicting) }
        solver.updateVariables()
        #expect(approx(x.value, 6) && approx(y.value, 4))
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x == 7
        try solver.addConstraint(constraint)
        try solver.addEditVariable(x, strength: .strong)
        solver.reset()
        #expect(!solver.hasConstraint(constraint))
        #expect(!solver.hasEditVariable(x))
        try solver.addConstraint(x == 9)
        try solver.addConstraint(constraint.withStrength(.weak))
        solver.updateVariables()
        #expect(approx(x.value, 9))
    }

    @Test func priority999YieldsToRequired() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.addConstraint((width == 200).withPriority(999))
        try solver.addConstraint((width == 100).withPriority(1000))
        solver.updateVariables()
        #expect(approx(width.value, 100))

        let other = Solver()
        let height = Variable("height")
        try other.addConstraint((height == 44).withPriority(998))
        try other.addConstraint((height == 60).withPriority(999))
        try other.addConstraint((height >= 50).withPriority(1000))
        other.updateVariables()
        #expect(approx(height.value, 60))
    }
}
