import NibBridgeDocument
import NibBridgeLoader

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
    /// point size; nil for other views and documents, and with ``LayoutRule/classicFieldLastBaselines`` or
    /// ``LayoutRule/appKitWholePointBaselines`` off (the last baseline is then the first).
    static func lastBaselineFromBottom(of view: LiveView, height: Double, pointSize: Double, lookup: DocumentLookup)
        -> Double?
    {
        let rules = lookup.rules
        guard rules.contains(.classicFieldLastBaselines), rules.contains(.appKitWholePointBaselines),
            AppKitAlignment.textFieldElements.contains(view.elementName),
            let cell = lookup.cellAttributes(of: view), AppKitAlignment.drawsFieldBorder(cell),
            let nib = lookup.nib(of: view), AppKitAlignment.toolsVersion(of: nib) < 17000
        else { return nil }
        let centred = AppKitBaselines.centredPosition(height: height, pointSize: pointSize)
        return height - centred.rounded() - AppKitTextAppearanceFonts.baselineDrop(of: view, lookup: lookup)
    }
}
