import NibBridgeLayout
import Testing

/// The 26-point pop-up buttons of documents saved before Xcode 12 (``LayoutRule/tallClassicPopUpInsets``).
///
/// Interface Builder before Xcode 12 stores a regular pop-up button either 25 points tall (the bezel a point below
/// the frame's top) or, in older documents, 26 points tall with the same 21-point bezel 2 points below the top:
/// MongoHub's preferences (tools version 6254), autopkgr's template window (10117), cocoa-rest-client's diff window
/// (12121) and MacDown's editor preferences (12118) store their 26-point pop-ups pinned 20 points below their
/// superview's top, below a field or at a label's baseline a point higher than a 1-point inset puts them.
///
/// `AppKitTallPopUps8.xib` (tools version 12121, Xcode 8.3) holds a 26-point pop-up pinned 20 points below the top
/// of its view and a 25-point pop-up 8 points below its bezel.
@Suite("AppKit pop-ups of 26 points before Xcode 12")
struct AppKitTallPopUpTests {
    @Test("a 26-point pop-up draws its bezel 2 points below its frame's top, a 25-point one 1")
    func tallPopUps() throws {
        let document = "AppKitTallPopUps8.xib"
        let laid = try LaidOut(document, root: "Tp8-Rt-001")
        #expect(close(laid.frame("Tp8-Pu-002"), 18, 56, 265, 26))
        #expect(close(laid.frame("Tp8-Pu-003"), 18, 27, 265, 25))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With a point above its bezel, the 26-point pop-up sits a point higher and its bezel a point taller,
        // so the one below it moves down a point.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .tallClassicPopUpInsets)) == [
                "Tp8-Pu-002", "Tp8-Pu-003",
            ])
    }
}
