import NibBridgeLayout
import Testing

/// The mini bordered push button's alignment rect (``LayoutRule/miniPushButtonInsets``): its bezel fills its 16-point
/// frame but for a point at either side and below with macOS 10.15's controls, 2 points on every side with macOS 11's.
/// AppKit frames are unflipped: a point below a bezel lowers the frame's origin.
@Suite("AppKit mini push buttons' insets")
struct AppKitMiniPushButtonTests {
    /// The mini push button of macOS 10.15 and earlier.
    ///
    /// horos' Save and Cancel buttons (tools versions 13196 and 14313) of width >= 71 are stored 73 points wide, its
    /// Reset button of width >= 60 62 wide, CocoaSplit's Add button (14460) a point outside its pinned side.
    ///
    /// `AppKitControl/AppKitMiniPushButtons10.xib` (tools version 14313) holds one 60 points wide by its constraint,
    /// pinned 20 points from its view's leading side and top.
    @Test("a mini push button of macOS 10.15's controls is a point wider than its bezel at either side")
    func classicMiniPushButton() throws {
        // With the regular push button's insets (4, 6, 7, 6) the frame is 10 points wider and starts 4 points higher.
        try expectOnlyFrameLost(
            without: .miniPushButtonInsets, document: "AppKitControl/AppKitMiniPushButtons10.xib", root: "Mp1-Rt-001",
            view: "Mp1-Bt-002",
            on: (19, 24, 62, 16), off: (14, 28, 72, 16))
    }

    /// The mini push button of macOS 11's controls.
    ///
    /// HandBrake's Crop button (tools version 22154) of width >= 50 is stored 54 points wide, and it and the Live
    /// Preview button, both 12 points above their view's bottom, at y = 10; Quicksilver's Defaults button (23504) of
    /// width >= 66 is 70 wide.
    ///
    /// `AppKitControl/AppKitMiniPushButtons13.xib` (tools version 21507) holds one 50 points wide by its constraint,
    /// pinned 20 points from its view's trailing side and 12 above its bottom.
    @Test("a mini push button of macOS 11's controls is 2 points larger than its bezel on every side")
    func bigSurMiniPushButton() throws {
        // With the regular push button's insets (4, 6, 7, 6) the frame is 8 points wider and 5 points lower.
        try expectOnlyFrameLost(
            without: .miniPushButtonInsets, document: "AppKitControl/AppKitMiniPushButtons13.xib", root: "Mp2-Rt-001",
            view: "Mp2-Bt-002",
            on: (128, 10, 54, 16), off: (124, 5, 62, 16))
    }
}
