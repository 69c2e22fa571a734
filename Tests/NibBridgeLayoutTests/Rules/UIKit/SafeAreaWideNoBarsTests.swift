import NibBridgeLayout
import NibBridgeLoader
import Testing

/// ``LayoutRule/wideViewsWholeHomeIndicatorWithoutBars``: a freeform view on a xib's canvas wider than the device's
/// screen gets the whole home indicator at its bottom even when its simulated metrics set the top and bottom bars to
/// none. `UIKitSafeArea12/WideFreeformViewsNoBars.xib` (tools version 15400, iPhone 11) holds a 480 × 240 sheet view
/// whose stack fills its safe area, from 44 points down to 34 points above its bottom.
@Suite("Wide freeform views without bars")
struct SafeAreaWideNoBarsTests {
    static let file = "UIKitSafeArea12/WideFreeformViewsNoBars.xib"

    @Test("every box is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the wide view gets the status bar and the whole home indicator")
    func homeIndicator() throws {
        let insets = try LayoutFixtures.simulatedInsets(in: Self.file, root: "Wnb-Rt-001")
        #expect(insets?.top == 44)
        #expect(insets?.bottom == 34)
    }

    @Test("off, the stack and its last view grow 34 points")
    func withoutTheRule() {
        let rules = LayoutRules.all(except: .wideViewsWholeHomeIndicatorWithoutBars)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules) == ["Wnb-Bx-005", "Wnb-St-002"])
    }
}
