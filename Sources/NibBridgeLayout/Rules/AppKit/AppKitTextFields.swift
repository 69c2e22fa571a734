import NibBridgeDocument
import NibBridgeLoader

extension AppKitAlignment {
    /// The elements AppKit draws as text fields: `NSTextField` and its secure and token subclasses.
    static let textFieldElements: Set<String> = ["textField", "secureTextField", "tokenField"]

    /// Whether a text field's cell draws a border or a bezel: a field, which centres its text, not a label.
    static func drawsFieldBorder(_ cell: [String: String]) -> Bool {
        cell["borderStyle"] != nil || cell["bezelStyle"] != nil
    }

    /// Whether a view is a text field, secure text field or token field whose cell draws a border or a bezel.
    static func isBorderedTextField(_ view: LiveView, lookup: DocumentLookup) -> Bool {
        guard textFieldElements.contains(view.elementName), let cell = lookup.cellAttributes(of: view) else {
            return false
        }
        return drawsFieldBorder(cell)
    }

    /// The alignment rect insets of a text field, secure text field or token field, from its cell's style.
    ///
    /// A label insets its text 2 points from each side of its frame; a bordered field, or one that draws its
    /// background, fills its frame (measured on the corpus).
    static func textFieldInsets(cell: [String: String]) -> LayoutInsets {
        drawsFieldBorder(cell) || cell["drawsBackground"] == "YES" ? .zero : insets(0, 2, 0, 2)
    }
}

/// Where a bordered AppKit text field of macOS 10.15's design and earlier puts its last baseline.
///
/// A field centres a line of its font between its top and bottom, and AppKit draws the baseline on a whole point:
/// the first baseline on the point above the centred position (``AppKitBaselines``). Interface Builder's stored frames
/// of documents saved before Xcode 12 (tools versions below 17000, the controls of macOS 10.15 and earlier) put a
/// field's last baseline on the nearest point instead, its distance from the bottom rounded: a 22-point field in the
/// system font (centred position 15.6 points below its top) has its last baseline 16 points below its top and its
/// first 15, as labels aligned with it by either baseline are stored; a 21-point field (15.1) has both at 15
/// (``LayoutRule/classicFieldLastBaselines``).
enum AppKitTextClassicFields {
    /// The distance from the bottom of a text field's alignment rect of a height up to its last baseline, for a
    /// bordered text field, secure text field or token field of a document saved before Xcode 12 showing text of a
    /// point size, its baseline `drop` points lower for the appearance's font
    /// (``AppKitTextAppearanceFonts/baselineDrop(of:lookup:)``); nil for other views and documents, and with
    /// ``LayoutRule/classicFieldLastBaselines`` or ``LayoutRule/appKitWholePointBaselines`` off (the last baseline
    /// is then the first).
    static func lastBaselineFromBottom(
        of view: LiveView, height: Double, pointSize: Double, drop: Double, lookup: DocumentLookup
    ) -> Double? {
        let rules = lookup.rules
        guard rules.contains(.classicFieldLastBaselines), rules.contains(.appKitWholePointBaselines),
            AppKitAlignment.isBorderedTextField(view, lookup: lookup),
            let nib = lookup.nib(of: view), AppKitAlignment.toolsVersion(of: nib) < 17000
        else { return nil }
        let centred = AppKitBaselines.centredPosition(height: height, pointSize: pointSize)
        return height - centred.rounded() - drop
    }
}

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
        FontMetrics.systemLineHeight(pointSize: pointSize) + 5
    }

    /// The height of the one-line field whose first baseline a bordered text field, secure text field or token field
    /// of a height taller than two lines of a point size shares; nil for other views and lower fields, and with
    /// ``LayoutRule/tallFieldFirstLines`` off.
    static func firstLineHeight(of view: LiveView, height: Double, pointSize: Double, lookup: DocumentLookup)
        -> Double?
    {
        let oneLine = oneLineHeight(pointSize: pointSize)
        guard lookup.rules.contains(.tallFieldFirstLines),
            AppKitAlignment.isBorderedTextField(view, lookup: lookup), height >= 2 * oneLine - 5
        else { return nil }
        return oneLine
    }
}
