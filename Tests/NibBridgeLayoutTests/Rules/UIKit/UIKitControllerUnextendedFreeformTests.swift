import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Freeform storyboard controllers of Xcode 10 and earlier that do not extend under top bars
/// (``LayoutRule/unextendedFreeformControllersBeforeXcode11``): IB draws them below the status bar, their safe
/// area's top at their root view's top. LN-Zap's and OctoPod's today widgets and appcenter's extension (Xcode 10.1,
/// iPhone 8) store it; a freeform controller that extends under top bars (Slide's action extension) keeps the
/// status bar.
///
/// `UIKitController/UnextendedFreeform10.storyboard` is an Xcode 10.1 document of the iPhone 8 with safe areas: a
/// 320 × 110 today widget whose `edgesForExtendedLayout` is empty, as Xcode's template writes it, with a box 10
/// points below its safe area's top (stored 10 points down), and a 320 × 110 controller that extends under top bars
/// with the same box (stored 30 points down: 20 for the status bar).
@Suite("Unextended freeform storyboard controllers before Xcode 11")
struct UIKitControllerUnextendedFreeformTests {
    static let file = "UIKitController/UnextendedFreeform10.storyboard"

    @Test("every view is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("a controller not extending under top bars has no status bar; one extending under them keeps it")
    func statusBar() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Ufw-Rt-002")?.top == 0)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Ufe-Rt-002")?.top == 20)
    }

    @Test("off, the widget is below the status bar and its box moves down")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: Self.file, rules: .all(except: .unextendedFreeformControllersBeforeXcode11)) == ["Ufw-Bx-003"])
    }
}
