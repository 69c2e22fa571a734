import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Embedded children (``LayoutRule/embeddedChildrenKeepStatusBar``): a controller that another embeds in a container
/// view is not drawn on a sheet's canvas however short its root view, and keeps the device's status bar above its
/// safe area. RocketChat's and XLPagerTabStrip's embedded children (Xcode 9 and 10, 375 points wide, shorter than the
/// iPhone 8) store 20 points, habitica-ios' intro steps (Xcode 15, 320 × 513 on the 320 × 568 iPhone) 20 points and
/// arcgis-runtime-samples' barrier options (Xcode 12, 414 × 150 on the iPhone 11) 44 points.
///
/// `UIKitController/EmbeddedChildren.storyboard` is an Xcode 13 document of the iPhone 11: a full-screen controller
/// with a 150-point container view at its top, the 414 × 150 controller it embeds with a box at its safe area's top
/// (44 points down), and a 414 × 842 controller no segue leads to, drawn on a sheet's canvas, with a box 16 points
/// below its safe area's top (16 points down, below no status bar).
@Suite("Embedded child controllers")
struct UIKitControllerEmbeddedChildTests {
    static let file = "UIKitController/EmbeddedChildren.storyboard"

    @Test("every box is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the embedded child keeps the status bar; the shorter root no segue leads to is a sheet's")
    func statusBar() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Emc-Rt-002")?.top == 44)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Ems-Rt-002")?.top == 0)
    }

    @Test("off, the embedded child is drawn on a sheet's canvas and its box moves up")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .embeddedChildrenKeepStatusBar))
                == ["Emc-Bx-003"])
    }
}
