/// A point as IB writes it (`<point key="canvasLocation" x="..." y="..."/>`).
public struct IBPoint: Sendable, Hashable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle as IB writes it (`<rect key="frame" x= y= width= height=/>`).
public struct IBRect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The origin's horizontal coordinate.
    public var x: Double
    /// The origin's vertical coordinate.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The zero rectangle.
    public static let zero = IBRect(x: 0, y: 0, width: 0, height: 0)

    /// `(x, y, width, height)` with IB's number formatting (no trailing `.0`).
    public var description: String {
        "(\(IBNumber.format(x)), \(IBNumber.format(y)), \(IBNumber.format(width)), \(IBNumber.format(height)))"
    }
}

/// Number formatting shared by the text outputs.
public enum IBNumber {
    /// Formats a number without a trailing `.0` (`100`, `18.5`).
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// The autoresizing mask IB writes as `<autoresizingMask key="autoresizingMask" .../>`.
///
/// The raw values are UIKit's `UIView.AutoresizingMask` bits, which AppKit's `NSView.AutoresizingMask`
/// shares (with its flipped vertical meaning handled by AppKit itself).
public struct IBAutoresizingMask: OptionSet, Sendable, Hashable, Codable {
    /// The raw bits.
    public var rawValue: UInt

    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin is flexible.
    public static let flexibleLeftMargin = IBAutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = IBAutoresizingMask(rawValue: 1 << 1)
    /// The right margin is flexible.
    public static let flexibleRightMargin = IBAutoresizingMask(rawValue: 1 << 2)
    /// The top margin is flexible.
    public static let flexibleTopMargin = IBAutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = IBAutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin is flexible.
    public static let flexibleBottomMargin = IBAutoresizingMask(rawValue: 1 << 5)

    /// The XML attribute names and the bits they stand for, in the order Xcode writes them.
    public static let xmlAttributes: [(name: String, bit: IBAutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
}
