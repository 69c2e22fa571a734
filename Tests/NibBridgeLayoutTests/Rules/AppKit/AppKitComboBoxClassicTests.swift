import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The last baseline of a regular-size bordered AppKit combo box in a document saved before Xcode 12
/// (``LayoutRule/classicComboBoxBaselines``): 3 points below its first, 19 points below the top of its frame.
///
/// `AppKitComboBox/AppKitComboBoxesClassic7.xib` (tools version 10117, Xcode 7.3): in a 300 × 80 view, a 26-point
/// combo box pinned 20 points from the top and trailing side, a 17-point label 20 points from the leading side before
/// it, aligned with it by their baselines (stored 4 points above the combo box's bottom).
@Suite("AppKit combo boxes before Xcode 12")
struct AppKitComboBoxClassicTests {
    static let file = "AppKitComboBox/AppKitComboBoxesClassic7.xib"

    @Test("a label on a 26-point combo box's baseline sits 4 points above the combo box's bottom")
    func lastBaselineThreeBelowFirst() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Cb7-Rt-001")
        #expect(close(laid.frame("Cb7-Cb-004"), 68, 36, 215, 26))
        #expect(close(laid.frame("Cb7-Lb-002"), 18, 40, 44, 17))
    }

    @Test("off, the label sits on the first baseline, 3 points higher")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .classicComboBoxBaselines)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules) == ["Cb7-Lb-002"])
        var engine = LayoutEngine()
        engine.rules = rules
        let laid = try LaidOut(Self.file, root: "Cb7-Rt-001", engine: engine)
        #expect(laid.frame("Cb7-Lb-002")?.y == 43)
    }
}
