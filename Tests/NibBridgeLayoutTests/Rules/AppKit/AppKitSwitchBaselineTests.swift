import NibBridgeLayout
import Testing

/// An AppKit switch's baselines (``AppKitSwitchBaselines``, ``LayoutRule/switchBaselines``): it shows no text, yet
/// IB stores labels aligned by baseline with it where its baselines sit half its alignment rect's height plus 2
/// points below its top, in documents of tools versions 23500 to 23999. AppKit frames are unflipped: a lower
/// baseline lowers the label's origin.
@Suite("AppKit switches' baselines")
struct AppKitSwitchBaselineTests {
    /// WWDC's switches of tools version 23504 in baseline-aligned stacks are stored with their 22-point alignment
    /// rects' tops level with the tops of 16-point labels, whose baselines are 13 points below them;
    /// SourceCodeSyntaxHighlight's (23727) in a first-baseline stack of fields and AgoraIO's API examples' (23504) in
    /// 26- and 31-point frames, labels pinned to their baselines 14 and 16 points below their tops, agree.
    ///
    /// `AppKitSwitch/AppKitSwitchBaselines16.xib` (tools version 23504) holds a switch pinned 20 points from its view's
    /// leading side and bottom, and a label 8 points after it on its baseline.
    @Test("a label on a switch's baseline sits 13 points below the top of the switch's alignment rect")
    func labelOnSwitchBaseline() throws {
        let document = "AppKitSwitch/AppKitSwitchBaselines16.xib"
        let laid = try LaidOut(document, root: "Sw1-Rt-001")
        #expect(close(laid.frame("Sw1-Sw-002"), 18, 18, 42, 25))
        // The switch's alignment rect spans y = 20 to 42; the baseline 13 below its top is 3 above the label's bottom.
        #expect(close(laid.frame("Sw1-Lb-003"), 64, 26, 88, 16))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // Without the rule the switch's baseline is its alignment rect's bottom, 9 points lower: only the label moves.
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .switchBaselines)) == ["Sw1-Lb-003"])
    }
}
