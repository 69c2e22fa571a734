import NibBridgeLayout
import Testing

/// The bordered bevel button's alignment rect (``LayoutRule/classicBevelButtonInsets``): with macOS 10.15's controls
/// its regular square bezel sits 2 points in from either side of its frame and from its top, 3 above its bottom; with
/// macOS 11's (``LayoutRule/bigSurBevelButtonInsets``, ``LayoutRule/bigSurBevelPopUpInsets``) 3 in and 4 above.
/// AppKit frames are unflipped: a point below a bezel lowers the frame's origin.
@Suite("AppKit bevel buttons' insets")
struct AppKitBevelButtonTests {
    /// The bordered bevel button of macOS 10.15 and earlier.
    ///
    /// horos' viewer buttons (tools versions 13771, 14313) of width 28 are stored 32 wide, toggldesktop's Log in button
    /// (14460) of 140 x 24 at 144 x 29, Couch-Slouch's arrow buttons (4504) of 44 x 43, pinned 20 below their window's
    /// top, at 48 x 48 and 18 below it.
    ///
    /// `AppKitControl/AppKitBevelButtons10.xib` (tools version 14460) holds one 40 x 30 by its constraints, pinned 20
    /// points from its view's leading side and top.
    @Test("a bordered bevel button of macOS 10.15's controls is 4 points wider and 5 taller than its bezel")
    func classicBevelButton() throws {
        // Without insets the frame is the alignment rect: 40 x 30 at (20, 30).
        try expectOnlyFrameLost(
            without: .classicBevelButtonInsets, document: "AppKitControl/AppKitBevelButtons10.xib", root: "Bv1-Rt-001",
            view: "Bv1-Bt-002",
            on: (18, 27, 44, 35), off: (20, 30, 40, 30))
    }

    /// The bordered bevel button of macOS 11's controls (``LayoutRule/bigSurBevelButtonInsets``).
    ///
    /// kju's image buttons (tools version 19455) of 35 x 12, pinned 19 points from their view's leading side and 8
    /// above its bottom, are stored 41 x 19 at (16, 4); unboundbible-mac's (22155) and SDWebImage's (23094) are 7
    /// points taller than their bezels, 4 of them below.
    ///
    /// `AppKitControl/AppKitBevelButtons12.xib` (tools version 20037) holds one 40 x 30 by its constraints, pinned 20
    /// points from its view's leading side and top.
    @Test("a bordered bevel button of macOS 11's controls is 6 points wider and 7 taller than its bezel")
    func bigSurBevelButton() throws {
        // Without insets the frame is the alignment rect: 40 x 30 at (20, 30).
        try expectOnlyFrameLost(
            without: .bigSurBevelButtonInsets, document: "AppKitControl/AppKitBevelButtons12.xib", root: "Bv2-Rt-001",
            view: "Bv2-Bt-002",
            on: (17, 26, 46, 37), off: (20, 30, 40, 30))
    }

    /// The bordered bevel pop-up button of macOS 11's controls (``LayoutRule/bigSurBevelPopUpInsets``).
    ///
    /// kju's (tools version 19455) pop-up sharing its top and bottom with a 12-point bevel button is stored at that
    /// button's 41 x 19 frame, duckduckgo's and nimble-commander's a point lower and taller than 3 points of bottom
    /// inset put them.
    ///
    /// `AppKitControl/AppKitBevelPopUps12.xib` (tools version 20037) holds one 40 x 30 by its constraints, pinned 20
    /// points from its view's leading side and top.
    @Test("a bordered bevel pop-up of macOS 11's controls ends its bezel 4 points above its frame's bottom")
    func bigSurBevelPopUp() throws {
        // Off: 3 points in from every side, a 46 x 36 frame a point higher.
        try expectOnlyFrameLost(
            without: .bigSurBevelPopUpInsets, document: "AppKitControl/AppKitBevelPopUps12.xib", root: "Bp2-Rt-001",
            view: "Bp2-Pu-002",
            on: (17, 26, 46, 37), off: (17, 27, 46, 36))
    }
}
