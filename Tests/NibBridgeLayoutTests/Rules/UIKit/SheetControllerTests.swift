import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Storyboard controllers drawn on a sheet's canvas (``LayoutRule/sheetCanvasNoStatusBar``): from iOS 13, a
/// controller presented modally on an iPhone shows as a card sheet that starts below the status bar, so views
/// pinned to its safe area's top have no status bar above them. Three projects store it: element-ios's page
/// sheets of 414 × 842 on the iPhone 11 (safe area at y = 0), Eureka's and passforios' modally presented forms
/// (their navigation bar only above the safe area).
///
/// `SheetControllers.storyboard` is an Xcode 13 document of the 414 × 896 iPhone 11: a full-screen controller
/// with a box 8 points below its safe area's top (52 points down, below the 44-point status bar) presenting a
/// 414 × 842 controller by a modal segue, and a 414 × 842 controller whose simulated size is a page sheet, each
/// with a box 16 points below its safe area's top (16 points down). A 414 × 268 controller instantiated from code
/// stores a `freeformSize` without freeform metrics: it is not a sheet, and its box 8 points below its safe area's
/// top is 52 points down, below the status bar (OctoPod's, AdguardForiOS' and canvas-ios' short controllers).
@Suite("Sheet controllers")
struct SheetControllerTests {
    static let file = "SheetControllers.storyboard"

    @Test("every box is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("a sheet has no status bar above its safe area; a full-screen controller has")
    func statusBar() throws {
        #expect(try insets(of: "Shf-Rt-002")?.top == 44)
        #expect(try insets(of: "Shp-Rt-002")?.top == 0)
        #expect(try insets(of: "Shm-Rt-002")?.top == 0)
        #expect(try insets(of: "Shp-Rt-002")?.bottom == 34)
        #expect(try insets(of: "Shz-Rt-002")?.top == 44)
    }

    @Test("off, the sheets get the device's status bar and their boxes move down")
    func withoutTheRule() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .sheetCanvasNoStatusBar))
                == ["Shm-Bx-003", "Shp-Bx-003"])
    }

    /// The safe-area insets IB simulated for a root view of the fixture.
    private func insets(of id: String) throws -> LayoutInsets? {
        try LayoutFixtures.simulatedInsets(in: Self.file, root: id)
    }
}
