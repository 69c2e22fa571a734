import NibBridgeLayout
import NibBridgeLoader
import Testing

/// A controller's root view shorter than a notched iPhone's screen by exactly its status bar, below no navigation
/// bar (``LayoutRule/shortByStatusBarKeepsStatusBar``): IB lays it out from the screen's top-left corner, below the
/// status bar and above the home indicator only as far as it reaches down to it, not on a sheet's canvas.
/// AdguardForiOS', GoMap's and green_ios' stored frames pin views below that status bar.
///
/// `UIKitController/ShortByStatusBar.storyboard` is an Xcode 13 document (tools version 19162) of the iPhone 11: a
/// full-screen controller shows, by a `show` segue and with no navigation controller, a controller whose root is
/// 414 × 852 (896 less the 44-point status bar); its top box sits 8 points below its safe area's top, stored 52
/// points down, and its bottom box on its safe area's bottom, stored at the root's bottom edge.
@Suite("Controllers shorter than the screen by its status bar")
struct UIKitControllerShortByStatusBarTests {
    static let file = "UIKitController/ShortByStatusBar.storyboard"

    @Test("every view is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the short root keeps the status bar and reaches no home indicator")
    func statusBar() throws {
        let insets = try LayoutFixtures.simulatedInsets(in: Self.file, root: "Sss-Rt-002")
        #expect(insets?.top == 44)
        #expect(insets?.bottom == 0)
    }

    @Test("off, the root is a sheet's: no status bar, the whole home indicator, both boxes move")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .shortByStatusBarKeepsStatusBar))
                == ["Sss-Bm-005", "Sss-Tp-003"])
    }
}
