import NibBridgeLayout
import Testing

/// The bordered textured square button's alignment rect (``LayoutRule/texturedSquareButtonInsets``): its bezel sits a
/// point in from either side of its frame and from its top, 2 above its bottom. AppKit frames are unflipped: points
/// below a bezel lower the frame's origin.
@Suite("AppKit textured square buttons' insets")
struct AppKitTexturedSquareButtonTests {
    /// DanDanPlayForMac's (tools version 14313), fogusbogus' MacApp's (15400) and eduvpn's (21507) textured square
    /// buttons are stored a point wider on either side, a point taller above and 2 below than their constraints.
    ///
    /// `AppKitControl/AppKitTexturedSquareButtons10.xib` (tools version 14460) holds one 80 x 31 by its constraints,
    /// pinned 20 points from its view's leading side and top.
    @Test("a bordered textured square button is 2 points wider and 3 taller than its bezel")
    func texturedSquareButton() throws {
        // Without insets the frame is the alignment rect: 80 x 31 at (20, 29).
        try expectOnlyFrameLost(
            without: .texturedSquareButtonInsets, document: "AppKitControl/AppKitTexturedSquareButtons10.xib",
            root: "Tq1-Rt-001", view: "Tq1-Bt-002",
            on: (19, 27, 82, 34), off: (20, 29, 80, 31))
    }
}
