import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The constraints of `UIStackView`, per distribution and alignment.
@Suite("Stack view layout")
struct StackViewLayoutTests {
    @Test("fillEqually: equal widths, spacing between")
    func fillEqually() throws {
        let laid = try LaidOut("Stacks.xib", root: "Feq-Rt-001")
        let width = (300.0 - 20) / 3
        #expect(close(laid.frame("Feq-Av-003"), 0, 0, width, 50))
        #expect(close(laid.frame("Feq-Bv-004"), width + 10, 0, width, 50))
        #expect(close(laid.frame("Feq-Cv-005"), 2 * width + 20, 0, width, 50))
    }

    @Test("equalSpacing: intrinsic widths, equal gaps; alignment top")
    func equalSpacing() throws {
        let laid = try LaidOut("Stacks.xib", root: "Esp-Rt-001")
        #expect(close(laid.frame("Esp-Av-003"), 0, 0, 50, 20))
        #expect(close(laid.frame("Esp-Bv-004"), 100, 0, 100, 30))
        #expect(close(laid.frame("Esp-Cv-005"), 250, 0, 50, 10))
    }

    @Test("fillProportionally: widths in proportion to the intrinsic widths")
    func fillProportionally() throws {
        let laid = try LaidOut("Stacks.xib", root: "Fpr-Rt-001")
        #expect(close(laid.frame("Fpr-Av-003"), 0, 0, 70, 50))
        #expect(close(laid.frame("Fpr-Bv-004"), 80, 0, 140, 50))
        #expect(close(laid.frame("Fpr-Cv-005"), 230, 0, 70, 50))
    }

    @Test("fill: the lowest hugging priority stretches; alignment center")
    func fillCentered() throws {
        let laid = try LaidOut("Stacks.xib", root: "Fil-Rt-001")
        #expect(close(laid.frame("Fil-Av-003"), 0, 15, 50, 20))
        #expect(close(laid.frame("Fil-Bv-004"), 50, 10, 200, 30))
        #expect(close(laid.frame("Fil-Cv-005"), 250, 20, 50, 10))
        let wider = try LaidOut("Stacks.xib", root: "Fil-Rt-001", size: LayoutSize(width: 400, height: 60))
        #expect(close(wider.frame("Fil-Bv-004"), 50, 15, 300, 30))
    }

    @Test("vertical axis, alignment leading, spacing")
    func vertical() throws {
        let laid = try LaidOut("Stacks.xib", root: "Vrt-Rt-001")
        #expect(close(laid.frame("Vrt-Av-003"), 0, 0, 50, 65))
        #expect(close(laid.frame("Vrt-Bv-004"), 0, 70, 100, 30))
    }
}

/// UIKit stack views' hidden arranged views: UIKit collapses them and Interface Builder does not lay them
/// out again, so their stored frames (outside the stack, or where they last were, at full size) are kept.
@Suite("Hidden arranged views")
struct HiddenArrangedViewTests {

    @Test("hidden arranged views keep their stored frames; the visible ones are arranged without them")
    func keepFrames() throws {
        let laidOut = try LaidOut("HiddenArranged.xib", root: "Hid-Rt-001")
        #expect(close(laidOut.frame("Hid-Im-003"), -16, 0, 16, 16))
        #expect(close(laidOut.frame("Hid-Pi-006"), 18.5, 0, 16, 16))
        #expect(close(laidOut.frame("Hid-Bm-009"), 0, 0, 16, 16))
        #expect(laidOut.frame("Hid-Lb-012")?.x == 21)
        #expect(LayoutFixtures.mismatchedIDs(in: "HiddenArranged.xib", rules: .all).isEmpty)
        // Nothing places them without the rule; the visible views are arranged as before.
        #expect(
            LayoutFixtures.mismatchedIDs(in: "HiddenArranged.xib", rules: .all(except: .hiddenArrangedViewsKeepFrames))
                == ["Hid-Im-003", "Hid-Pi-006"])
    }
}
