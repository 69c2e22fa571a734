import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Storyboard controllers of Xcode 10 and earlier drawn at their own size no taller than an iPhone in landscape
/// (``LayoutRule/compactFreeformControllersBeforeXcode11``): on an iPhone with a home button IB draws them without
/// the status bar, their safe area's top at their root view's top. LN-Zap's and OctoPod's today widgets,
/// appcenter's extension and AudioKit Synth One's landscape-sized controllers store it; taller ones keep the status
/// bar whether they extend under top bars or not (Slide's action extension, AppAuth's unextended extensions).
///
/// `UIKitController/CompactFreeform10.storyboard` is an Xcode 10.1 document of the iPhone 8 with safe areas: a
/// 320 × 110 today widget whose `edgesForExtendedLayout` is empty, as Xcode's template writes it, with a box 10
/// points below its safe area's top (stored 10 points down); a 320 × 600 freeform controller with the same empty
/// `edgesForExtendedLayout` and the same box (stored 30 points down: 20 for the status bar); and a 667 × 375
/// freeform controller extending under top bars with the same box (stored 10 points down).
@Suite("Compact freeform storyboard controllers before Xcode 11")
struct UIKitControllerCompactFreeformTests {
    static let file = "UIKitController/CompactFreeform10.storyboard"

    @Test("every view is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("controllers up to 414 points tall have no status bar; a taller one keeps it, extending or not")
    func statusBar() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Ufw-Rt-002")?.top == 0)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Ufl-Rt-002")?.top == 0)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Ufe-Rt-002")?.top == 20)
    }

    @Test("off, the compact controllers are below the status bar and their boxes move down")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: Self.file, rules: .all(except: .compactFreeformControllersBeforeXcode11))
                == ["Ufl-Bx-003", "Ufw-Bx-003"])
    }
}
