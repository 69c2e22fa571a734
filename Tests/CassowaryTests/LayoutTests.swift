import Cassowary
import Testing

/// Auto Layout-shaped systems: frames of views from leading/trailing/top/bottom and size constraints.
@Suite struct LayoutTests {
    /// A 300 × 80 superview at the origin with one subview inset by 8 on leading, trailing and top, at most
    /// 8 from the bottom, and an optional (priority 750) aspect ratio `height = width · ratio`.
    private func layOut(aspectRatio ratio: Double) throws -> (FrameVariables, FrameVariables, [Constraint]) {
        let solver = Solver()
        let superview = FrameVariables("superview")
        let subview = FrameVariables("subview")
        let required = [
            superview.minX == 0, superview.minY == 0, superview.width == 300, superview.height == 80,
            subview.minX == superview.minX + 8,
            subview.maxX == superview.maxX - 8,
            subview.minY == superview.minY + 8,
            subview.maxY <= superview.maxY - 8,
            subview.height >= 0,
        ]
        for constraint in required {
            try solver.addConstraint(constraint)
        }
        try solver.addConstraint((subview.height == subview.width * ratio).withPriority(750))
        solver.updateVariables()
        return (superview, subview, required)
    }

    @Test func pinnedSubviewWithUnsatisfiableAspectRatioFillsTheHeight() throws {
        let (superview, subview, required) = try layOut(aspectRatio: 0.5)
        #expect(superview.frame == [0, 0, 300, 80])
        #expect(zip(subview.frame, [8, 8, 284, 64]).allSatisfy { approx($0, $1) }, "\(subview.frame)")
        #expect(required.allSatisfy { $0.isSatisfied() })
    }

    @Test func pinnedSubviewKeepsASatisfiableAspectRatio() throws {
        let (_, subview, required) = try layOut(aspectRatio: 0.2)
        #expect(zip(subview.frame, [8, 8, 284, 56.8]).allSatisfy { approx($0, $1) }, "\(subview.frame)")
        #expect(required.allSatisfy { $0.isSatisfied() })
    }

    @Test func rowOfButtonsSharesTheWidth() throws {
        // |-16-[a]-8-[b(==a)]-8-[c(==a)]-16-| in a 320-point-wide container; heights from intrinsic size.
        let solver = Solver()
        let container = FrameVariables("container")
        let buttons = ["a", "b", "c"].map(FrameVariables.init)
        try solver.addConstraint(container.minX == 0)
        try solver.addConstraint(container.minY == 0)
        try solver.addConstraint(container.width == 320)
        try solver.addConstraint(buttons[0].minX == container.minX + 16)
        try solver.addConstraint(buttons[1].minX == buttons[0].maxX + 8)
        try solver.addConstraint(buttons[2].minX == buttons[1].maxX + 8)
        try solver.addConstraint(container.maxX == buttons[2].maxX + 16)
        for button in buttons {
            try solver.addConstraint(button.minY == container.minY + 20)
            try solver.addConstraint(button.width == buttons[0].width)
            // Intrinsic height 44: hugging at 250, compression resistance at 750.
            try solver.addConstraint((button.height <= 44).withPriority(250))
            try solver.addConstraint((button.height >= 44).withPriority(750))
        }
        try solver.addConstraint(container.height == buttons[0].maxY + 20)
        solver.updateVariables()
        let widths = (320.0 - 32 - 16) / 3
        for (index, button) in buttons.enumerated() {
            let x = 16 + Double(index) * (widths + 8)
            #expect(zip(button.frame, [x, 20, widths, 44]).allSatisfy { approx($0, $1) }, "\(button.frame)")
        }
        #expect(approx(container.height.value, 84))
    }

    @Test func compressionResistanceBeatsHugging() throws {
        // A label with intrinsic width 120 in a 100-point slot: compression resistance 750 wins over a
        // priority-500 wish to fit, which wins over hugging 250.
        let solver = Solver()
        let label = FrameVariables("label")
        try solver.addConstraint(label.minX == 10)
        try solver.addConstraint((label.maxX <= 110).withPriority(500))
        try solver.addConstraint((label.width <= 120).withPriority(250))
        try solver.addConstraint((label.width >= 120).withPriority(750))
        solver.updateVariables()
        #expect(approx(label.width.value, 120))

        let fit = label.maxX <= 110
        try solver.addConstraint(fit)
        solver.updateVariables()
        #expect(approx(label.width.value, 100))
        try solver.removeConstraint(fit)
        solver.updateVariables()
        #expect(approx(label.width.value, 120))
    }

    @Test func ambiguityFollowsAutoLayoutsNotion() throws {
        let solver = Solver()
        let view = FrameVariables("view")
        let stranger = Variable("stranger")
        #expect(solver.isAmbiguous(stranger))

        try solver.addConstraint(view.minX >= 0)
        try solver.addConstraint(view.width == 100)
        #expect(solver.isAmbiguous(view.minX))
        #expect(!solver.isAmbiguous(view.width))

        try solver.addConstraint(view.minY + view.height == 200)
        #expect(solver.isAmbiguous(view.minY))
        #expect(solver.isAmbiguous(view.height))

        // An optional constraint that the solver can satisfy exactly settles the value.
        try solver.addConstraint((view.height == 50).withPriority(250))
        #expect(!solver.isAmbiguous(view.minY))
        #expect(!solver.isAmbiguous(view.height))

        // Two equally weighted wishes pulling apart leave a range of equally good answers.
        try solver.addConstraint((view.minX == 10).withStrength(.weak))
        #expect(!solver.isAmbiguous(view.minX))
        try solver.addConstraint((view.minX == 30).withStrength(.weak))
        #expect(solver.isAmbiguous(view.minX))
        try solver.addConstraint((view.minX == 30).withStrength(.medium))
        #expect(!solver.isAmbiguous(view.minX))
        solver.updateVariables()
        #expect(approx(view.minX.value, 30))
    }
}
