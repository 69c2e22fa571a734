import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import Testing

/// How containers place their content: AppKit grid views, stack views' hidden views, scroll views'
/// document views and tables, and UIKit table view cells' content margins.
@Suite("Container layout")
struct ContainerLayoutTests {
    @Test("a grid view's cells are its subviews, in document order")
    func gridContentViews() throws {
        let loaded = LayoutFixtures.load("Grid.xib")
        let grid = try #require(loaded.objectsByID["Grd-Gv-002"] as? LiveView)
        #expect(
            grid.subviews.map { $0.documentID ?? "" } == [
                "Grd-Lb-009", "Grd-Tf-012", "Grd-Lb-016", "Grd-Tf-019", "Grd-Ck-022",
            ])
    }

    @Test("a grid view sizes its columns and rows to their content and places each cell's view")
    func grid() throws {
        let laid = try LaidOut("Grid.xib", root: "Grd-Rt-001")
        // Columns 97 (the widest label's alignment rect) and 160 wide, 8 apart; rows 21, 21 and 16 tall.
        #expect(close(laid.frame("Grd-Gv-002"), 20, 106, 265, 74))
        // The first column places its labels on its trailing edge, on the text fields' first baselines.
        #expect(close(laid.frame("Grd-Lb-009"), 56, 56, 43, 16))
        #expect(close(laid.frame("Grd-Lb-016"), -2, 27, 101, 16))
        #expect(close(laid.frame("Grd-Tf-012"), 105, 53, 160, 21))
        #expect(close(laid.frame("Grd-Tf-019"), 105, 24, 160, 21))
        // The merged cell's check box spans both columns from the leading edge (its own placement).
        #expect(close(laid.frame("Grd-Ck-022"), -2, -1, 90, 18))
        // A view pinned below the grid follows the grid's content size.
        #expect(close(laid.frame("Grd-Lb-025"), 18, 78, 60, 16))
    }

    @Test("AppKit baselines: labels on whole points, centred control text, check boxes like labels")
    func appKitBaselines() throws {
        let laid = try LaidOut("Baselines.xib", root: "Bsl-Rt-001")
        // A 25-point pop-up button's text baseline sits 15 points below its frame's top, a label's 13.
        #expect(close(laid.frame("Bsl-Pu-004"), 81, 79, 120, 25))
        // An 18-point check box's title sits like a label's, 14 points down; a small label's 11.
        #expect(close(laid.frame("Bsl-Ck-008"), 18, 54, 80, 18))
        #expect(close(laid.frame("Bsl-Lb-010"), 104, 55, 50, 14))
        // A small text field centres its text as a regular one does: 14 points down its 19.
        #expect(close(laid.frame("Bsl-Tf-012"), 20, 26, 100, 19))
        #expect(close(laid.frame("Bsl-Lb-015"), 126, 28, 70, 16))
    }

    @Test("scroll views: a custom document view sits at the top of a clip view")
    func scrollViews() throws {
        let laid = try LaidOut("Containers.xib", root: "Cnt-Rt-001")
        // The clip view takes its document view's flippedness: not flipped for a custom class, so the
        // document view's frame is measured from the clip view's bottom.
        #expect(close(laid.frame("Cnt-Dv-004"), 0, 64, 150, 36))
        #expect(close(laid.frame("Cnt-Bx-005"), 8, 10, 60, 16))
    }

    @Test("AppKit stack views: detached hidden views at the top-left corner, empty stacks hug nothing")
    func stackViews() throws {
        let laid = try LaidOut("Containers.xib", root: "Cnt-Rt-001")
        #expect(close(laid.frame("Cnt-St-020"), 20, 60, 40, 20))
        #expect(close(laid.frame("Cnt-Av-021"), 0, 0, 40, 20))
        #expect(close(laid.frame("Cnt-Hv-024"), 0, 0, 30, 20))
        #expect(close(laid.frame("Cnt-St-027"), 100, 80, 0, 0))
    }

    @Test("Xcode 26 documents: controls of the new design fill their frames, classic frames keep insets")
    func macOS26Design() throws {
        let laid = try LaidOut("Modern.xib", root: "Mod-Rt-001")
        #expect(close(laid.frame("Mod-Pu-002"), 17, 56, 100, 25))  // a 25-point pop-up: the classic design
        #expect(close(laid.frame("Mod-Pu-006"), 121, 56, 80, 24))
        #expect(close(laid.frame("Mod-Sg-010"), 20, 28, 120, 24))
    }

    @Test("symbol images: square buttons and image views align the glyph, their frames reach past it")
    func symbolImages() throws {
        let laid = try LaidOut("Symbols.xib", root: "Sym-Rt-001")
        // 16-, 20- and 20-point-high buttons: the action frame 3 points beyond above and below, the remove
        // frame 2 short at the top and 3 at the bottom, the add frame 2 beyond.
        #expect(close(laid.frame("Sym-Bt-002"), 20, 61, 16, 22))
        #expect(close(laid.frame("Sym-Bt-004"), 44, 63, 20, 15))
        #expect(close(laid.frame("Sym-Bt-006"), 72, 58, 20, 24))
        // A 16-point action image view reaches 6.5 above and 4.5 below, the SF Symbol circle 3 each way; an
        // unconstrained one takes its stored frame less those insets as its intrinsic size.
        #expect(close(laid.frame("Sym-Iv-008"), 20, 23.5, 16, 27))
        #expect(close(laid.frame("Sym-Iv-010"), 44, 25, 16, 22))
        #expect(close(laid.frame("Sym-Iv-012"), 72, 27, 20, 20))
    }

    /// `Cells.xib` is a document of the 414-point iPhone 11: its 375-point cells and its 414-point cell have
    /// the screen's 20-point side margins (a cell wider than 320 points counts as the device's screen:
    /// `CellCanvasWidthTests`), 8 at the trailing side beside an accessory.
    @Test("table view cells: margins of the screen's width, 8 beside an accessory")
    func cellMargins() throws {
        #expect(close(try LaidOut("Cells.xib", root: "Cpl-Rt-001").frame("Cpl-Lb-003"), 20, 11.5, 335, 21))
        #expect(close(try LaidOut("Cells.xib", root: "Cac-Rt-001").frame("Cac-Lb-003"), 20, 11.5, 313, 21))
        #expect(close(try LaidOut("Cells.xib", root: "Cwd-Rt-001").frame("Cwd-Lb-003"), 20, 11.5, 374, 21))
    }
}

