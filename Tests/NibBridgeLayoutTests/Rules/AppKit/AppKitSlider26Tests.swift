import NibBridgeLayout
import Testing

/// The linear sliders of an Xcode 26 document: the macOS 26 design's slider fills its frame (its alignment rect
/// is its frame), while one IB still keeps at the earlier design's height keeps that design's insets.
///
/// `AppKitSliders26.xib` (Xcode 26 beta, tools version 24127) holds, pinned at their leading sides and tops and
/// sized by constraints, a regular slider 16 points tall and a small one 15 points tall that fill their frames
/// (as Lunar's, Mos's and Mac Mouse Fix's Xcode 26 documents store theirs), and a regular slider of 28 points
/// and a small one of 20 (the earlier design's frames) that keep 2 points on each side, 2 above and 6 below the
/// regular one's track, 2 all round the small one's (as Subler's Xcode 26 beta documents store them).
@Suite("AppKit sliders in Xcode 26 documents")
struct AppKitSlider26Tests {
    @Test("sliders of the macOS 26 design fill their frames; those at the earlier heights keep its insets")
    func flatAndClassicSliders() throws {
        let document = "AppKitSliders26.xib"
        let laid = try LaidOut(document, root: "Sl6-Rt-001")
        #expect(close(laid.frame("Sl6-Sd-002"), 20, 114, 200, 16))
        #expect(close(laid.frame("Sl6-Sd-003"), 18, 74, 204, 28))
        #expect(close(laid.frame("Sl6-Sd-004"), 20, 45, 100, 15))
        #expect(close(laid.frame("Sl6-Sd-005"), 158, 42, 104, 20))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // Without the macOS 26 design every slider keeps the earlier insets: the two that fill their frames grow.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .xcode26Design)) == [
                "Sl6-Sd-002", "Sl6-Sd-004",
            ])
        // Without the small classic frames the 20-point small slider fills its frame too.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .smallClassicFramesXcode26)) == [
                "Sl6-Sd-005"
            ])
    }
}
