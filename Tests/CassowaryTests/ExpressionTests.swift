import Cassowary
import Testing

@Suite struct ExpressionTests {
    @Test func operatorsBuildTermsAndConstants() {
        let x = Variable("x")
        let y = Variable("y")
        let expression = x * 2 + 3 - y / 4
        #expect(expression.terms.count == 2)
        #expect(expression.terms[0].variable === x)
        #expect(expression.terms[0].coefficient == 2)
        #expect(expression.terms[1].variable === y)
        #expect(expression.terms[1].coefficient == -0.25)
        #expect(expression.constant == 3)

        let negated = -(expression * 2)
        #expect(negated.terms.map(\.coefficient) == [-4, 0.5])
        #expect(negated.constant == -6)
        #expect((10 - x).constant == 10)
        #expect((10 - x).terms[0].coefficient == -1)
    }

    @Test func constraintMovesEverythingLeftAndMergesLikeTerms() {
        let x = Variable("x")
        let y = Variable("y")
        let constraint = x + x * 2 + y <= x + y + 10
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.strength == .required)
        #expect(constraint.isRequired)
        #expect(constraint.expression.terms.count == 1)
        #expect(constraint.expression.terms[0].variable === x)
        #expect(constraint.expression.terms[0].coefficient == 2)
        #expect(constraint.expression.constant == -10)

        let weak = constraint.withStrength(.weak)
        #expect(weak !== constraint)
        #expect(weak.strength == .weak)
        #expect(!weak.isRequired)
        #expect((20 >= y).relation == .greaterThanOrEqual)
        #expect((x == y * 0.5 + 1).relation == .equal)
    }

    @Test func violationMeasuresCurrentValues() {
        let x = Variable("x", value: 12)
        #expect((x <= 10).violation == 2)
        #expect((x >= 10).violation == 0)
        #expect((x == 15).violation == 3)
        #expect((x <= 12).isSatisfied())
        #expect(!(x >= 12.5).isSatisfied())
    }

    @Test func namedStrengthsAreOrdered() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.required > .strong)
        #expect(Strength.strong > .medium)
        #expect(Strength.medium > .weak)
        #expect(Strength.required.isRequired && !Strength.strong.isRequired)
        #expect(Strength(strong: 1, medium: 0, weak: 0) == .strong)
        #expect(Strength(strong: 2_000, medium: 5_000, weak: 1_000) == .required)
        #expect(Strength(5e9) == .required)
        #expect(Strength(-3).value == 0)
        #expect(Strength.medium.description == "medium")
    }

    @Test func layoutPrioritiesMapMonotonicallyBelowRequired() {
        #expect(Strength(layoutPriority: 1000) == .required)
        #expect(Strength(layoutPriority: 1200) == .required)
        #expect(!Strength(layoutPriority: 999).isRequired)
        #expect(Strength(layoutPriority: 1) == .weak)
        #expect(Strength(layoutPriority: 0) == .weak)
        #expect(Strength(layoutPriority: .nan) == .weak)
        var previous = Strength(layoutPriority: 1)
        for priority in 2...999 {
            let strength = Strength(layoutPriority: Double(priority))
            #expect(strength > previous, "priority \(priority)")
            previous = strength
        }
        let high = Strength(layoutPriority: 750).value
        #expect(high > 0.9 * Strength.strong.value && high < 1.1 * Strength.strong.value)
        #expect(Strength(layoutPriority: 750).value / Strength(layoutPriority: 250).value > 9_000)
    }

    @Test func errorsCompareAndDescribeThemselves() {
        let x = Variable("x")
        let first = x == 1
        let second = x == 1
        #expect(SolverError.unsatisfiableConstraint(first) == .unsatisfiableConstraint(first))
        #expect(SolverError.unsatisfiableConstraint(first) != .unsatisfiableConstraint(second))
        #expect(SolverError.duplicateConstraint != .unknownConstraint)
        let all: [SolverError] = [
            .unsatisfiableConstraint(first), .duplicateConstraint, .unknownConstraint,
            .duplicateEditVariable, .unknownEditVariable, .badRequiredStrength, .internalError("x"),
        ]
        #expect(Set(all.map(\.description)).count == all.count)
        #expect(SolverError.unsatisfiableConstraint(first).description.contains("x"))
    }
}
