import NibBridgeLayout
import Testing

/// The textured rounded buttons of documents saved before Xcode 12 (``LayoutRule/classicTexturedButtonInsets``).
///
/// macOS 10.15 and earlier draw a regular textured rounded button's 22-point bezel across its frame's whole width:
/// a point above the bottom of the 23-point frame (GrandPerspective's buttons, tools version 16097, pinned 20 points
/// above their window's bottom and 8 apart), a point below the top and 2 above the bottom of the 25-point frame of
/// older documents (MongoHub's, 7531, sized 118 × 22 by their constraints in 118 × 25 frames; autopkgr's, 10117,
/// pinned 20 points below its view's top). macOS 11's bezel keeps a point at each side.
///
/// `AppKitTexturedButtons8.xib` (tools version 12121, Xcode 8.3) holds a 25-point button sized 82 × 22 and pinned
/// 20 points from its view's top and trailing side, and a 23-point one sized 60 × 22 and pinned 20 points from its
/// leading side and bottom.
@Suite("AppKit textured buttons before Xcode 12")
struct AppKitTexturedButtonTests {
    @Test(
        "a textured rounded button's bezel spans its frame's width, a point above its bottom or 2 in a 25-point frame")
    func texturedButtons() throws {
        let document = "AppKitTexturedButtons8.xib"
        let laid = try LaidOut(document, root: "Tx8-Rt-001")
        #expect(close(laid.frame("Tx8-Bt-002"), 198, 56, 82, 25))
        #expect(close(laid.frame("Tx8-Bt-003"), 20, 19, 60, 23))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With a point at each side and 2 below, each frame grows 2 points wider; the 25-point one a point shorter.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .classicTexturedButtonInsets)) == [
                "Tx8-Bt-002", "Tx8-Bt-003",
            ])
    }
}
