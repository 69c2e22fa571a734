import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Storyboard controllers with a freeform simulated size (``LayoutRule/freeformStoryboardControllers``): IB lays
/// their root views out from the screen's top-left corner, as it lays out a controller's own freeform xib, so
/// views pinned to the safe area's top sit below the device's status bar. Three projects store it: ProtonVPN's
/// 341 × 137 widget on the iPhone 11 (44 points), blink's 758 × 703 file-provider view on the iPhone X (44)
/// and Hero's 320 × 440 views on the iPhone 8 (20, their top layout guide's bottom).
///
/// `FreeformControllers.storyboard` is an Xcode 13 document of the 414-point iPhone 11: a 341 × 137 freeform
/// controller with a box 8 points below its safe area's top (stored 52 points down), the same controller with
/// its status bar set to none (a safe area keeps the device's: 52 points down too), and a 200 × 200 controller
/// without freeform metrics (a size IB gives a popover: no insets, 8 points down).
/// `FreeformControllersGuides.storyboard` is an Xcode 10 document of the iPhone 8 without safe areas: a
/// 320 × 440 freeform controller with a box 8 points below its top layout guide (28 points down), and a
/// 320 × 300 one with its status bar set to none (8 points down, as FSCalendar's today widget).
@Suite("Freeform storyboard controllers")
struct FreeformStoryboardControllerTests {
    static let file = "FreeformControllers.storyboard"
    static let guides = "FreeformControllersGuides.storyboard"

    @Test("every box is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.guides, rules: .all).isEmpty)
    }

    @Test("a freeform controller has the device's status bar above its safe area, even with the bar set to none")
    func statusBar() throws {
        #expect(try insets(of: "Ffw-Rt-002")?.top == 44)
        #expect(try insets(of: "Ffn-Rt-002")?.top == 44)
        #expect(try insets(of: "Ffo-Rt-002") == .zero)
    }

    @Test("without safe areas, the top layout guide is below the status bar unless the metrics set it to none")
    func layoutGuides() throws {
        #expect(try insets(of: "Fgs-Rt-004", in: Self.guides)?.top == 20)
        #expect(try insets(of: "Fgw-Rt-004", in: Self.guides)?.top == 0)
    }

    @Test("the box of the freeform controller is laid out below the status bar")
    func boxBelowTheStatusBar() throws {
        let laid = try LaidOut(Self.file, root: "Ffw-Rt-002", safeAreaInsets: insets(of: "Ffw-Rt-002"))
        #expect(close(laid.frame("Ffw-Bx-003"), 0, 52, 341, 40))
    }

    @Test("off, the freeform controllers get the insets of their own sizes, none, and their boxes move up")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .freeformStoryboardControllers))
                == ["Ffn-Bx-003", "Ffw-Bx-003"])
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.guides, rules: .all(except: .freeformStoryboardControllers))
                == ["Fgs-Bx-005"])
    }

    /// The safe-area insets IB simulated for a root view of the fixture.
    private func insets(of id: String, in file: String = Self.file) throws -> LayoutInsets? {
        try LayoutFixtures.simulatedInsets(in: file, root: id)
    }
}
