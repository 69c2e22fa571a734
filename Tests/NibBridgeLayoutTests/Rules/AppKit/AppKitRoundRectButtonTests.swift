import NibBridgeLayout
import Testing

/// The round-rect push button's alignment rect (``LayoutRule/mojaveRoundRectButtonInsets``): from Xcode 10 its bezel
/// fills its frame; earlier documents end it a point above the frame's bottom. AppKit frames are unflipped: a point
/// below a bezel lowers the frame's origin.
@Suite("AppKit round-rect buttons' insets")
struct AppKitRoundRectButtonTests {
    /// The round-rect push button of Xcode 10 and later.
    ///
    /// Mos's (tools version 24127), NetNewsWire's (24506), Sequel-Ace's (24765) and toggl's (17701) round-rect buttons
    /// are stored exactly as tall as their height constraints; Yomu's (14113, 14313), pinned 20 below and 10 above
    /// their views' edges, 32 tall on both constraints.
    ///
    /// `AppKitControl/AppKitRoundRectButtons10.xib` (tools version 14460) holds one 60 x 24 by its constraints, pinned
    /// 20 points from its view's leading side and top.
    @Test("a round-rect button of Xcode 10 is as tall as its height constraint")
    func mojaveRoundRectButton() throws {
        // Off: a point of bottom inset, a 25-point frame a point lower.
        try expectOnlyFrameLost(
            without: .mojaveRoundRectButtonInsets, document: "AppKitControl/AppKitRoundRectButtons10.xib",
            root: "Rr1-Rt-001", view: "Rr1-Bt-002",
            on: (20, 36, 60, 24), off: (20, 35, 60, 25))
    }
}
