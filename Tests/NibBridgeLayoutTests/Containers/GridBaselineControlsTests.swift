import NibBridgeLayout
import Testing

/// A control without text that reports baselines joins its NSGridView row's baseline-aligned group, after
/// NSGridView.h: "all cells within a row that specify a rowAlignment (i.e., not \"None\") are considered to be
/// 'aligned'", and "the yPlacement properties of the remaining cells are overridden by their rowAlignment".
@Suite("Grid view baseline controls")
struct GridBaselineControlsTests {
    @Test("a slider in a fill-placed baseline row keeps its height, on the row's baseline")
    func sliderOnBaseline() throws {
        let laid = try LaidOut("GridBaselineControls.xib", root: "Gbc-Rt-001")
        #expect(close(laid.frame("Gbc-Gv-002"), 20, 20, 305, 21))
        #expect(close(laid.frame("Gbc-Tf-011"), 47, 0, 150, 21))
        #expect(close(laid.frame("Gbc-Lb-008"), -2, 3, 43, 16))
        // The slider's 20-point alignment rect (28-point frame) shares the field's baseline, a point below
        // the row's top.
        #expect(close(laid.frame("Gbc-Sl-015"), 203, -6, 104, 28))
    }

    @Test("switched off, the fill-placed slider holds the row to its own height")
    func switchedOff() throws {
        var engine = LayoutEngine()
        engine.rules = .all(except: .gridBaselineControls)
        let laid = try LaidOut("GridBaselineControls.xib", root: "Gbc-Rt-001", engine: engine)
        // The slider, filling the row, holds it to its own 20-point alignment rect: the field is crushed to 20
        // points and the label follows its baseline.
        #expect(close(laid.frame("Gbc-Gv-002"), 20, 21, 305, 20))
        #expect(close(laid.frame("Gbc-Tf-011"), 47, 0, 150, 20))
        #expect(close(laid.frame("Gbc-Lb-008"), -2, 2, 43, 16))
    }
}
