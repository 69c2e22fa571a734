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
        let systemLine = (size * (FontMetrics.ascentRatio + FontMetrics.descentRatio)).rounded(.up)
        let line = min(view.frame.height, systemLine)
        return (line - size * FontMetrics.descentRatio).rounded()
    }
}
