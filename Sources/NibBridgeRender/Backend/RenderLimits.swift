import NibBridgeDocument

/// The range of numbers pictures are drawn with, and total conversions to the integers cairo and Pango take.
///
/// A document can hold any finite number (the reader rejects only `nan`, `inf` and overflowing literals),
/// and layout can make larger ones from them (a constant times a multiplier). Nothing drawn converts a
/// number to an integer without going through these: an out-of-range value is reported at its place in
/// the document (``OutOfRangeNumbers``) and drawn clamped, and a picture too large to make is an error for
/// that picture only.
enum RenderLimits {
    /// The largest coordinate or length, in points, that is drawn as written. cairo keeps coordinates in
    /// 24.8 fixed point (about ±8.4 million) and Pango lengths in `Int32` units of 1/1024 point (about ±2.1
    /// million points); Interface Builder's canvas is far smaller.
    static let maximumLength = 1_000_000.0
    /// The largest side of a PNG picture, in pixels: cairo's image surfaces stop at 32767.
    static let maximumPixels = 32_767.0
    /// The largest font size drawn, in points.
    static let maximumFontSize = 10_000.0
    /// The largest number of lines a label is laid out with.
    static let maximumLines = 1_000_000

    /// A length or coordinate clamped into the drawable range (`nan` becomes 0).
    static func length(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -maximumLength), maximumLength)
    }

    /// What keeps a picture of a size from being made, if anything: a side that is not a finite positive
    /// number, beyond ``maximumLength`` points, or (PNG) beyond ``maximumPixels`` pixels at the scale.
    static func pictureSizeProblem(width: Double, height: Double, format: PictureFormat, scale: Double) -> String? {
        let size = "\(IBNumber.format(width))x\(IBNumber.format(height))"
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            return "the picture size \(size) is not a finite positive size"
        }
        if max(width, height) > maximumLength {
            return "the picture size \(size) is beyond the \(IBNumber.format(maximumLength)) points a side "
                + "pictures are drawn at"
        }
        if format == .png, max(width, height) * scale > maximumPixels {
            return "the picture size \(size) at scale \(IBNumber.format(scale)) is beyond the "
                + "\(IBNumber.format(maximumPixels)) pixels a side of a PNG picture"
        }
        return nil
    }
}

extension Int32 {
    /// The nearest `Int32` to a number, toward zero; `nan` becomes 0 and out-of-range values the nearest
    /// bound. `Int32(_:)` traps on both.
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= Double(Int32.max) {
            self = .max
        } else if value <= Double(Int32.min) {
            self = .min
        } else {
            self = Int32(value)
        }
    }

    /// The nearest `Int32` to an integer; `Int32(_:)` traps beyond its range.
    init(saturating value: Int) { self.init(clamping: value) }
}

extension Int {
    /// The nearest `Int` to a number, toward zero; `nan` becomes 0 and out-of-range values the nearest
    /// bound. `Int(_:)` traps on both.
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= Double(Int.max) {
            self = .max
        } else if value <= Double(Int.min) {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
