import NibBridgeLayout
import Testing

/// An NSStackView aligning its views by their first baselines leaves the slack of a stack taller than they need
/// below them (``LayoutRule/appKitFirstBaselineStacksFromTop``), where UIKit's first-baseline stacks leave it above
/// (``LayoutRule/firstBaselineStacksFromBottom``): in `AppKitStackFirstBaselineSlack.xib` (Xcode 14.3, tools version
/// 21507), a horizontal stack aligning first baselines, 60 points tall by a constraint of its own, holds two 22-point
/// fields and a label at its top, the label's baseline on the fields'.
@Suite("NSStackView first-baseline slack")
struct AppKitStackFirstBaselineSlackTests {
    static let file = "AppKitStackFirstBaselineSlack.xib"

    @Test("the fields and the label sit at the stack's top")
    func slackBelow() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Afs-Rt-001")
        #expect(close(laid.frame("Afs-Sv-002"), 20, 20, 172, 60))
        #expect(close(laid.frame("Afs-Tf-003"), 0, 38, 70, 22))
        #expect(close(laid.frame("Afs-Lb-007"), 76, 42, 20, 16))
        #expect(close(laid.frame("Afs-Tf-009"), 102, 38, 70, 22))
    }

    @Test("off, they move to the stack's bottom, as UIKit's")
    func off() throws {
        let rule = LayoutRule.appKitFirstBaselineStacksFromTop
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: rule)) == [
                "Afs-Lb-007", "Afs-Tf-003", "Afs-Tf-009",
            ])
        let laid = try LaidOut(Self.file, root: "Afs-Rt-001", engine: engine(without: rule))
        #expect(close(laid.frame("Afs-Tf-003"), 0, 0, 70, 22))
    }
}
