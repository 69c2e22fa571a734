extension IBDocument {
    /// The attributes Interface Builder writes numbers in, whatever the element (frames, sizes, points,
    /// insets, constraints, fonts, colors, priorities and table metrics).
    static let numericAttributes: Set<String> = [
        "x", "y", "width", "height", "constant", "multiplier", "priority", "pointSize", "red", "green", "blue",
        "alpha", "white", "top", "left", "bottom", "right", "leading", "trailing", "minX", "minY", "maxX", "maxY",
        "spacing", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "minimumScaleFactor", "minimumFontSize",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "minValue", "maxValue", "doubleValue", "progress",
    ]

    /// Elements whose `value` attribute is a number (runtime attributes of type number, `<real>`).
    static let numericValueElements: Set<String> = ["real", "integer", "number"]

    /// The attributes read for numbers that are not finite: the numeric ones, and `value`.
    static let finiteNumberNames = IBAttributeNames(numericAttributes.union(["value"]))

    /// Numbers that are not finite (`nan`, `inf`, `1e999`), each an error at its attribute.
    ///
    /// Interface Builder never writes them, a frame or a constraint cannot hold them, and JSON has no way
    /// to write them: commands report them here and leave the values out of their reports.
    public func nonFiniteNumberDiagnostics() -> [Diagnostic] {
        attributes(named: IBDocument.finiteNumberNames, where: IBDocument.mayBeLargeOrNonFinite).compactMap {
            nonFiniteNumberDiagnostic($0)
        }
    }

    /// The error for an attribute that holds a number that is not finite where a number is expected.
    func nonFiniteNumberDiagnostic(_ attribute: IBScannedAttribute) -> Diagnostic? {
        guard
            IBDocument.numericAttributes.contains(attribute.name)
                || (attribute.name == "value"
                    && IBDocument.numericValueElements.contains(tree.name(of: attribute.element))),
            let number = Double(attribute.value), !number.isFinite
        else { return nil }
        return Diagnostic(
            .error,
            "\(attribute.name)=\"\(attribute.value)\" is not a finite number: Interface Builder writes finite "
                + "numbers only", at: location(of: attribute), rule: "number")
    }

    /// Whether a value, as written, may be a number that is not finite or of magnitude 10,000 or more: it
    /// holds something besides digits, signs and a point (`nan`, `inf`, an exponent, an entity), or five
    /// digits or more before its point. Numbers as Interface Builder writes them (`120`, `0.5`, `-8`) are
    /// passed over without being decoded.
    @Sendable static func mayBeLargeOrNonFinite(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        var integerDigits = 0
        var inFraction = false
        for byte in raw {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): if !inFraction { integerDigits += 1 }
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "-"), UInt8(ascii: "+"): continue
            default: return true
            }
        }
        return integerDigits >= 5
    }
}

extension IBRect {
    /// Whether every coordinate is a finite number.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