extension ContainerLayoutTests {
    @Test("a table view cell of an Xcode 11 document on the iPhone 8's canvas has 15-point side margins")
    func xcode11CellMargins() throws {
        #expect(close(try LaidOut("Cells11.xib", root: "C11-Rt-001").frame("C11-Lb-003"), 15, 11.5, 290, 21))
    }
}

extension ContainerLayoutTests {
    @Test("AppKit controls: combo box, round-rect and switch insets, background-drawing fields, stacks")
    func appKitControls() throws {
        let laid = try LaidOut("Controls.xib", root: "Ctl-Rt-001")
        // A regular combo box's field starts 2 points below its frame's top, a small one's 1.
        #expect(close(laid.frame("Ctl-Cb-002"), 20, 157, 100, 25))
        #expect(close(laid.frame("Ctl-Cs-003"), 125, 159, 80, 22))
        // A round-rect pop-up button's bezel stops a point above its frame's bottom.
        #expect(close(laid.frame("Ctl-Pu-004"), 210, 161, 90, 19))
        // A text field that draws its background has no label inset.
        #expect(close(laid.frame("Ctl-Tf-005"), 20, 135, 100, 16))
        // A switch's alignment rect is inset from its frame (1 at the top, 2 on the other sides).
        #expect(close(laid.frame("Ctl-Sw-006"), 18, 99, 42, 25))
        // A stack hugging its width at 1000 still leaves its labels whole.
        #expect(close(laid.frame("Ctl-St-008"), 20, 49, 76, 40))
        #expect(close(laid.frame("Ctl-Lb-009"), -2, 24, 80, 16))
        // An equal-spacing stack with nothing to spread over keeps its gaps at the spacing.
        #expect(close(laid.frame("Ctl-Es-011"), 200, 69, 68, 20))
        #expect(close(laid.frame("Ctl-Bv-022"), 38, 0, 30, 20))
    }
}
