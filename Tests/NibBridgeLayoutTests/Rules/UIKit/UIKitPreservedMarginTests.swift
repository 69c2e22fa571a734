import NibBridgeLayout
import Testing

/// A UIKit view that preserves its superview's layout margins (`UIView.preservesSuperviewLayoutMargins`):
/// Apple's documentation says the superview's margins are "also considered when laying out content" where
/// the distance between the view's edge and its superview's is smaller than the superview's margin, so a
/// side's margin is the larger of the view's own and what is left of its superview's past that distance.
///
/// `PreservedMargins.storyboard` is an Xcode 13 document of the 414-point iPhone 11 (a controller's root
/// view has 20-point side margins from 400 points of width): a full-width bar with the option on, a label
/// pinned to its leading and trailing margins 20 points in, and below it the same bar without the option,
/// its label at UIKit's default 8, and a preserving bar set 16 points in from the root's sides, where only 4
/// of the root's 20 points reach past its edges, so its own 8 stay.
@Suite("UIKit views preserving their superview's margins")
struct UIKitPreservedMarginTests {
    @Test("a full-width bar preserving its controller root's margins has 20-point side margins")
    func preserved() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "PreservedMargins.storyboard", rules: .all).isEmpty)
        let laid = try LaidOut("PreservedMargins.storyboard", root: "Pvm-Rt-003")
        #expect(laid.frame("Pvm-Bv-004")?.width == 414)
        #expect(close(laid.frame("Pvm-Lb-005"), 20, 15, 374, 20.5))
    }

    @Test("a bar without the option keeps UIKit's default 8-point margins")
    func notPreserved() throws {
        let laid = try LaidOut("PreservedMargins.storyboard", root: "Pvm-Rt-003")
        #expect(close(laid.frame("Pvm-Lb-011"), 8, 15, 398, 20.5))
    }

    @Test("a preserving bar set in from its superview's edges keeps its own margins where they are larger")
    func insetBarKeepsOwnMargins() throws {
        let laid = try LaidOut("PreservedMargins.storyboard", root: "Pvm-Rt-003")
        #expect(laid.frame("Pvm-Iv-024")?.x == 16)
        #expect(laid.frame("Pvm-Iv-024")?.width == 382)
        #expect(close(laid.frame("Pvm-Lb-025"), 8, 15, 366, 20.5))
    }

    @Test("off, the preserving bar's label sits at the default 8 points too and its frame is lost")
    func withoutTheRule() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: "PreservedMargins.storyboard", rules: .all(except: .preservedSuperviewMargins))
                == ["Pvm-Lb-005"])
    }

    @Test("off, the computed label starts at the bar's own 8-point margin")
    func ownMarginsWithoutTheRule() throws {
        var engine = LayoutEngine()
        engine.rules = .all(except: .preservedSuperviewMargins)
        let laid = try LaidOut("PreservedMargins.storyboard", root: "Pvm-Rt-003", engine: engine)
        #expect(close(laid.frame("Pvm-Lb-005"), 8, 15, 398, 20.5))
    }
}
