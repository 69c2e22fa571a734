import NibBridgeLayout
import Testing

/// The small square pop-up button (``LayoutRule/smallSquarePopUpInsets``).
///
/// A bordered pop-up button of the small square (gradient) bezel style draws the small square button's bezel a point in
/// from its frame's top and bottom: MongoHub's 23-point pop-up sized 21 tall, uPic's 22-point pop-ups sized 20 tall in a
/// 20-point stack and Sequel-Ace's small 26-point pop-up sized 24 tall are each stored 2 points taller than their
/// constraints and a point below them.
///
/// `AppKitSmallSquarePopUps.xib` (tools version 22505, Xcode 15) holds a pull-down sized 50 × 20 by its constraints,
/// pinned 20 points from its view's leading side and 10 below its top.
@Suite("AppKit small square pop-up buttons")
struct AppKitSmallSquarePopUpTests {
    @Test("a small square pop-up's frame extends a point above and below its bezel")
    func smallSquarePopUp() throws {
        let document = "AppKitSmallSquarePopUps.xib"
        let laid = try LaidOut(document, root: "Sq1-Rt-001")
        #expect(close(laid.frame("Sq1-Pu-002"), 20, 9, 50, 22))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With the bezel filling the frame, the frame is the constraints' 20 points tall, a point higher.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .smallSquarePopUpInsets)) == ["Sq1-Pu-002"])
    }
}
