import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The status bar of Xcode 6 and 7's size-class canvas (``LayoutRule/sizeClassCanvasStatusBar``): a storyboard
/// that names no device draws its scenes on the 600 × 600 wAny hAny canvas, whose simulated status bar is shown
/// by default; `UIViewController.topLayoutGuide` is "the bottom of the status bar, if visible" (Apple's
/// documentation), 20 points down.
///
/// `SizeClassCanvas7.storyboard` is an Xcode 7.3 document without a `<device>`: two 600 × 600 controllers with a
/// 60-point header 60 points below their top layout guide, stored at y = 80 in the one and at y = 60 in the one
/// whose simulated metrics set the status bar to none.
@Suite("Size-class canvas status bar")
struct SizeClassCanvasTests {
    static let file = "SizeClassCanvas7.storyboard"

    @Test("the square root view has the 20-point status bar above its top layout guide")
    func statusBar() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Scc-Rt-004") == LayoutInsets(top: 20))
        let laid = try LaidOut(Self.file, root: "Scc-Rt-004", safeAreaInsets: LayoutInsets(top: 20))
        #expect(close(laid.frame("Scc-Hd-005"), 0, 80, 600, 60))
    }

    @Test("a controller whose status bar is set to none has no inset")
    func statusBarNone() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Scc-Rt-024") == LayoutInsets())
    }

    @Test("the headers are where IB stored them")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("off, the square root view has no status bar: its header moves 20 points up")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .sizeClassCanvasStatusBar))
                == ["Scc-Hd-005"])
    }
}
