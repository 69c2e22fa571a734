import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Alignment insets of two AppKit views that draw their border inside their frame
/// (``LayoutRule/grayBezelImageViews``, ``LayoutRule/smallTabViewInsets``): an image view with the gray bezel
/// frame (NSImageFrameStyle.grayBezel) aligns the image area inside its bezel, 3 points in from every side, and a
/// small tab view with its tabs on top draws its border 3 points below its frame's top, under its shorter tabs
/// (the regular one's 6), 7 in from its sides and 10 above its bottom.
///
/// `AppKitBezelWells15.xib` (Xcode 15): in a 300 × 300 view, a 64 × 64 gray-bezel image view pinned 20 points
/// from the view's top and leading side, and below it, 20 points apart, a small tab view pinned 20 points from
/// the view's sides and bottom.
@Suite("Gray-bezel image views and small tab views")
struct AppKitBezelWellTests {
    static let file = "AppKitBezelWells15.xib"

    @Test("a gray-bezel image view's frame is 3 points larger on every side than its constraints' size")
    func grayBezel() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Bw5-Rt-001")
        #expect(close(laid.frame("Bw5-Iv-002"), 17, 213, 70, 70))
        #expect(close(laid.frame("Bw5-Tb-004"), 13, 10, 274, 189))
    }

    @Test("off, the image view's frame is its alignment rect, and the tab view reaches 6 points above its border")
    func withoutTheRules() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .grayBezelImageViews)) == ["Bw5-Iv-002"])
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .smallTabViewInsets)) == ["Bw5-Tb-004"])
        var engine = LayoutEngine()
        engine.rules = LayoutRules.all(except: .smallTabViewInsets)
        let off = try LaidOut(Self.file, root: "Bw5-Rt-001", engine: engine)
        #expect(close(off.frame("Bw5-Tb-004"), 13, 10, 274, 192))
    }
}
