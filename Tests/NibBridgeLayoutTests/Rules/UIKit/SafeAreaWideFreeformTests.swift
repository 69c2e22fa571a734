import NibBridgeLayout
import NibBridgeLoader
import Testing

/// ``LayoutRule/wideFreeformViewsWholeHomeIndicator``: before Xcode 12.5, a freeform view on a xib's canvas wider than
/// the device's screen already gets the whole home indicator at its bottom.
/// `UIKitSafeArea12/WideFreeformViewsXcode11.xib` (tools version 15400, iPhone 11) holds a 440 × 200 summary view whose
/// stack fills its safe area, from 44 points down to 34 points above its bottom, and a 375 × 100 footer view, no wider
/// than the screen, whose buttons reach its bottom (it reaches no home indicator,
/// ``LayoutRule/narrowFreeformViewsReachHomeIndicator``).
@Suite("Wide freeform views before Xcode 12.5")
struct SafeAreaWideFreeformTests {
    static let file = "UIKitSafeArea12/WideFreeformViewsXcode11.xib"

    @Test("every box is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the wide view gets the whole home indicator; the narrow one none")
    func homeIndicators() throws {
        let wide = try LayoutFixtures.simulatedInsets(in: Self.file, root: "Wfw-Rt-001")
        #expect(wide?.top == 44)
        #expect(wide?.bottom == 34)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Wfn-Rt-001")?.bottom == 0)
    }

    @Test("off, the wide view's stack and its last view grow 34 points; the narrow view stays")
    func withoutTheRule() {
        let rules = LayoutRules.all(except: .wideFreeformViewsWholeHomeIndicator)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules) == ["Wfw-Bx-005", "Wfw-St-002"])
    }
}
