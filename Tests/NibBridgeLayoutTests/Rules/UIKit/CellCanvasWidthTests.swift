import NibBridgeLayout
import Testing

/// The width a table cell's side margins follow in the documents of Xcode 26 and on a xib's own canvas.
///
/// `CellsXcode26Widths.xib`, an Xcode 26 document of the 375-point iPhone 8, stores its 320-point cell's and
/// its 414-point cell's labels 16 points in, as Xcode 26's cells in tables of 375 points or less do: Xcode 26
/// keeps the side margins by width (``LayoutRule/xcode26CellMarginsByWidth``).
///
/// `CellsCanvasScreenWidth.xib`, an Xcode 13 document of the 414-point iPhone 11, stores its 331-point cell's
/// label 20 points in and its 320-point cell's 16: a canvas cell wider than 320 points counts as the screen's
/// width (``LayoutRule/canvasCellsScreenWidth``).
@Suite("Cell widths on the canvas and in Xcode 26")
struct CellCanvasWidthTests {

    @Test("Xcode 26 gives a cell on a 375-point canvas 16-point side margins")
    func xcode26NarrowCanvas() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "CellsXcode26Widths.xib", rules: .all).isEmpty)
        let narrow = try LaidOut("CellsXcode26Widths.xib", root: "Cxw-Rt-001")
        #expect(close(narrow.frame("Cxw-Lb-003"), 16, 11.5, 288, 21))
        let wide = try LaidOut("CellsXcode26Widths.xib", root: "Cxx-Rt-001")
        #expect(close(wide.frame("Cxx-Lb-003"), 16, 11.5, 382, 21))
        // Off, every Xcode 26 cell has 20 points at its sides: both labels 4 points too far in at each side.
        #expect(
            LayoutFixtures.mismatchedIDs(in: "CellsXcode26Widths.xib", rules: .all(except: .xcode26CellMarginsByWidth))
                == ["Cxw-Lb-003", "Cxx-Lb-003"])
    }

    @Test("a canvas cell wider than 320 points takes the screen's 20-point margins; a 320-point cell its own 16")
    func narrowerThanScreen() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "CellsCanvasScreenWidth.xib", rules: .all).isEmpty)
        let wider = try LaidOut("CellsCanvasScreenWidth.xib", root: "Ccs-Rt-001")
        #expect(close(wider.frame("Ccs-Lb-003"), 20, 15.5, 291, 21))
        let plain = try LaidOut("CellsCanvasScreenWidth.xib", root: "Cct-Rt-001")
        #expect(close(plain.frame("Cct-Lb-003"), 16, 11.5, 288, 21))
        // Off, the 331-point cell counts as its own width, below 375 points: 16 at its sides.
        #expect(
            LayoutFixtures.mismatchedIDs(in: "CellsCanvasScreenWidth.xib", rules: .all(except: .canvasCellsScreenWidth))
                == ["Ccs-Lb-003"])
    }
}

/// `CellsWideCanvas10.xib`, an Xcode 10 document of the 375-point iPhone 8, stores its 600-point cell's label 20
/// points in and its 343-point cell's 16: Xcode 10 lays a canvas cell wider than the screen out at its own width
/// (``LayoutRule/wideCanvasCellsXcode10``).
@Suite("Wide cells on Xcode 10's canvas")
struct CellWideCanvasXcode10Tests {

    @Test("an Xcode 10 canvas cell wider than the screen takes its own width's 20-point margins")
    func widerThanScreen() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "CellsWideCanvas10.xib", rules: .all).isEmpty)
        let wide = try LaidOut("CellsWideCanvas10.xib", root: "Cwc-Rt-001")
        #expect(close(wide.frame("Cwc-Lb-003"), 20, 11.5, 560, 21))
        let narrow = try LaidOut("CellsWideCanvas10.xib", root: "Cwd-Rt-001")
        #expect(close(narrow.frame("Cwd-Lb-003"), 16, 11.5, 311, 21))
        // Off, the 600-point cell counts as the 375-point screen: 16 at its sides, its label 4 points too far out.
        #expect(
            LayoutFixtures.mismatchedIDs(in: "CellsWideCanvas10.xib", rules: .all(except: .wideCanvasCellsXcode10))
                == ["Cwc-Lb-003"])
    }
}
