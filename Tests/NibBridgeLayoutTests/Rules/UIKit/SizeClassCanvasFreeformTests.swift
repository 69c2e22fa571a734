import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The status bar above a freeform controller of Xcode 6 and 7's size-class canvas
/// (``LayoutRule/freeformSizeClassCanvasStatusBar``): `SizeClassCanvasFreeform7.storyboard`, an Xcode 7 document
/// without a `<device>`, holds a 320 × 900 controller of freeform simulated size whose form is pinned 8 points below
/// its top layout guide and down to its bottom one; IB stores it at y = 28, below the simulated 20-point status bar.
@Suite("Size-class canvas status bar of freeform controllers")
struct SizeClassCanvasFreeformTests {
    static let file = "SizeClassCanvasFreeform7.storyboard"

    @Test("the freeform root view has the 20-point status bar above its top layout guide")
    func statusBar() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.file, root: "Scf-Rt-004") == LayoutInsets(top: 20))
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("off, only a 600 × 600 root gets the status bar: the form moves 20 points up and grows")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .freeformSizeClassCanvasStatusBar))
                == ["Scf-Hd-005"])
    }
}
