import NibBridgeLayout
import Testing

/// Xcode 9.3 and 9.4 give a table cell's content view the cell margins of Xcode 10 (``LayoutRule/cellMarginsXcode93``):
/// `CellsMargins93.xib`, an Xcode 9.4 document (tools version 13771) of the 375-point iPhone 8, stores a view pinned
/// to its 320-point cell's content view margins 16 points in from either side and 11 from the top and bottom.
@Suite("Cell margins of Xcode 9.3 and 9.4")
struct CellMarginsXcode93Tests {
    @Test("an Xcode 9.4 cell's content view has 16-point side margins and 11 at the top and bottom; off, UIKit's 8")
    func xcode94Cell() throws {
        try expectOnlyFrameLost(
            without: .cellMarginsXcode93, document: "CellsMargins93.xib", root: "Cm9-Rt-001", view: "Cm9-Vw-003",
            on: (16, 11, 288, 21.5), off: (8, 8, 304, 27.5))
    }
}
