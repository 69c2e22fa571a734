import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The single home indicator of a narrow freeform view from Xcode 16.3
/// (``SimulatedMetrics/wholeHomeIndicatorInset(frame:device:screen:tools:rules:)``).
///
/// `SafeAreaFreeform26.xib`, a document of tools version 23727 on the iPhone 11: a 414 × 324 freeform view whose
/// content ends 10 points above the safe area's bottom, 44 points above the view's (the single 34-point indicator),
/// as in STBLESensor's, kDrive's and pia's freeform views; and a 500 × 200 view, wider than the screen, whose content
/// ends at the safe area's bottom 68 points above the view's (the doubled indicator).
@Suite("Home indicator of narrow freeform views from Xcode 16.3")
struct SafeAreaNarrowHomeIndicator26Tests {
    @Test("a freeform view no wider than the screen keeps the single 34 points, a wider one the doubled 68")
    func singleHomeIndicator() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "SafeAreaFreeform26.xib", rules: .all).isEmpty)
        #expect(try LayoutFixtures.simulatedInsets(in: "SafeAreaFreeform26.xib", root: "Sf6-Rt-001")?.bottom == 34)
        #expect(try LayoutFixtures.simulatedInsets(in: "SafeAreaFreeform26.xib", root: "Sf6-Rt-011")?.bottom == 68)
    }

    @Test("off, the narrow view gets the doubled 68 points and its content ends 34 points higher")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: "SafeAreaFreeform26.xib", rules: .all(except: .narrowViewsSingleHomeIndicatorXcode26))
                == ["Sf6-Cv-002"])
    }
}
