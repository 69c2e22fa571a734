import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The home indicator an opaque tab bar covers (`OpaqueTabBars.storyboard`, an Xcode 12.5 document of the
/// iPhone 11, 414 × 896): a navigation controller below an opaque 48 + 44-point top simulates an opaque tab bar, so
/// its 721-point root and the controller that root pushes end at the bar's top, 83 points above the screen's bottom;
/// an inbox simulating an opaque tab bar of its own ends there too (813 points). None reaches the home indicator,
/// so views pinned to the safe area's bottom sit at the stated distances from the root's bottom edge.
@Suite("Opaque tab bars cover the home indicator")
struct SafeAreaOpaqueTabBarTests {
    @Test("a root above an opaque tab bar has no bottom inset")
    func opaqueTabBarsCoverTheHomeIndicator() {
        #expect(LayoutFixtures.mismatchedIDs(in: "OpaqueTabBars.storyboard", rules: .all).isEmpty)
    }

    @Test("off, each root keeps the device's 34-point home indicator: the pinned views are 34 points higher")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: "OpaqueTabBars.storyboard", rules: .all(except: .opaqueTabBarsCoverHomeIndicator))
                == ["Otb-Bt-020", "Otb-Bv-030", "Otb-Bv-040"])
    }
}
