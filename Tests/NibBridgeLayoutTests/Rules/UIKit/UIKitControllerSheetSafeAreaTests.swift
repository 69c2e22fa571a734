import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Sheets of documents using safe areas from Xcode 15 (``LayoutRule/sheetSafeAreaNoHomeIndicator``): IB draws no home
/// indicator above a sheet's bottom, as it draws none for legacy layout guides. IOS-nRF-Mesh-Library's 414 × 848
/// sheets (Xcode 26, iPhone 11) and green_ios' 393 × 783 and 393 × 793 sheets (Xcode 26, iPhone 15) pin views to the
/// safe area's bottom at the root's bottom edge; Provenance's 375 × 718 game library, shorter than any sheet, keeps
/// the home indicator.
///
/// `UIKitController/SheetSafeAreas.storyboard` is an Xcode 26 document of the iPhone 11 using safe areas: a
/// 414 × 848 controller no segue leads to (a sheet's canvas), below a simulated navigation bar as nRF Mesh's sheets
/// are (56 points on a sheet; without a bar, a root shorter than the screen by its status bar keeps the status bar:
/// ``LayoutRule/shortByStatusBarKeepsStatusBar``), with a box 16 points below its safe area's top (72 down) and one
/// at its safe area's bottom (the root's bottom edge), and a 414 × 700 controller, shorter than a sheet
/// starting 10 points below the status bar can be, with the same boxes (the bottom one 68 points above the root's
/// bottom: Xcode 26's doubled home indicator).
@Suite("Sheets with safe areas")
struct UIKitControllerSheetSafeAreaTests {
    static let file = "UIKitController/SheetSafeAreas.storyboard"

    @Test("every box is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the sheet has no home indicator; the shorter root keeps it")
    func homeIndicator() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Sfs-Rt-002")?.bottom == 0)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Sfb-Rt-002")?.bottom == 68)
    }

    @Test("off, the sheet keeps the home indicator and its bottom box moves up")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .sheetSafeAreaNoHomeIndicator))
                == ["Sfs-Bx-004"])
    }
}
