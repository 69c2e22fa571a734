import NibBridgeLayout
import Testing

/// UIKit frames on the device's pixel grid (``LayoutRule/devicePixelFrames``): `UIKitContent/PixelAlignedFrames8.xib`,
/// an Xcode 8 document drawn for a 2x iPhone, holds in a 320 × 100 view a 100.5 × 40.5 view centred horizontally
/// (solved at x 109.75) 10 points from the top, and in it a 21-point square centred both ways (solved at 39.75, 9.75).
/// IB stores the outer view at 110, its edges rounded to the nearest half point, and the square at 39.5, 10: its own
/// edges rounded in the root's coordinates (149.5, 19.75 → 20) less the outer view's rounded origin, not its local
/// frame rounded on its own (which gives 40, 10). The shifts stay within the benchmark's half-point tolerance, so the
/// check is on exact frames.
@Suite("UIKit frames on the pixel grid")
struct PixelAlignedFrameTests {
    static let file = "UIKitContent/PixelAlignedFrames8.xib"

    @Test("the outer view's edges are rounded to half points, the square's on the rounded outer view")
    func rounded() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Pxf-Rt-001")
        for id in ["Pxf-Vw-002", "Pxf-Vw-003"] {
            let stored = try #require(laid.stored(id))
            #expect(close(laid.frame(id), stored.x, stored.y, stored.width, stored.height), "\(id)")
        }
        #expect(close(laid.frame("Pxf-Vw-002"), 110, 10, 100.5, 40.5))
        #expect(close(laid.frame("Pxf-Vw-003"), 39.5, 10, 21, 21))
    }

    @Test("off, both keep the solver's quarter points")
    func off() throws {
        let laid = try LaidOut(Self.file, root: "Pxf-Rt-001", engine: engine(without: .devicePixelFrames))
        #expect(close(laid.frame("Pxf-Vw-002"), 109.75, 10, 100.5, 40.5))
        #expect(close(laid.frame("Pxf-Vw-003"), 39.75, 9.75, 21, 21))
    }
}
