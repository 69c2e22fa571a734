import Cassowary
import Testing

/// Larger seeded systems: every required constraint must hold after each change.
@Suite struct RandomizedTests {
    /// A chain of `count` variables with required minimum gaps and a required total span, random optional
    /// targets at mixed strengths, and a few required "pins"; returns the constraints by kind.
    private func makeChain(
        seed: UInt64, count: Int
    ) throws -> (Solver, [Variable], required: [Constraint], optional: [Constraint]) {
        var generator = SeededGenerator(seed: seed)
        let solver = Solver()
        let variables = (0..<count).map { Variable("v\($0)") }
        var required: [Constraint] = [variables[0] >= 0]
        var gaps = 0.0
        for index in 1..<count {
            let gap = Double.random(in: 0...10, using: &generator)
            gaps += gap
            required.append(variables[index] >= variables[index - 1] + gap)
        }
        required.append(variables[count - 1] <= gaps + 500)
        for index in stride(from: 17, to: count, by: 37) {
            // Pin a variable a little above its lowest feasible position.
            let floor = required[1...index].reduce(0.0) { $0 - $1.expression.constant }
            required.append(variables[index] == floor + 20)
        }
        for constraint in required {
            try solver.addConstraint(constraint)
        }
        let strengths: [Strength] = [.weak, .medium, .strong, Strength(layoutPriority: 999)]
        var optional: [Constraint] = []
        for variable in variables {
            let target = Double.random(in: -100...(gaps + 600), using: &generator)
            let strength = strengths.randomElement(using: &generator) ?? .weak
            optional.append((variable == target).withStrength(strength))
        }
        for _ in 0..<count / 2 {
            let first = variables.randomElement(using: &generator) ?? variables[0]
            let second = variables.randomElement(using: &generator) ?? variables[0]
            let span = Double.random(in: 0...50, using: &generator)
            optional.append((second - first <= span).withStrength(.medium))
        }
        for constraint in optional {
            try solver.addConstraint(constraint)
        }
        return (solver, variables, required, optional)
    }

    private func violations(_ constraints: [Constraint]) -> [String] {
        constraints.filter { !$0.isSatisfied(tolerance: 1e-6) }.map { "\($0): off by \($0.violation)" }
    }

    @Test func twoHundredVariableChainSatisfiesEveryRequiredConstraint() throws {
        let (solver, variables, required, optional) = try makeChain(seed: 0xC0FFEE, count: 200)
        solver.updateVariables()
        #expect(violations(required).isEmpty, "\(violations(required).prefix(5))")
        #expect(variables.allSatisfy { $0.value.isFinite })

        // Remove every other optional constraint: the required ones still hold.
        var generator = SeededGenerator(seed: 7)
        for constraint in optional.shuffled(using: &generator).prefix(optional.count / 2) {
            try solver.removeConstraint(constraint)
        }
        solver.updateVariables()
        #expect(violations(required).isEmpty, "\(violations(required).prefix(5))")
    }

    @Test func editsOnALargeChainKeepRequiredConstraints() throws {
        let (solver, variables, required, _) = try makeChain(seed: 42, count: 200)
        var generator = SeededGenerator(seed: 99)
        let edited = Array(variables.shuffled(using: &generator).prefix(8))
        for variable in edited {
            try solver.addEditVariable(variable, strength: Strength(layoutPriority: 999))
        }
        for round in 0..<25 {
            for variable in edited {
                try solver.suggestValue(variable, Double.random(in: -200...2_000, using: &generator))
            }
            solver.updateVariables()
            #expect(violations(required).isEmpty, "round \(round): \(violations(required).prefix(5))")
        }
    }

    @Test func sameCallsGiveBitIdenticalSolutions() throws {
        let (first, firstVariables, _, _) = try makeChain(seed: 2024, count: 120)
        let (second, secondVariables, _, _) = try makeChain(seed: 2024, count: 120)
        first.updateVariables()
        let firstValues = firstVariables.map(\.value)
        second.updateVariables()
        #expect(firstValues == secondVariables.map(\.value))
        // A different seed gives a different system, so the comparison above is not vacuous.
        let (third, thirdVariables, _, _) = try makeChain(seed: 2025, count: 120)
        third.updateVariables()
        #expect(firstValues != thirdVariables.map(\.value))
    }

    @Test func conflictingRequiredConstraintsAreRejectedOneByOne() throws {
        let (solver, variables, required, _) = try makeChain(seed: 5, count: 60)
        var generator = SeededGenerator(seed: 6)
        var rejected = 0
        for _ in 0..<40 {
            let low = Int.random(in: 0..<59, using: &generator)
            let high = Int.random(in: (low + 1)..<60, using: &generator)
            // The chain forces variables[high] >= variables[low]; demanding the opposite must fail.
            let impossible = variables[high] + 1 <= variables[low]
            do {
                try solver.addConstraint(impossible)
            } catch {
                #expect(error == .unsatisfiableConstraint(impossible))
                rejected += 1
            }
            #expect(!solver.hasConstraint(impossible))
        }
        #expect(rejected == 40)
        solver.updateVariables()
        #expect(violations(required).isEmpty, "\(violations(required).prefix(5))")
    }
}
