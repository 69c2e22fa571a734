import Cassowary
import Testing

/// Seeded random systems checked against an independent answer: a tree of difference equations solved
/// by walking the tree, and a solver rebuilt after a removal against a new solver given the same calls.
@Suite struct RandomizedEquivalenceTests {
    /// `count` variables linked by a random tree of required equations `x[i] = x[parent] + offset` with
    /// integer offsets (written in random shapes: either side, scaled by 2), anchored by `x[0] == anchor`,
    /// plus consistent equations that close cycles; returns the constraints shuffled and the exact values.
    private func makeTree(
        seed: UInt64, count: Int
    ) -> (variables: [Variable], constraints: [Constraint], values: [Double]) {
        var generator = SeededGenerator(seed: seed)
        let variables = (0..<count).map { Variable("x\($0)") }
        var values = [Double(Int.random(in: -500...500, using: &generator))]
        var constraints = [variables[0] == values[0]]
        for index in 1..<count {
            let parent = Int.random(in: max(0, index - 40)..<index, using: &generator)
            let offset = Double(Int.random(in: -60...60, using: &generator))
            values.append(values[parent] + offset)
            let (child, base) = (variables[index], variables[parent])
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: constraints.append(child == base + offset)
            case 1: constraints.append(base - child == -offset)
            default: constraints.append(child * 2 == base * 2 + offset * 2)
            }
        }
        for _ in 0..<count / 4 {
            let first = Int.random(in: 0..<count, using: &generator)
            let second = Int.random(in: 0..<count, using: &generator)
            guard first != second else { continue }
            constraints.append(variables[first] - variables[second] == values[first] - values[second])
        }
        constraints.shuffle(using: &generator)
        return (variables, constraints, values)
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func differenceTreesSolveExactlyAndRejectContradictions(seed: UInt64) throws {
        let (variables, constraints, values) = makeTree(seed: seed, count: 1_500)
        let solver = Solver()
        for constraint in constraints {
            try solver.addConstraint(constraint)
        }
        solver.updateVariables()
        #expect(variables.map(\.value) == values)

        var generator = SeededGenerator(seed: seed + 100)
        for _ in 0..<20 {
            let first = Int.random(in: 0..<variables.count, using: &generator)
            let second = (first + Int.random(in: 1..<variables.count, using: &generator)) % variables.count
            let contradiction = variables[first] - variables[second] == values[first] - values[second] + 1
            #expect(throws: SolverError.unsatisfiableConstraint(contradiction)) {
                try solver.addConstraint(contradiction)
            }
        }
        solver.updateVariables()
        #expect(variables.map(\.value) == values)
    }

    /// A chain of required gaps (every third one an equality) from `v0 == 0`, with optional targets.
    private func makeSystem(seed: UInt64) -> (variables: [Variable], constraints: [Constraint]) {
        var generator = SeededGenerator(seed: seed)
        let variables = (0..<80).map { Variable("v\($0)") }
        var constraints: [Constraint] = [variables[0] == 0]
        for index in 1..<variables.count {
            let gap = Double(Int.random(in: 0...10, using: &generator))
            constraints.append(
                index % 3 == 0
                    ? variables[index] == variables[index - 1] + gap : variables[index] >= variables[index - 1] + gap)
        }
        // Distinct priorities, so that the optimum is unique and any two correct solvers agree on it.
        for (index, variable) in variables.enumerated() where index % 2 == 1 {
            let target = Double(Int.random(in: 0...900, using: &generator))
            constraints.append((variable == target).withPriority(Double(100 + 7 * index)))
        }
        return (variables, constraints)
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func removingARequiredEqualityMatchesANewSolver(seed: UInt64) throws {
        let (variables, constraints) = makeSystem(seed: seed)
        let edited = variables[40]
        let solver = Solver()
        for constraint in constraints {
            try solver.addConstraint(constraint)
        }
        try solver.addEditVariable(edited, strength: .strong)
        try solver.suggestValue(edited, 321)

        // Remove the required equalities one after another; after each removal the solver must agree
        // with a new solver given the remaining constraints, the same edit and the same suggestion.
        var remaining = constraints
        for removed in constraints.filter({ $0.isRequired && $0.relation == .equal }).prefix(6) {
            try solver.removeConstraint(removed)
            remaining.removeAll { $0 === removed }
            solver.updateVariables()
            let solved = variables.map(\.value)

            let fresh = Solver()
            for constraint in remaining {
                try fresh.addConstraint(constraint)
            }
            try fresh.addEditVariable(edited, strength: .strong)
            try fresh.suggestValue(edited, 321)
            fresh.updateVariables()
            #expect(zip(solved, variables.map(\.value)).allSatisfy { approx($0, $1, tolerance: 1e-9) })
            #expect(solver.hasEditVariable(edited) && !solver.hasConstraint(removed))
        }
        try solver.suggestValue(edited, 500)
        solver.updateVariables()
        #expect(remaining.filter(\.isRequired).allSatisfy { $0.isSatisfied() })
    }
}
