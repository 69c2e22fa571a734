import NibBridgeLayout
import Testing

/// An NSGridView whose width nothing but Interface Builder's canvas decides (a grid in a leading-aligned stack
/// view) keeps the width it was stored with: its columns' preference to fit each content view
/// (``LayoutRule/gridColumnsFitEachView``) only shares that width out among its columns, the column with the
/// fewest views taking the rest, and never narrows the grid itself, however many views its columns hold.
@Suite("Grid view stored width")
struct GridStoredWidthTests {
    @Test("a grid in a leading-aligned stack keeps its stored width; its one-view column takes the rest")
    func keepsStoredWidth() throws {
        let laid = try LaidOut("GridStoredWidth.xib", root: "Gsw-Rt-001")
        #expect(close(laid.frame("Gsw-Gv-003"), 0, 0, 360, 76))
        // The first column as wide as its widest view (60), its views on its trailing edge; the second, with
        // one view, takes the other 292 points.
        #expect(close(laid.frame("Gsw-Cv-011"), 20, 56, 40, 20))
        #expect(close(laid.frame("Gsw-Cv-013"), 10, 28, 50, 20))
        #expect(close(laid.frame("Gsw-Cv-015"), 0, 0, 60, 20))
        #expect(close(laid.frame("Gsw-Cv-012"), 68, 56, 100, 20))
    }

    @Test("switched off, the one-view column no longer takes the extra width")
    func switchedOff() throws {
        var engine = LayoutEngine()
        engine.rules = .all(except: .gridColumnsFitEachView)
        let laid = try LaidOut("GridStoredWidth.xib", root: "Gsw-Rt-001", engine: engine)
        #expect(!close(laid.frame("Gsw-Cv-012"), 68, 56, 100, 20))
    }
}
