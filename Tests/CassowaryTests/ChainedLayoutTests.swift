import Cassowary
import Testing

/// Large layouts of views in rows, each pinned to its neighbours (the shape of the bench's
/// `layout_16k_seconds` figure, smaller): every frame must come out exactly at its arithmetic position.
@Suite struct ChainedLayoutTests {
    /// Views in each row: a power of two, so that sharing the free width is exact in binary.
    private static let columns = 8
    private static let spacing = 8.0
    private static let viewWidth = 92.0
    private static let viewHeight = 44.0

    /// `count` views in rows: leading to the previous view's trailing edge (the first to the container),
    /// equal widths in a row, the last view's trailing edge to the container's, top to the bottom of the
    /// view above (the first row to the container) and a fixed height, in the order `order` gives.
    private func makeLayout(
        count: Int, order: (inout [Constraint]) -> Void
    ) -> (views: [FrameVariables], heights: [Constraint], constraints: [Constraint]) {
        let container = FrameVariables("container")
        let views = (0..<count).map { FrameVariables("view\($0)") }
        let columns = Self.columns
        let rows = (count + columns - 1) / columns
        var pins: [Constraint] = []
        var heights: [Constraint] = []
        for (index, view) in views.enumerated() {
            let column = index % columns
            pins.append(
                column == 0
                    ? view.minX == container.minX + Self.spacing : view.minX == views[index - 1].maxX + Self.spacing)
            pins.append(
                index < columns
                    ? view.minY == container.minY + Self.spacing
                    : view.minY == views[index - columns].maxY + Self.spacing)
            if column > 0 { pins.append(view.width == views[index - column].width) }
            heights.append(view.height == Self.viewHeight)
            pins.append(heights[index])
            if column == columns - 1 || index == count - 1 {
                let gap = Double(columns - 1 - column) * (Self.viewWidth + Self.spacing)
                pins.append(container.maxX == view.maxX + Self.spacing + gap)
            }
        }
        order(&pins)
        let width = Self.spacing * Double(columns + 1) + Self.viewWidth * Double(columns)
        let height = Self.spacing * Double(rows + 1) + Self.viewHeight * Double(rows)
        let sizing = [container.minX == 0, container.minY == 0, container.width == width, container.height == height]
        return (views, heights, sizing + pins)
    }

    /// The frame `[x, y, width, height]` view `index` must get.
    private func expectedFrame(_ index: Int) -> [Double] {
        let column = Double(index % Self.columns)
        let row = Double(index / Self.columns)
        return [
            Self.spacing + column * (Self.viewWidth + Self.spacing),
            Self.spacing + row * (Self.viewHeight + Self.spacing), Self.viewWidth, Self.viewHeight,
        ]
    }

    /// Solves a layout and returns the views whose frames are not exactly the expected ones.
    private func wrongFrames(count: Int, order: (inout [Constraint]) -> Void) throws -> [String] {
        let (views, _, constraints) = makeLayout(count: count, order: order)
        let solver = Solver()
        for constraint in constraints {
            try solver.addConstraint(constraint)
        }
        solver.updateVariables()
        return views.indices.filter { views[$0].frame != expectedFrame($0) }.map {
            "view\($0): \(views[$0].frame), expected \(expectedFrame($0))"
        }
    }

    @Test func twoThousandViewsInDocumentOrderGetExactFrames() throws {
        let wrong = try wrongFrames(count: 2_000) { _ in }
        #expect(wrong.isEmpty, "\(wrong.count) wrong, first \(wrong.prefix(3))")
    }

    @Test func twoThousandViewsInShuffledOrderGetExactFrames() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        let wrong = try wrongFrames(count: 2_000) { $0.shuffle(using: &generator) }
        #expect(wrong.isEmpty, "\(wrong.count) wrong, first \(wrong.prefix(3))")
    }

    @Test func twoThousandViewsInReverseOrderGetExactFrames() throws {
        // 2,003 views, so that the last row is short and its trailing pin leaves room.
        let wrong = try wrongFrames(count: 2_003) { $0.reverse() }
        #expect(wrong.isEmpty, "\(wrong.count) wrong, first \(wrong.prefix(3))")
    }

    @Test func removingAPinOfALargeLayoutFreesOnlyItsChain() throws {
        let (views, heights, constraints) = makeLayout(count: 400) { _ in }
        let solver = Solver()
        for constraint in constraints {
            try solver.addConstraint(constraint)
        }
        // The height of view 200 goes; a weak wish then sets it, and only the views below it in its column move.
        try solver.removeConstraint(heights[200])
        try solver.addConstraint((views[200].height == 100).withStrength(.weak))
        solver.updateVariables()
        for (index, view) in views.enumerated() {
            var expected = expectedFrame(index)
            if index == 200 { expected[3] = 100 }
            if index > 200 && index % Self.columns == 200 % Self.columns { expected[1] += 56 }
            #expect(view.frame == expected, "view\(index)")
        }
    }
}
