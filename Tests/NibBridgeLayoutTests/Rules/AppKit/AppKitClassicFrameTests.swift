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
///
/// `AppKitSmall26.xib` (Xcode 26 beta, tools version 24127) holds small controls: down its leading side a
/// check box of 16 points, a pop-up of 22, a push button of 27 and a round-rect pop-up of 17 keep the earlier
/// design's frames and insets (a point above, below and before the check box's glyph; 2 above the pop-up's
/// bezel and 4 at its sides and bottom, macOS 11's small pop-up; 4 above the push button's bezel, 6 at its
/// sides, 7 below), as Subler's Xcode 26 beta documents store them; at its trailing side a 14-point check box
/// of the macOS 26 design fills its frame (CotEditor's), and a 17-point round-rect button keeps the earlier
/// design's point below its bezel.
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

    @Test("small controls keeping the earlier design's frames keep its insets")
    func smallClassicControls() throws {
        let document = "AppKitSmall26.xib"
        let laid = try LaidOut(document, root: "Sm6-Rt-001")
        #expect(close(laid.frame("Sm6-Cb-002"), 19, 115, 81, 16))
        #expect(close(laid.frame("Sm6-Pu-003"), 16, 88, 108, 22))
        #expect(close(laid.frame("Sm6-Bt-004"), 14, 61, 92, 27))
        #expect(close(laid.frame("Sm6-Pu-005"), 20, 43, 100, 17))
        #expect(close(laid.frame("Sm6-Cb-006"), 200, 116, 80, 14))
        #expect(close(laid.frame("Sm6-Bt-007"), 220, 19, 60, 17))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // Without the rule every small control of the document fills its frame: the leading column moves.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .smallClassicFramesXcode26)) == [
                "Sm6-Bt-004", "Sm6-Bt-007", "Sm6-Cb-002", "Sm6-Pu-003", "Sm6-Pu-005",
            ])
        // With macOS 10.15's controls the small pop-up's bezel starts a point below its frame's top, not 2.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .bigSurControlsXcode12)).contains(
                "Sm6-Pu-003"))
    }
}
