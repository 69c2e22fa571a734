import NibBridgeLayout
import Testing

/// The AppKit controls of an Xcode 26 document that keep the frame of the earlier design (IB keeps a frame
/// until the layout is updated) and those drawn in the macOS 26 design, which fill their frames.
///
/// `AppKitClassic26.xib` was saved by an early Xcode 26 beta (tools version 24128, July 2025): the betas
/// draw the macOS 26 design as the releases do (early-beta documents of CotEditor, LuLu, BlockBlock,
/// KnockKnock and Mac Mouse Fix store 24-point pop-ups and push buttons, 16-point check boxes and push
/// buttons as tall as their height constraints). At the leading side, three controls keep the earlier
/// design's frames, as ViennaRSS's preferences (Xcode 26, tools version 24765) and LuLu's item paths
/// window (24127) store them:
/// - a pop-up 26 points tall (the earlier design's 25- or 26-point frame), 3 points in from its leading
///   side and a point below its top;
/// - a push button 21 points tall by its height constraint in a 33-point frame (the earlier 5 and 7 points
///   above and below its bezel);
/// - a help button of 25 points (24 in the macOS 26 design), 2 in from its trailing side and 4 above its
///   bottom.
///
/// At the trailing side a 24-point pop-up and a push button 21 points tall by its constraint fill their
/// frames (the macOS 26 design).
@Suite("AppKit classic frames in Xcode 26 documents")
struct AppKitClassicFrameTests {
    @Test("controls keeping the earlier design's frames keep its insets; the others fill their frames")
    func classicAndFlatControls() throws {
        let document = "AppKitClassic26.xib"
        let laid = try LaidOut(document, root: "Kf6-Rt-001")
        #expect(close(laid.frame("Kf6-Pu-002"), 17, 105, 107, 26))
        #expect(close(laid.frame("Kf6-Bt-003"), 13, 73, 94, 33))
        #expect(close(laid.frame("Kf6-Hb-004"), 257, 16, 25, 25))
        #expect(close(laid.frame("Kf6-Pu-005"), 180, 106, 100, 24))
        #expect(close(laid.frame("Kf6-Bt-006"), 200, 77, 80, 21))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // Without the macOS 26 design every control keeps the earlier insets: the two that fill their
        // frames move.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .xcode26Design)) == [
                "Kf6-Bt-006", "Kf6-Pu-005",
            ])
    }
}
