import NibBridgeLayout
import Testing

/// The bordered inline button's alignment rect (``LayoutRule/classicInlineButtonInsets``): with macOS 10.15's controls
/// its badge bezel ends a point above its frame's bottom. AppKit frames are unflipped: a point below a bezel lowers the
/// frame's origin.
@Suite("AppKit inline buttons' insets")
struct AppKitInlineButtonTests {
    /// The bordered inline button of macOS 10.15 and earlier.
    ///
    /// macmade's Console (tools version 14313) pins one 13 points below and 12 above a 41-point bar and stores it 17
    /// tall at y = 11; Manage-Conky's (14460), pinned 8 below one another, are stored 9 apart.
    ///
    /// `AppKitControl/AppKitInlineButtons10.xib` (tools version 14460) holds one pinned 20 points below its 60-point
    /// view's top and 24 above its bottom.
    @Test("a bordered inline button of macOS 10.15's controls is a point taller than its bezel, below it")
    func classicInlineButton() throws {
        // Without insets the frame is the alignment rect: 16 tall at y = 24.
        try expectOnlyFrameLost(
            without: .classicInlineButtonInsets, document: "AppKitControl/AppKitInlineButtons10.xib",
            root: "Il1-Rt-001", view: "Il1-Bt-002",
            on: (20, 23, 60, 17), off: (20, 24, 60, 16))
    }
}
