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

    /// Numbers that are not finite (`nan`, `inf`, `1e999`), each an error at its attribute.
    ///
    /// Interface Builder never writes them, a frame or a constraint cannot hold them, and JSON has no way
    /// to write them: commands report them here and leave the values out of their reports.
    public func nonFiniteNumberDiagnostics() -> [Diagnostic] {
        guard let root = tree.rootElement else { return [] }
        var diagnostics: [Diagnostic] = []
        for element in [root] + tree.descendantElements(of: root) {
            let valueIsNumeric = IBDocument.numericValueElements.contains(tree.name(of: element))
            for attribute in tree.attributes(of: element) {
                guard
                    IBDocument.numericAttributes.contains(attribute.name)
                        || (valueIsNumeric && attribute.name == "value"),
                    let number = Double(attribute.value), !number.isFinite
                else { continue }
                let offset =
                    tree.sourceOffset(ofAttribute: attribute.name, of: element) ?? tree.sourceOffset(of: element)
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "\(attribute.name)=\"\(attribute.value)\" is not a finite number: Interface Builder writes "
                            + "finite numbers only",
                        at: offset.map(file.location(ofOffset:)), rule: "number"))
            }
        }
        return diagnostics
    }
}

extension IBRect {
    /// Whether every coordinate is a finite number.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
