import NibBridgeLayout
import Testing

/// A stopped activity indicator that hides when stopped is stored `hidden="YES"` (UIKit's
/// `hidesWhenStopped` hides it while it is not animating), yet Interface Builder arranges it in a stack view
/// as a shown view (`StoppedIndicators.xib`, an Xcode 14 document: a horizontal and a vertical stack, the
/// views after the indicator one spacing past its frame).
@Suite("Stopped activity indicators")
struct StoppedIndicatorTests {

    @Test("a UIKit stack view arranges a stopped indicator that hides when stopped as a shown view")
    func arranged() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "StoppedIndicators.xib", rules: .all).isEmpty)
        let laid = try LaidOut("StoppedIndicators.xib", root: "Sti-Rt-001")
        #expect(close(laid.frame("Sti-Hs-002"), 16, 20, 126, 20))
        #expect(close(laid.frame("Sti-Ai-006"), 21, 0, 20, 20))
        #expect(close(laid.frame("Sti-Lb-007"), 46, 0, 80, 20))
        #expect(close(laid.frame("Sti-Lb-011"), 0, 56, 120, 20))
    }

    @Test("off, the indicator collapses like a hidden view and the views after it move up or left")
    func collapsedWithoutTheRule() {
        // The stacks shrink by the indicator and a spacing: the label after each indicator moves, the
        // horizontal stack narrows, and the vertical stack below it (pinned to its bottom) is shorter.
        #expect(
            LayoutFixtures.mismatchedIDs(in: "StoppedIndicators.xib", rules: .all(except: .stoppedIndicatorsArranged))
                == [
                    "Sti-Hs-002", "Sti-Lb-007", "Sti-Lb-011", "Sti-Vs-008",
                ])
    }
}
