import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The navigation bar of an Xcode 26 sheet, stored a few points below the sheet's top
/// (``LayoutRule/sheetNavigationBarOffsetXcode26``): the controllers below it have their safe area's top at the
/// stored bar's bottom. GoMap's and IOS-nRF-Mesh-Library's sheets pin views below it; Delta stores its sheet's bar at
/// the same offset.
///
/// `UIKitController/SheetNavigationBarXcode26.storyboard` is an Xcode 26 document (tools version 24765) of the
/// iPhone 15: a full-screen controller presents a navigation controller on a sheet, whose 54-point bar is stored at
/// y = 16; the root's box, 393 × 793 on the sheet's canvas, sits 8 points below its safe area's top, stored 78 points
/// down (16 + 54 + 8).
@Suite("Xcode 26 sheets' navigation bars below the sheet's top")
struct UIKitControllerSheetNavigationBarXcode26Tests {
    static let file = "UIKitController/SheetNavigationBarXcode26.storyboard"

    @Test("every view is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the sheet's root has its safe area's top at the stored bar's bottom")
    func barBottom() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Sxr-Rt-002")?.top == 70)
    }

    @Test("off, the bar is at the sheet's top edge and the box moves up")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .sheetNavigationBarOffsetXcode26))
                == ["Sxr-Bx-003"])
    }
}
