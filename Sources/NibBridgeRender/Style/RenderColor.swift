/// A color in sRGB with alpha, components 0...1.
public struct RenderColor: Sendable, Hashable, CustomStringConvertible {
    /// Red.
    public var red: Double
    /// Green.
    public var green: Double
    /// Blue.
    public var blue: Double
    /// Alpha.
    public var alpha: Double

    /// Creates a color.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// A color from 0...255 components.
    init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// The same color with another alpha (multiplied).
    public func withAlpha(_ factor: Double) -> RenderColor {
        RenderColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#rrggbb` (alpha left out).
    public var hex: String {
        func byte(_ value: Double) -> String {
            let byte = value.isNaN ? 0 : Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// `#rrggbb` or `#rrggbb@alpha`.
    public var description: String { alpha >= 1 ? hex : "\(hex)@\(alpha)" }

    static let black = RenderColor(white: 0)
    static let white = RenderColor(white: 1)
    static let clear = RenderColor(white: 0, alpha: 0)
    /// UIKit's default tint (systemBlue).
    static let tint = RenderColor(0, 122, 255)
}
