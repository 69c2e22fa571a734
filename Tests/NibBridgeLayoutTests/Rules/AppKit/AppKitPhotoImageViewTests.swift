import NibBridgeLayout
import Testing

/// The photo-framed AppKit image view's alignment rect (``LayoutRule/photoImageViews``): its outline and shadow take 3
/// points at every side of its frame. AppKit frames are unflipped: points below the image lower the frame's origin.
@Suite("AppKit photo-framed image views' insets")
struct AppKitPhotoImageViewTests {
    /// MacOS-App-Collection's (tools version 14113), AFNetworking's (16096) and jmc's (20037) photo-framed image views
    /// are stored 3 points outside their constraints at every side.
    ///
    /// `AppKitControl/AppKitPhotoImageViews16.xib` (tools version 16096) holds one 50 x 50 by its constraints, pinned
    /// 20 points from its view's leading side and top.
    @Test("a photo-framed image view is 3 points larger at every side than its image area")
    func photoFrame() throws {
        // Without insets the frame is the alignment rect: 50 x 50 at (20, 30).
        try expectOnlyFrameLost(
            without: .photoImageViews, document: "AppKitControl/AppKitPhotoImageViews16.xib",
            root: "Ph1-Rt-001", view: "Ph1-Iv-002",
            on: (17, 27, 56, 56), off: (20, 30, 50, 50))
    }
}
