import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The navigation bar of a controller drawn on a sheet's canvas (``LayoutRule/sheetNavigationBars``): from iOS 13
/// a controller presented modally on an iPhone shows as a card sheet below the status bar, and a standard
/// navigation bar on it is 56 points tall; Interface Builder stores the presented navigation controller's bar so
/// and lays the sheet's controllers out below it.
///
/// `SheetNavigationBars.storyboard` is an Xcode 14 document of the 414 × 896 iPhone 11: a full-screen controller
/// whose button, 8 points below its safe area's top, sits below the 48-point status bar (y = 56), presenting a
/// navigation controller (its bar stored 56 points tall) whose root, on the 414 × 842 sheet, stores its summary
/// 8 points below its safe area's top at y = 64.
@Suite("Sheet navigation bars")
struct SheetNavigationBarTests {
    static let file = "SheetNavigationBars.storyboard"

    @Test("the sheet's root view has the 56-point bar above its safe area, and no status bar")
    func sheetBar() throws {
        #expect(
            try LayoutFixtures.simulatedInsets(in: Self.file, root: "Snd-Rt-002") == LayoutInsets(top: 56, bottom: 34))
        let laid = try LaidOut(Self.file, root: "Snd-Rt-002", safeAreaInsets: LayoutInsets(top: 56, bottom: 34))
        #expect(close(laid.frame("Snd-Bx-003"), 16, 64, 382, 120))
    }

    @Test("the full-screen controller keeps the status bar alone")
    func fullScreen() throws {
        #expect(
            try LayoutFixtures.simulatedInsets(in: Self.file, root: "Snb-Rt-002") == LayoutInsets(top: 48, bottom: 34))
    }

    @Test("the views are where IB stored them")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("off, the sheet's bar is 44 points tall and the summary moves 12 points up")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .sheetNavigationBars)) == ["Snd-Bx-003"])
    }
}
