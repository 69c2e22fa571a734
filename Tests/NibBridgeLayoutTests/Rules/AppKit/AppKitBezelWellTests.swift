import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Alignment insets of three AppKit views that draw inside their frame (``LayoutRule/grayBezelImageViews``,
/// ``LayoutRule/smallTabViewInsets``, ``LayoutRule/smallStepperInsets``): an image view with the gray bezel frame
/// (NSImageFrameStyle.grayBezel) aligns the image area inside its bezel, 3 points in from every side; a small tab
/// view with its tabs on top draws its border 3 points below its frame's top, under its shorter tabs (the regular
/// one's 6), 7 in from its sides and 10 above its bottom; a small stepper's 15 × 22 frame reaches 2 points beyond
/// its arrows at either side, a point above them and 2 below.
///
/// `AppKitBezelWells15.xib` (Xcode 15): in a 300 × 300 view, a 64 × 64 gray-bezel image view pinned 20 points
/// from the view's top and leading side, and below it, 20 points apart, a small tab view pinned 20 points from
/// the view's sides and bottom; in a 200 × 41 view, a 72-point bezeled field 20 points from its leading side and
/// a small stepper 5 points after it, both centred vertically.
@Suite("Gray-bezel image views, small tab views and small steppers")
struct AppKitBezelWellTests {
    static let file = "AppKitBezelWells15.xib"

    @Test("a gray-bezel image view's frame is 3 points larger on every side than its constraints' size")
    func grayBezel() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Bw5-Rt-001")
        #expect(close(laid.frame("Bw5-Iv-002"), 17, 213, 70, 70))
        #expect(close(laid.frame("Bw5-Tb-004"), 13, 10, 274, 189))
        let row = try LaidOut(Self.file, root: "Bw5-Rs-020")
        #expect(close(row.frame("Bw5-St-023"), 95, 9, 15, 22))
    }

    @Test(
        "off, the image view's and the stepper's frames are their alignment rects, the tab view reaches 6 points above its border"
    )
    func withoutTheRules() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .grayBezelImageViews)) == ["Bw5-Iv-002"])
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .smallTabViewInsets)) == ["Bw5-Tb-004"])
        var engine = LayoutEngine()
        engine.rules = LayoutRules.all(except: .smallTabViewInsets)
        let off = try LaidOut(Self.file, root: "Bw5-Rt-001", engine: engine)
        #expect(close(off.frame("Bw5-Tb-004"), 13, 10, 274, 192))
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .smallStepperInsets)) == ["Bw5-St-023"])
        engine.rules = LayoutRules.all(except: .smallStepperInsets)
        let row = try LaidOut(Self.file, root: "Bw5-Rs-020", engine: engine)
        // The arrows start 5 points after the field, at x 97, with nothing around them.
        #expect(row.frame("Bw5-St-023")?.x == 97)
    }
}
