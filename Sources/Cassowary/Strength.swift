#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(ucrt)
    import ucrt
#endif

/// How strongly the solver should try to satisfy a constraint.
///
/// A strength is the weight of a constraint's error in the objective the solver minimises. The three
/// named levels are spaced a thousandfold apart, so any one constraint of a higher level outweighs up to
/// a thousand equally violated ones of a lower level. `required` is special: a required constraint is
/// never traded off; it holds exactly or the solver reports it unsatisfiable.
public struct Strength: Sendable, Hashable, Comparable {
    /// The weight, between zero and `Strength.required.value`.
    public let value: Double

    /// Makes a strength from a raw weight, clamped to `0 ... Strength.required.value`.
    public init(_ value: Double) {
        self.value = min(max(value, 0), Self.requiredValue)
    }

    /// Makes a strength from a count at each level, the classic Cassowary symbolic weight.
    ///
    /// Each count is multiplied by `weight` and clamped to `0 ... 1000`, then the levels are combined as
    /// `strong · 1_000_000 + medium · 1_000 + weak`.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func level(_ count: Double) -> Double { min(max(count * weight, 0), 1_000) }
        self.init(level(strong) * 1_000_000 + level(medium) * 1_000 + level(weak))
    }

    /// Makes a strength from a UIKit / AppKit layout priority in `1 ... 1000`.
    ///
    /// Priority 1000 (and above) is `required`. Priorities below it map exponentially onto the weights
    /// `1 ... 1e8`: priority 1 weighs 1 (`weak`), about 375 weighs 1e3 (`medium`), about 750 (UIKit's
    /// `defaultHigh`) weighs 1e6 (`strong`) and 999 weighs 1e8, still ten times below `required`. Every
    /// priority step increases the weight by about 1.9 %, so a higher priority always wins a direct
    /// conflict, and 250-apart priorities (`defaultLow` vs `defaultHigh`) differ ten-thousandfold.
    /// Priorities under 1 are treated as 1; NaN is treated as 1.
    public init(layoutPriority: Double) {
        if layoutPriority >= 1_000 {
            self = .required
            return
        }
        let priority = layoutPriority >= 1 ? layoutPriority : 1
        self.init(pow(10, 8 * (priority - 1) / 998))
    }

    /// The weight of `required`.
    private static let requiredValue = 1_001_001_000.0

    /// A constraint that must hold exactly.
    public static let required = Strength(requiredValue)

    /// The strongest optional level: a weight of one million.
    public static let strong = Strength(1_000_000)

    /// The middle optional level: a weight of one thousand.
    public static let medium = Strength(1_000)

    /// The weakest optional level: a weight of one.
    public static let weak = Strength(1)

    /// Whether this is `required`.
    public var isRequired: Bool { value >= Self.requiredValue }

    /// Orders strengths by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: CustomStringConvertible {
    /// The level's name for the named levels, otherwise the weight.
    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "strength(\(value))"
        }
    }
}
