import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The bottom layout guide of a sheet in a document without safe-area layout guides
/// (``LayoutRule/sheetLegacyGuidesNoHomeIndicator``): from Xcode 15, Interface Builder draws a controller reached
/// by a modal segue on a sheet's canvas 10 points shorter than the screen, below no status bar
/// (``LayoutRule/sheetCanvasNoStatusBar``), and, when the controller lays out with the legacy top and bottom layout
/// guides, with no home indicator above its bottom: its `bottomLayoutGuide` is at the root's bottom edge. Stored
/// frames of three projects' Xcode 15 to 26 storyboards put views pinned to that guide so (the rule's doc comment
/// names them); a full-screen controller keeps the home indicator.
///
/// `SheetLegacyGuides15.storyboard` is an Xcode 15 document of the 414 × 896 iPhone 11 that does not use safe
/// areas: a full-screen controller whose title sits 20 points below its top layout guide (y = 68, below the 48-point
/// status bar) and whose button sits 20 points above its bottom layout guide (y = 788, above the 34-point home
/// indicator) presents a controller on a 414 × 886 sheet whose title sits 18 points below its top layout guide
/// (y = 18) and whose button sits 36 points above its bottom layout guide (y = 796, the guide at y = 886).
@Suite("Sheets with legacy layout guides")
struct SheetLegacyGuideTests {
    static let file = "SheetLegacyGuides15.storyboard"

    @Test("the sheet's root view has neither status bar nor home indicator")
    func sheetInsets() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Sls-Rt-004") == LayoutInsets())
    }

    @Test("the full-screen controller keeps the status bar and the home indicator")
    func fullScreen() throws {
        #expect(
            try LayoutFixtures.simulatedInsets(in: Self.file, root: "Slf-Rt-004") == LayoutInsets(top: 48, bottom: 34))
    }

    @Test("the views are where IB stored them")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("off, the sheet's button moves 34 points up, above a home indicator")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .sheetLegacyGuidesNoHomeIndicator))
                == ["Sls-Bt-007"])
    }
}
