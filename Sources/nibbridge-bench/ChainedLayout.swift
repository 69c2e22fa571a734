import Cassowary

/// The chained-views layout of the layout engine's complexity figure: `count` views in rows of
/// ``columns``, each pinned to its neighbours as Interface Builder's constraints would pin them.
///
/// In a container of fixed size, every view's leading edge is pinned to the trailing edge of the view
/// before it in its row (the first one to the container's leading edge), every view of a row has the
/// width of the row's first view, the last view's trailing edge is pinned to the container's trailing
/// edge, every view's top is pinned to the bottom of the view above it (the first row to the
/// container's top) and every view has a fixed height. All constraints are required, so the frames are
/// known in closed form: ``expectedFrame(_:)``.
///
/// The pins are listed in the order of a document's constraint list, which Interface Builder sorts by
/// identifier: effectively a shuffle, reproduced with a seeded generator. The same list is solved
/// directly (``constraints()``) and written as a document for the layout engine (`ChainedDocument`).
struct ChainedLayout {
    /// An edge or size of a view.
    enum Attribute: String {
        case leading, trailing, top, bottom, width, height
    }

    /// One Auto Layout constraint: `first.attribute == second.attribute + constant`, or
    /// `first.attribute == constant` without a second item. Views are numbered from 0; `nil` is the container.
    struct Pin {
        var first: Int?
        var firstAttribute: Attribute
        var second: Int?
        var secondAttribute: Attribute?
        var constant: Double
    }

    /// The frame variables of one view, as the layout engine makes them.
    struct Frame {
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable

        init(_ name: String) {
            left = Variable("\(name).left")
            top = Variable("\(name).top")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }

        func expression(_ attribute: Attribute) -> Expression {
            switch attribute {
            case .leading: Expression(left)
            case .trailing: left + width
            case .top: Expression(top)
            case .bottom: top + height
            case .width: Expression(width)
            case .height: Expression(height)
            }
        }

        var values: [Double] { [left.value, top.value, width.value, height.value] }
    }

    /// Views in each row: a power of two, so that sharing the free width among them is exact in binary
    /// and the solved frames can be compared exactly.
    static let columns = 8
    /// The spacing between neighbours and to the container's edges.
    static let spacing = 8.0
    /// Every view's height.
    static let viewHeight = 44.0
    /// The width the equal-width views come out at.
    static let viewWidth = 92.0
    /// The seed of the document order.
    static let seed: UInt64 = 0x5EED

    /// The number of views.
    let count: Int
    /// The pins in document order.
    let pins: [Pin]

    init(count: Int) {
        self.count = count
        pins = Self.pins(count: count)
    }

    /// The number of rows.
    var rows: Int { (count + Self.columns - 1) / Self.columns }
    /// The container's width: the views of a full row with their spacings.
    var containerWidth: Double { Self.spacing * Double(Self.columns + 1) + Self.viewWidth * Double(Self.columns) }
    /// The container's height: the rows with their spacings.
    var containerHeight: Double { Self.spacing * Double(rows + 1) + Self.viewHeight * Double(rows) }

    private static func pins(count: Int) -> [Pin] {
        var pins: [Pin] = []
        for index in 0..<count {
            let column = index % columns
            let row = index / columns
            pins.append(
                column == 0
                    ? Pin(
                        first: index, firstAttribute: .leading, second: nil, secondAttribute: .leading,
                        constant: spacing)
                    : Pin(
                        first: index, firstAttribute: .leading, second: index - 1, secondAttribute: .trailing,
                        constant: spacing))
            pins.append(
                row == 0
                    ? Pin(first: index, firstAttribute: .top, second: nil, secondAttribute: .top, constant: spacing)
                    : Pin(
                        first: index, firstAttribute: .top, second: index - columns, secondAttribute: .bottom,
                        constant: spacing))
            if column > 0 {
                pins.append(
                    Pin(
                        first: index, firstAttribute: .width, second: index - column, secondAttribute: .width,
                        constant: 0))
            }
            pins.append(
                Pin(first: index, firstAttribute: .height, second: nil, secondAttribute: nil, constant: viewHeight))
            if column == columns - 1 || index == count - 1 {
                // The container's trailing edge, after the room a short last row leaves.
                let gap = Double(columns - 1 - column) * (viewWidth + spacing)
                pins.append(
                    Pin(
                        first: nil, firstAttribute: .trailing, second: index, secondAttribute: .trailing,
                        constant: spacing + gap))
            }
        }
        var generator = SplitMix64(seed: seed)
        pins.shuffle(using: &generator)
        return pins
    }

    /// The container's and the views' frame variables, and every constraint: the container's frame first,
    /// then the pins in document order.
    func constraints() -> (container: Frame, views: [Frame], constraints: [Constraint]) {
        let container = Frame("container")
        let views = (0..<count).map { Frame("view\($0)") }
        func frame(_ index: Int?) -> Frame { index.map { views[$0] } ?? container }
        var constraints: [Constraint] = [
            container.left == 0, container.top == 0, container.width == containerWidth,
            container.height == containerHeight,
        ]
        for pin in pins {
            let first = frame(pin.first).expression(pin.firstAttribute)
            if let attribute = pin.secondAttribute {
                constraints.append(first == frame(pin.second).expression(attribute) + pin.constant)
            } else {
                constraints.append(first == pin.constant)
            }
        }
        return (container, views, constraints)
    }

    /// The frame `[x, y, width, height]` a view must get, in the container's coordinates.
    func expectedFrame(_ index: Int) -> [Double] {
        let column = Double(index % Self.columns)
        let row = Double(index / Self.columns)
        return [
            Self.spacing + column * (Self.viewWidth + Self.spacing),
            Self.spacing + row * (Self.viewHeight + Self.spacing), Self.viewWidth, Self.viewHeight,
        ]
    }

    /// How many of `frames` (one per view, in view order; empty for a view without a frame) are not the
    /// expected ones within a millionth of a point (the rounding noise the layout engine removes).
    func mismatches(_ frames: [[Double]]) -> Int {
        frames.indices.filter { index in
            frames[index].count != 4 || zip(frames[index], expectedFrame(index)).contains { !(abs($0 - $1) <= 1e-6) }
        }.count
    }
}

/// SplitMix64, a tiny seeded generator, so the document order is the same in every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476C_E5B9_E4D9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
