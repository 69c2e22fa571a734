import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Storyboard controllers of Xcode 10 and earlier as wide as the screen but no taller than an iPhone in landscape
/// (``LayoutRule/compactRootsBeforeXcode11``): on an iPhone with a home button IB draws them without the status bar,
/// their safe area's top at their root view's top. shopapp-ios', BusMedellin's and tensorflow's embedded children and
/// PopcornTimeTV's modally presented controller store it; taller embedded children keep the status bar (RocketChat's,
/// XLPagerTabStrip's).
///
/// `UIKitController/CompactRoots10.storyboard` is an Xcode 10.1 document of the iPhone 8 with safe areas: a home
/// controller embedding a 375 × 128 banner, a box 10 points below its safe area's top (stored 10 points down), and a
/// 375 × 497 page with the same box (stored 30 points down: 20 for the status bar).
@Suite("Compact storyboard roots before Xcode 11")
struct UIKitControllerCompactRootTests {
    static let file = "UIKitController/CompactRoots10.storyboard"

    @Test("every view is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("a root up to 414 points tall has no status bar; a taller one and the full screen keep it")
    func statusBar() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Crs-Rt-002")?.top == 0)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Crt-Rt-002")?.top == 20)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Crp-Rt-002")?.top == 20)
    }

    @Test("off, the banner is below the status bar and its box moves down")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .compactRootsBeforeXcode11))
                == ["Crs-Bx-003"])
    }
}
