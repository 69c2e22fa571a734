import NibBridgeLayout
import NibBridgeLoader
import Testing

/// A regular capacity level indicator's alignment rect (``LayoutRule/capacityLevelIndicatorInsets``): its 16-point bar
/// sits at the top of its 18-point frame, 2 points above the frame's bottom.
///
/// `AppKitLevelIndicators15.xib` (Xcode 15): a continuous capacity indicator 100 × 16 by its constraints, pinned 20
/// points from the top and leading side of a 200 × 80 view, is stored 100 × 18 with its frame's top 20 points down;
/// a discrete capacity indicator (the style IB leaves out) 8 points below it, 16 wide and as tall as wide, is stored
/// 16 × 18, its frame's top 44 points down.
@Suite("Capacity level indicator insets")
struct AppKitLevelIndicatorTests {
    static let file = "AppKitLevelIndicators15.xib"

    @Test("the bar is 2 points above the frame's bottom")
    func barAtTheTop() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Lvl-Rt-001")
        #expect(close(laid.frame("Lvl-Li-002"), 20, 42, 100, 18))
        #expect(close(laid.frame("Lvl-Li-006"), 20, 18, 16, 18))
    }

    @Test("off, the bar fills the frame: both indicators are stored 2 points taller than laid out")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .capacityLevelIndicatorInsets)
        let lost = LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules)
        #expect(lost.contains("Lvl-Li-002"))
        #expect(lost.contains("Lvl-Li-006"))
    }
}
