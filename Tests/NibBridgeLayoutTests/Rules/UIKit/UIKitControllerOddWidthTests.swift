import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Storyboard controllers whose root view is not as wide as the phone's screen and that simulate no freeform size
/// (``LayoutRule/oddWidthControllersOnScreen``): IB draws them from the screen's top-left corner, below the device's
/// status bar, as it draws freeform controllers. MarqueeLabel (600 × 600 roots, 48 points on the iPhone 11 of
/// Xcode 15), SkyFloatingLabelTextField (a 400 × 600 pushed scene, 20 + 44 points on the iPhone 8 of Xcode 10),
/// eidolon (815 × 660, 20 points on the iPhone 8 of Xcode 9), green_ios and RadarCOVID (roots pinned to their
/// safe areas' tops) store it; embedded controllers and popovers' contents keep no insets.
///
/// `UIKitController/OddWidthControllers.storyboard` is an Xcode 10 document of the iPhone 8 with legacy layout guides:
/// a navigation controller's 400 × 600 root with a box 20 points below its top layout guide (stored 84 points down:
/// 20 for the status bar, 44 for the navigation bar) and a container below it; the 400 × 289 controller that
/// container embeds, with a box at its guide (0 points down); an 815 × 660 scene that no segue leads to, with a box
/// 60 points below its guide (80 down) and a button under it; and the 250 × 200 controller that button shows as a
/// popover, with a box 8 points below its guide (8 down). `UIKitController/OddWidthLandscape.storyboard` is the same
/// document drawn in landscape: its 667 × 375 root is as wide as the screen is tall and gets no status bar (a box 8
/// points below its guide, 8 down).
@Suite("Odd-width storyboard controllers")
struct UIKitControllerOddWidthTests {
    static let file = "UIKitController/OddWidthControllers.storyboard"
    static let landscape = "UIKitController/OddWidthLandscape.storyboard"

    @Test("every view is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("a root not as wide as the screen is below the status bar, and the navigation bar when it has one")
    func statusBar() throws {
        #expect(try insets(of: "Owa-Rt-002")?.top == 64)
        #expect(try insets(of: "Owb-Rt-002")?.top == 20)
    }

    @Test("an embedded controller and a popover's content have no insets")
    func embeddedAndPopover() throws {
        #expect(try insets(of: "Owe-Rt-002") == .zero)
        #expect(try insets(of: "Owp-Rt-002") == .zero)
    }

    @Test("a landscape document's root is not below a portrait status bar")
    func landscape() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.landscape, rules: .all).isEmpty)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.landscape, root: "Owl-Rt-002") == .zero)
    }

    @Test("off, the odd-width roots get the insets of their sizes, none, and their views move up")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .oddWidthControllersOnScreen))
                == ["Owa-Bx-003", "Owa-Cv-004", "Owb-Bt-004", "Owb-Bx-003"])
    }

    /// The safe-area insets IB simulated for a root view of the fixture.
    private func insets(of id: String) throws -> LayoutInsets? {
        try LayoutFixtures.simulatedInsets(in: Self.file, root: id)
    }
}
