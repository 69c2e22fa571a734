import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Sheets of Xcode 14.3 documents using safe areas (``LayoutRule/tenPointSheetsNoHomeIndicator``): IB draws the sheet
/// 10 points shorter than the screen, as Xcode 15 does, and no home indicator above its bottom. ConnectyCube's chat
/// sample (393 × 842 on the iPhone 14) and Scandit's MatrixScan sample (414 × 886 on the iPhone 11) pin tables and
/// buttons to the safe area's bottom at the root's bottom edge.
///
/// `UIKitController/SheetSafeAreasXcode143.storyboard` is a tools-version 21701 document of the 393 × 852 iPhone 14
/// using safe areas: a full-screen controller with a button at its safe area's bottom (34 points above the screen's
/// bottom) presenting a 393 × 842 controller (a sheet's canvas) with a box 16 points below its safe area's top (16
/// down: a sheet has no status bar) and one 40 points above its safe area's bottom (the root's bottom edge).
@Suite("Sheets of Xcode 14.3 with safe areas")
struct UIKitControllerTenPointSheetTests {
    static let file = "UIKitController/SheetSafeAreasXcode143.storyboard"

    @Test("every view is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the sheet has no home indicator; the full-screen controller keeps it")
    func homeIndicator() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Tsh-Rt-002")?.bottom == 0)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Tps-Rt-002")?.bottom == 34)
    }

    @Test("off, the sheet keeps the home indicator and its bottom box moves up")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .tenPointSheetsNoHomeIndicator))
                == ["Tsh-Bx-004"])
    }
}
