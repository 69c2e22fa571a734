import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Two safe-area changes of Xcode 14 that stored frames show (fixtures in `UIKitSafeArea12/`, Xcode-shaped xibs):
/// - ``LayoutRule/iPhone12StatusBarsXcode14``: the 390 × 844 iPhone's status bar is 44 points before Xcode 14.0
///   and 47 from it. `StatusBarXcode13.xib` (tools version 19529) and `StatusBarXcode14.xib` (21225) are a sign-in
///   controller's own 390 × 844 view with a header pinned to its safe area's top, stored 44 and 47 points down.
/// - ``LayoutRule/narrowFreeformViewsReachHomeIndicator``: before Xcode 14.3, a freeform view no wider than the
///   screen gets the home indicator only as far as it reaches down to it. `NarrowFreeformViews.xib` (20037, iPhone
///   11) holds a 414 × 70 share view whose button area fills it down to its safe area's bottom, and a 468 × 154
///   header, wider than the screen, whose totals sit 8 points above its safe area's bottom, 34 above the home
///   indicator; `NarrowFreeformController.xib` (19162) a tooltip controller's 219 × 102 view with its message 16
///   points inside its safe area on every side.
@Suite("Safe areas around Xcode 14")
struct SafeAreaXcode14BoundTests {
    static let before = "UIKitSafeArea12/StatusBarXcode13.xib"
    static let after = "UIKitSafeArea12/StatusBarXcode14.xib"
    static let views = "UIKitSafeArea12/NarrowFreeformViews.xib"
    static let controller = "UIKitSafeArea12/NarrowFreeformController.xib"

    @Test("every box is where IB stored it")
    func reproduced() {
        for file in [Self.before, Self.after, Self.views, Self.controller] {
            #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty, "\(file)")
        }
    }

    @Test("the iPhone 12's status bar is 44 points in Xcode 13 and 47 in Xcode 14.0")
    func statusBars() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.before, root: "I13-Rt-001")?.top == 44)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.after, root: "I14-Rt-001")?.top == 47)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.before, root: "I13-Rt-001")?.bottom == 34)
    }

    @Test("off, the Xcode 13 header moves 3 points down; the Xcode 14 one stays")
    func statusBarsWithoutTheRule() {
        let rules = LayoutRules.all(except: .iPhone12StatusBarsXcode14)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.before, rules: rules) == ["I13-Bx-002"])
        #expect(LayoutFixtures.mismatchedIDs(in: Self.after, rules: rules).isEmpty)
    }

    @Test("a narrow freeform view reaches no home indicator; a wider one gets the whole of it")
    func homeIndicators() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.views, root: "Nfn-Rt-001")?.bottom == 0)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.views, root: "Nfw-Rt-001")?.bottom == 34)
        let tooltip = try LayoutFixtures.simulatedInsets(in: Self.controller, root: "Nfc-Rt-001")
        #expect(tooltip?.top == 44)
        #expect(tooltip?.bottom == 0)
    }

    @Test("off, the narrow views lose 34 points at their bottoms; the wide header stays")
    func homeIndicatorsWithoutTheRule() {
        let rules = LayoutRules.all(except: .narrowFreeformViewsReachHomeIndicator)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.views, rules: rules) == ["Nfn-Bx-002"])
        #expect(LayoutFixtures.mismatchedIDs(in: Self.controller, rules: rules) == ["Nfc-Bx-002"])
    }
}
