import NibBridgeLayout
import NibBridgeLoader
import Testing

/// A controller's root view shorter than a notched iPhone's screen by its status bar and 10 points more, saved by
/// Xcode 14 or later, below no navigation bar (``LayoutRule/statusBarAndSheetGapKeepsStatusBar``): IB lays it out
/// from the screen's top-left corner, below the status bar and above the home indicator only as far as it reaches
/// down to it, not on a sheet's canvas (Xcode 14's sheets are 10 points shorter than the screen). bm's, twilio's,
/// pia-foss' and green_ios' stored frames pin views below that status bar.
///
/// `UIKitController/StatusBarAndSheetGap.storyboard` is an Xcode 14 document (tools version 21507) of the iPhone 11
/// (48-point status bar): a full-screen controller shows, by a `show` segue and with no navigation controller, a
/// controller whose root is 414 × 838 (896 less 48 and 10); its top box sits 8 points below its safe area's top,
/// stored 56 points down, and its bottom box on its safe area's bottom, stored at the root's bottom edge.
@Suite("Controllers shorter than the screen by its status bar and a sheet's gap")
struct UIKitControllerStatusBarAndSheetGapTests {
    static let file = "UIKitController/StatusBarAndSheetGap.storyboard"

    @Test("every view is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the short root keeps the status bar and reaches no home indicator")
    func statusBar() throws {
        let insets = try LayoutFixtures.simulatedInsets(in: Self.file, root: "Sgs-Rt-002")
        #expect(insets?.top == 48)
        #expect(insets?.bottom == 0)
    }

    @Test("off, the root is a sheet's: no status bar, the whole home indicator, both boxes move")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .statusBarAndSheetGapKeepsStatusBar))
                == ["Sgs-Bm-005", "Sgs-Tp-003"])
    }
}
