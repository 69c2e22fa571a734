import NibBridgeLayout
import Testing

/// The textured square segmented control (``LayoutRule/texturedSquareSegmentInsets``).
///
/// A bordered segmented control of the textured square style draws its segments a point in from either side of its
/// frame, a point below its top and 2 above its bottom: Textual's 154-point control sized 152 wide, Mastonaut's row of
/// 42-point controls in a stack, the first at x = -1, Sequel-Ace's 232 × 28 control sized 230 × 25 and pinned 10
/// points above its view's bottom at y = 8, MongoHub's 639 × 25 control sized 22 tall and pinned below its view's top.
///
/// `AppKitTexturedSegments.xib` (tools version 18122, Xcode 13) holds a control sized 100 × 22 by its constraints,
/// pinned 20 points from its view's leading side and top.
@Suite("AppKit textured square segmented controls")
struct AppKitTexturedSegmentTests {
    @Test("a textured square segmented control's frame is a point wider on each side and 3 taller, 2 of them below")
    func texturedSquareSegments() throws {
        let document = "AppKitTexturedSegments.xib"
        let laid = try LaidOut(document, root: "Ts1-Rt-001")
        // AppKit frames are unflipped: the 2 points below the segments lower the frame's origin by 2.
        #expect(close(laid.frame("Ts1-Sg-002"), 19, 16, 102, 25))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With the other bordered styles' insets the frame is 2 points wider on each side and a point taller on each.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .texturedSquareSegmentInsets))
                == ["Ts1-Sg-002"])
    }
}
