import NibBridgeDocument
import NibBridgeLoader

/// Where an AppKit label (a text field, secure text field or token field without border or bezel) lays the first
/// line of its text.
///
/// A label in the system font has its first baseline its point size below its top (a 13-point label's 13 points
/// down its 16-point frame, ``LayoutRule/appKitLabelFirstBaseline``). A label in a named font (Menlo, SF Mono, ...)
/// lays its first line on a line of its own font's height, which Interface Builder stores as the label's height,
/// with the baseline the font's descent above the line's bottom, as AppKit places the last baseline
/// (``AppKitBaselines``): a monospaced font's shorter line puts the baseline a point higher than its point size
/// (``LayoutRule/namedFontLabelBaselines``). Without the font's own metrics, the line is the label's stored
/// height, at most the system font's line height for the size (a taller label holds more lines), and the descent
/// the system font's.
enum AppKitTextLabelLines {
    /// The distance from the top of a label in a named font to its first baseline; nil for other views and
    /// fonts, and with ``LayoutRule/namedFontLabelBaselines`` off.
    static func namedFontFirstBaseline(of view: LiveView, size: Double, lookup: DocumentLookup) -> Double? {
        guard lookup.rules.contains(.namedFontLabelBaselines),
            AppKitAlignment.textFieldElements.contains(view.elementName),
            lookup.childAttributes(of: view, named: "font", key: "font")?["name"] != nil,
            !AppKitAlignment.drawsFieldBorder(lookup.cellAttributes(of: view) ?? [:])
        else { return nil }
        let line = min(view.frame.height, FontMetrics.systemLineHeight(pointSize: size))
        return (line - size * FontMetrics.descentRatio).rounded()
    }
}

/// Where a bordered AppKit text field in the appearance's font draws its text.
///
/// Interface Builder writes a text field whose font follows the appearance as `<font key="font"
/// usesAppearanceFont="YES"/>`. Its stored frames put its baseline a point lower than a field in the system font
/// of the same height: labels, stack views and grid rows aligned by their baselines with 21-point fields in the
/// appearance font sit 16 points below the field's top, and with fields in the system font 15, in the same
/// documents (``LayoutRule/appearanceFontFieldBaselines``). Documents of Xcode 10 (tools version below 15000) place
/// both alike, and the macOS 26 design (``AppKitAlignment/usesMacOS26Design(_:lookup:)``) has its own metrics.
enum AppKitTextAppearanceFonts {
    /// The points by which a text field's centred baseline sits lower than the system font's: 1 for a bordered
    /// text field, secure text field or token field in the appearance's font, 0 for other views and with
    /// ``LayoutRule/appearanceFontFieldBaselines`` off.
    static func baselineDrop(of view: LiveView, lookup: DocumentLookup) -> Double {
        guard lookup.rules.contains(.appearanceFontFieldBaselines),
            lookup.childAttributes(of: view, named: "font", key: "font")?["usesAppearanceFont"] == "YES",
            AppKitAlignment.isBorderedTextField(view, lookup: lookup),
            (lookup.nib(of: view).map(AppKitAlignment.toolsVersion) ?? 0) >= 15000,
            !AppKitAlignment.usesMacOS26Design(view, lookup: lookup)
        else { return 0 }
        return 1
    }
}
