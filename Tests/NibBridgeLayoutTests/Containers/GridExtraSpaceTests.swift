import NibBridgeLayout
import Testing

/// Where an NSGridView puts the space its content leaves over, after NSGridView.h: rows and columns "are
/// sized to fit their largest content" (each content view keeps its column as narrow as it is, so the column
/// with the fewest views takes a grid's extra width), and "the entire baseline-aligned group is placed using
/// the yPlacement of the first cell" (a bottom-placed baseline row keeps its text at the row's bottom).
@Suite("Grid view extra space")
struct GridExtraSpaceTests {
    @Test("a grid's extra width goes to the column with the fewest views")
    func extraWidth() throws {
        let laid = try LaidOut("GridExtraSpace.xib", root: "Gxs-Rt-001")
        #expect(close(laid.frame("Gxs-Gv-002"), 20, 32, 360, 48))
        // Columns 80 and 100 wide for their two views each; the third, with one view, takes the other 164.
        #expect(close(laid.frame("Gxs-Cv-009"), 20, 28, 60, 20))
        #expect(close(laid.frame("Gxs-Cv-021"), 0, 0, 80, 20))
        #expect(close(laid.frame("Gxs-Cv-013"), 88, 28, 100, 20))
        #expect(close(laid.frame("Gxs-Cv-017"), 196, 28, 40, 20))
    }

    @Test("a baseline-aligned row is placed by its first cell's vertical placement")
    func baselineGroupAtBottom() throws {
        let laid = try LaidOut("GridExtraSpace.xib", root: "Gxs-Rt-032")
        // A 40-point row placing its cells at the bottom: the text field on its bottom edge, the label on the
        // field's baseline.
        #expect(close(laid.frame("Gxs-Gv-033"), 20, 20, 207, 40))
        #expect(close(laid.frame("Gxs-Tf-041"), 47, 0, 160, 21))
        #expect(close(laid.frame("Gxs-Lb-038"), -2, 3, 43, 16))
    }

    @Test("switched off, the extra width or the row's spare height lands elsewhere")
    func switchedOff() throws {
        var engine = LayoutEngine()
        engine.rules = .all(except: .gridColumnsFitEachView)
        let columns = try LaidOut("GridExtraSpace.xib", root: "Gxs-Rt-001", engine: engine)
        #expect(!close(columns.frame("Gxs-Cv-009"), 20, 28, 60, 20))
        engine.rules = .all(except: .gridBaselineGroupPlacement)
        let row = try LaidOut("GridExtraSpace.xib", root: "Gxs-Rt-032", engine: engine)
        // At the row's top instead.
        #expect(close(row.frame("Gxs-Tf-041"), 47, 19, 160, 21))
    }
}
