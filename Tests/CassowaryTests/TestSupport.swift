import Cassowary

/// Whether two values agree within `tolerance`.
func approx(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-6) -> Bool {
    abs(lhs - rhs) <= tolerance
}

/// SplitMix64: a tiny seeded generator, so randomized tests are the same every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476C_E5B9_E4D9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The four variables of a view's frame, as Auto Layout would make them.
final class FrameVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The trailing edge, `minX + width`.
    var maxX: Expression { minX + width }
    /// The bottom edge, `minY + height`.
    var maxY: Expression { minY + height }

    /// The solved frame as `(x, y, width, height)`.
    var frame: [Double] { [minX.value, minY.value, width.value, height.value] }
}
