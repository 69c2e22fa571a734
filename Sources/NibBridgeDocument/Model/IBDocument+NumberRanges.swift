/// The largest magnitudes pictures are drawn with as written, by attribute: the ranges `nibbridge render`
/// holds numbers to (cairo keeps coordinates in 24.8 fixed point, about ±8.4 million, and Pango lengths in
/// `Int32` units of 1/1024 point, about ±2.1 million points; Interface Builder's canvas is far smaller).
///
/// A number beyond its range is drawn clamped, with a warning at its attribute; `nibbridge check` reports
/// the same warnings before anything is drawn.
public enum IBNumberRanges {
    /// The largest coordinate or length, in points, drawn as written.
    public static let maximumLength = 1_000_000.0
    /// The largest font size drawn, in points.
    public static let maximumFontSize = 10_000.0
    /// The largest number of lines a label is laid out with.
    public static let maximumLines = 1_000_000

    /// The largest magnitude of an attribute drawn as written, by element name and `key`, or `nil` when the
    /// attribute is no length, font size or line count.
    public static func limit(element: String, key: String?, attribute: String) -> Double? {
        switch (element, attribute) {
        case ("rect", "x"), ("rect", "y"), ("rect", "width"), ("rect", "height"), ("point", "x"), ("point", "y"):
            return maximumLength
        case ("size", "width"), ("size", "height"):
            // AppKit's text views store a huge maximum size on purpose (10000000): it is no length drawn.
            return key == "maxSize" ? nil : maximumLength
        case ("constraint", "constant"):
            return maximumLength
        case ("inset", _), ("edgeInsets", _), ("directionalEdgeInsets", _):
            let sides: Set<String> = ["top", "left", "bottom", "right", "leading", "trailing", "minX", "minY"]
            return sides.contains(attribute) ? maximumLength : nil
        case ("font", "pointSize"), ("font", "size"), ("fontDescription", "pointSize"), ("fontDescription", "size"):
            return maximumFontSize
        case (_, "numberOfLines"):
            return Double(maximumLines)
        default:
            return nil
        }
    }

    /// Every attribute name ``limit(element:key:attribute:)`` may give a range for.
    static let names = IBAttributeNames([
        "x", "y", "width", "height", "constant", "top", "left", "bottom", "right", "leading", "trailing", "minX",
        "minY", "pointSize", "size", "numberOfLines",
    ])
}

extension IBDocument {
    /// Finite numbers beyond the range pictures are drawn with (``IBNumberRanges``), each a warning at its
    /// attribute, in document order.
    public func outOfRangeNumberDiagnostics() -> [Diagnostic] {
        attributes(named: IBNumberRanges.names, where: IBDocument.mayBeLargeOrNonFinite).compactMap {
            outOfRangeNumberDiagnostic($0)
        }
    }

    /// The numbers of the document no command takes as written, in document order: those that are not
    /// finite (errors, ``nonFiniteNumberDiagnostics()``), then those beyond the range pictures are drawn
    /// with (warnings, ``outOfRangeNumberDiagnostics()``), read in one pass.
    public func numberDiagnostics() -> [Diagnostic] {
        let found = attributes(named: IBDocument.numberNames, where: IBDocument.mayBeLargeOrNonFinite)
        return found.compactMap(nonFiniteNumberDiagnostic) + found.compactMap(outOfRangeNumberDiagnostic)
    }

    /// Every attribute read for numbers, finite or not.
    static let numberNames = IBAttributeNames(finiteNumberNames.names.union(IBNumberRanges.names.names))

    /// The warning for an attribute holding a finite number beyond its range.
    func outOfRangeNumberDiagnostic(_ attribute: IBScannedAttribute) -> Diagnostic? {
        guard attribute.element != rootElement,
            let limit = IBNumberRanges.limit(
                element: tree.name(of: attribute.element), key: tree.attribute("key", of: attribute.element),
                attribute: attribute.name),
            let number = Double(attribute.value), number.isFinite, abs(number) > limit
        else { return nil }
        return Diagnostic(
            .warning,
            "\(attribute.name)=\"\(attribute.value)\" is out of the range pictures are drawn with (at most "
                + "\(IBNumber.format(limit)) in magnitude): it is drawn clamped", at: location(of: attribute),
            rule: "number")
    }
}
