import NibBridgeLayout
import Testing

/// An NSStackView has the baselines of the views it arranges (``LayoutRule/appKitStackBaselines``).
///
/// `AppKitStackBaselines.xib` (tools version 21507) holds an NSGridView whose one row aligns first baselines: a
/// label, and a horizontal stack of two 22-point fields with a label between. IB stores the row's label at y = 4,
/// level with the text of the fields inside the stack, as Textual's port-range and suffix rows, iRASPA's field and
/// stepper rows and the labels beside stacks in WWDC's and ViennaRSS' baseline-aligned stacks are stored.
/// Off, the stack has no baseline and takes the row's fill placement, and the label, alone in the row's
/// baseline group, sits at the row's top, 2 points high.
@Suite("AppKit stack view baselines")
struct AppKitStackBaselinesTests {
    @Test("a label in a baseline-aligned grid row sits on the baseline of the fields in the stack beside it")
    func labelOnStackBaseline() throws {
        let document = "AppKitStackBaselines.xib"
        let laid = try LaidOut(document, root: "Sbl-Rt-001")
        #expect(close(laid.frame("Sbl-Sv-010"), 81, 0, 172, 22))
        #expect(close(laid.frame("Sbl-Lb-007"), -2, 4, 77, 16))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
    }

    @Test("switched off, the label sits at the row's top")
    func switchedOff() throws {
        let document = "AppKitStackBaselines.xib"
        var engine = LayoutEngine()
        engine.rules = .all(except: .appKitStackBaselines)
        let laid = try LaidOut(document, root: "Sbl-Rt-001", engine: engine)
        #expect(close(laid.frame("Sbl-Lb-007"), -2, 6, 77, 16))
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .appKitStackBaselines)) == ["Sbl-Lb-007"])
    }
}
