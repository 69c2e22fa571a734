import NibBridgeLayout
import Testing

/// The rules of UIKit stack views beyond `UIStackView`'s documented arrangement: the margins a stack view has
/// (none unless its document gives it some, and then it arranges its views inside them) and the stopped
/// activity indicator it arranges though the document stores it hidden.
@Suite("UIKit stack views")
struct UIKitStackViewTests {

    /// A UIKit stack view without margins of its own has none: views pinned to its margins sit at its edges
    /// (`StackZeroMargins.xib`: a label pinned to a stack view's leading and trailing margins is as wide as the
    /// stack).
    @Suite("Stack views without margins of their own")
    struct StackZeroMarginTests {
        @Test("a label pinned to a stack view's margins spans the stack")
        func zeroMargins() throws {
            #expect(LayoutFixtures.mismatchedIDs(in: "StackZeroMargins.xib", rules: .all).isEmpty)
            let laid = try LaidOut("StackZeroMargins.xib", root: "Szm-Rt-001")
            #expect(close(laid.frame("Szm-Lb-004"), 0, 38, 320, 20.5))
        }

        @Test("off, the stack has UIKit's default 8-point margins and the label is 16 points narrower")
        func withoutTheRule() {
            #expect(
                LayoutFixtures.mismatchedIDs(in: "StackZeroMargins.xib", rules: .all(except: .stackZeroMargins)) == [
                    "Szm-Lb-004"
                ])
        }
    }

    /// A UIKit stack view whose document gives it layout margins of its own is laid out by Interface Builder with
    /// its views inside them, though the document does not turn `isLayoutMarginsRelativeArrangement` on
    /// (`StackOwnMargins.xib`: a vertical stack with margins of 20 and 8 points, its button 8 points in and 20
    /// down).
    @Suite("Stack views with margins of their own")
    struct StackOwnMarginTests {
        @Test("the stack arranges its button inside its own margins")
        func insideOwnMargins() throws {
            #expect(LayoutFixtures.mismatchedIDs(in: "StackOwnMargins.xib", rules: .all).isEmpty)
            let laid = try LaidOut("StackOwnMargins.xib", root: "Som-Rt-001")
            #expect(close(laid.frame("Som-Sv-002"), 0, 0, 320, 90))
            #expect(close(laid.frame("Som-Bt-003"), 8, 20, 304, 50))
        }

        @Test("off, the button fills the stack, which hugs it")
        func withoutTheRule() {
            #expect(
                LayoutFixtures.mismatchedIDs(in: "StackOwnMargins.xib", rules: .all(except: .stackOwnMargins)) == [
                    "Som-Bt-003", "Som-Sv-002",
                ])
        }
    }

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
                LayoutFixtures.mismatchedIDs(
                    in: "StoppedIndicators.xib", rules: .all(except: .stoppedIndicatorsArranged))
                    == [
                        "Sti-Hs-002", "Sti-Lb-007", "Sti-Lb-011", "Sti-Vs-008",
                    ])
        }
    }
}
