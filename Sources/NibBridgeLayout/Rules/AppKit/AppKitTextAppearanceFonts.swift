import NibBridgeDocument
import NibBridgeLoader

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
            AppKitAlignment.textFieldElements.contains(view.elementName),
            lookup.childAttributes(of: view, named: "font", key: "font")?["usesAppearanceFont"] == "YES",
            let cell = lookup.cellAttributes(of: view), AppKitAlignment.drawsFieldBorder(cell),
            (lookup.nib(of: view).map(AppKitAlignment.toolsVersion) ?? 0) >= 15000,
            !AppKitAlignment.usesMacOS26Design(view, lookup: lookup)
        else { return 0 }
        return 1
    }
}
