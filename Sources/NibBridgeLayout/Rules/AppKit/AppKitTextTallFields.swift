import NibBridgeDocument
import NibBridgeLoader

/// Where a bordered AppKit text field taller than two lines of its font draws its first line.
///
/// A field one line tall centres its text (``AppKitBaselines``). A taller field lays its lines from the top, inside
/// its border, and Interface Builder's stored frames put the first baseline of a field taller than two lines where a
/// one-line field of the same font has it: a 60-point field in the system font has its first baseline 15 points below
/// its top, as a 21-point field, not 34 (labels aligned with such fields by their first baselines in three projects,
/// in a grid row and by constraints; ``LayoutRule/tallFieldFirstLines``). The last baseline stays where it was (no
/// stored frames show it).
enum AppKitTextTallFields {
    /// The height of a one-line bordered field of a point size: its line (the system font's, rounded up) and 5 points
    /// of border and padding, 21 points for 13-point text.
    static func oneLineHeight(pointSize: Double) -> Double {
        (pointSize * (FontMetrics.ascentRatio + FontMetrics.descentRatio)).rounded(.up) + 5
    }

    /// The height of the one-line field whose first baseline a bordered text field, secure text field or token field
    /// of a height taller than two lines of a point size shares; nil for other views and lower fields, and with
    /// ``LayoutRule/tallFieldFirstLines`` off.
    static func firstLineHeight(of view: LiveView, height: Double, pointSize: Double, lookup: DocumentLookup)
        -> Double?
    {
        let oneLine = oneLineHeight(pointSize: pointSize)
        guard lookup.rules.contains(.tallFieldFirstLines),
            AppKitAlignment.textFieldElements.contains(view.elementName),
            let cell = lookup.cellAttributes(of: view), AppKitAlignment.drawsFieldBorder(cell),
            height >= 2 * oneLine - 5
        else { return nil }
        return oneLine
    }
}
