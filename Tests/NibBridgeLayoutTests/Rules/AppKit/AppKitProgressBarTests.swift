import NibBridgeLayout
import Testing

/// The bar progress indicator of Xcode 26's release builds (``LayoutRule/flatProgressBars``): the macOS 26 design's
/// bar fills its 20-point frame, where the earlier bar sits a point in from its top and bottom. AppKit frames are
/// unflipped: a point below the bar lowers the frame's origin.
@Suite("AppKit progress bars of the macOS 26 design")
struct AppKitProgressBarTests {
    /// xcode-dev-cleaner's bar (tools version 24412), pinned 8 points below a label and 20 above its view's bottom, is
    /// stored at y = 20 in a 20-point frame; McBopomofo's (24412), microblog's (24506) and GitUp's (24765) agree.
    ///
    /// `AppKitProgressBar/AppKitProgressBars26.xib` (tools version 24412) holds one pinned 20 points from its view's
    /// sides and bottom.
    @Test("a progress bar of Xcode 26 fills its 20-point frame")
    func flatProgressBar() throws {
        // Without the rule the bar is a point above its frame's bottom: the frame starts a point lower.
        try expectOnlyFrameLost(
            without: .flatProgressBars, document: "AppKitProgressBar/AppKitProgressBars26.xib", root: "Pb1-Rt-001",
            view: "Pb1-Pi-002",
            on: (20, 20, 260, 20), off: (20, 19, 260, 20))
    }
}
