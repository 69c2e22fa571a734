import NibBridgeDocument
import NibBridgeLoader

/// Storyboard controllers drawn on a sheet's canvas (``LayoutRule/sheetCanvasNoStatusBar``).
///
/// From iOS 13 (Xcode 11, tools version 14800), a controller presented modally on an iPhone shows as a card
/// sheet (`UIModalPresentationStyle.pageSheet`, the resolution of `.automatic`) that starts below the status
/// bar, so the status bar does not overlap its view and adds nothing to its safe area's top. Interface Builder
/// draws such a controller on a shorter canvas: the sheet's (`<modalPageSheetSimulatedSizeMetrics
/// key="simulatedDestinationMetrics"/>` when the simulated size is set to a sheet, or a root view as wide as the
/// screen but shorter, as IB sizes a controller reached by a modal segue). Stored frames of three projects put
/// views pinned to the safe area's top below no status bar:
/// - element-ios's space menu, space detail and room preview page sheets (Xcode 12.5 and 13, 414 × 842 on the
///   414 × 896 iPhone 11): their top views 16 points below a safe area at y = 0 (13 views);
/// - Eureka's event form (Xcode 12, 375 × 758 on the iPhone X, reached by a modal segue): its table at y = 56,
///   the sheet's navigation bar only;
/// - passforios' password editor (Xcode 15, 390 × 834 on the iPhone 12): its text view 20 points below a top
///   layout guide at y = 56, again the navigation bar only.
/// (The 56-point navigation bar of a sheet is not modelled: the 44-point bar stays.)
extension SimulatedMetrics {
    /// Whether the storyboard controller's root view at `index`, with `frame`, is drawn on a sheet's canvas of a
    /// phone whose screen is `screen`: in a document of Xcode 11 or later, its controller has page- or form-sheet
    /// simulated metrics, or its root is as wide as the screen but shorter and not freeform (with
    /// ``LayoutRule/sheetCanvasNoStatusBar``; always `false` without it).
    static func isSheetCanvas(
        frame: IBRect, at index: Int, in nib: CompiledNib, screen: LayoutSize?, tools: Int, rules: LayoutRules
    ) -> Bool {
        guard rules.contains(.sheetCanvasNoStatusBar), nib.kind == .storyboard, tools >= 14800 else { return false }
        let controller = nib[index].parent
        guard controller >= 0, nib[controller].name != "objects", let screen else { return false }
        let metrics = nib[controller].children.map { nib[$0] }.first {
            $0.attributes["key"] == "simulatedDestinationMetrics"
        }
        if let metrics,
            metrics.name == "modalPageSheetSimulatedSizeMetrics"
                || metrics.name == "modalFormSheetSimulatedSizeMetrics"
        {
            return true
        }
        guard metrics?.name != "freeformSimulatedSizeMetrics" else { return false }
        return frame.width == screen.width && frame.height < screen.height
    }
}
