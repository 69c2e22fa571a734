import NibBridgeDocument
import NibBridgeLoader

/// Where an AppKit switch (NSSwitch) reports its baselines: it shows no text, yet IB aligns labels, fields and
/// stacks by baselines with it, and stores them where the switch's baselines sit at a fixed distance below its
/// alignment rect's top, not at its bottom as a view without text.
///
/// For the switches IB drew for documents of tools versions 23500 to 23999 (``LayoutRule/switchBaselines``), both
/// baselines sit half the alignment rect's height plus 2 points below its top, rounded up: 13 points in the 22-point
/// alignment rect of the 42 × 25 frame, 14 in a 26-point frame, 16 in a 31-point one. Earlier documents store them
/// lower (16 points below the top of iina's of tools version 23094 and AgoraIO's of 21701), later ones draw the
/// macOS 26 design; neither is modelled.
enum AppKitSwitchBaselines {
    /// The distance from the top of a switch's alignment rect (its frame less `insets`) to both its baselines, nil
    /// for other views, for switches of other documents and with the rule off.
    static func offset(of view: LiveView, insets: LayoutInsets, lookup: DocumentLookup) -> Double? {
        guard lookup.rules.contains(.switchBaselines), view.elementName == "switch" else { return nil }
        let tools = lookup.nib(of: view).map(AppKitAlignment.toolsVersion) ?? 0
        guard tools >= 23500, tools < 24000 else { return nil }
        let height = view.frame.height - insets.top - insets.bottom
        return (height / 2 + 2).rounded(.up)
    }
}
