import NibBridgeLayout
import Testing

/// A stack view aligning its views by their first baselines leaves the slack of a stack taller than they need above
/// them (``LayoutRule/firstBaselineStacksFromBottom``): in `UIKitStacks/FirstBaselineSlack.xib` (Xcode 14.3, tools
/// version 21701), a 60-point horizontal stack aligning first baselines holds two 20.5-point labels at its bottom,
/// 39.5 points down, while the 60-point stack below it, aligning last baselines, holds its two at its top.
@Suite("First-baseline stacks with slack")
struct StackFirstBaselineSlackTests {
    static let file = "UIKitStacks/FirstBaselineSlack.xib"

    @Test("the first-baseline stack's labels sit at its bottom, the last-baseline stack's at its top")
    func slackAbove() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Fbs-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Fbs-Lb-003"), 0, 39.5, 40, 20.5))
        #expect(close(laid.frame("Fbs-Lb-004"), 292, 39.5, 51, 20.5))
        #expect(close(laid.frame("Fbs-Lb-007"), 0, 0, 34, 20.5))
    }

    @Test("off, the first-baseline stack's labels move to its top; the last-baseline stack stays")
    func off() throws {
        let rule = LayoutRule.firstBaselineStacksFromBottom
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: rule)) == ["Fbs-Lb-003", "Fbs-Lb-004"])
        let laid = try LaidOut(Self.file, root: "Fbs-Rt-001", safeAreaInsets: .zero, engine: engine(without: rule))
        #expect(close(laid.frame("Fbs-Lb-003"), 0, 0, 40, 20.5))
    }
}
