import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The safe area of a freeform top-level view in a xib that does not use safe areas
/// (`UnguidedSafeAreaMargins.xib`, an Xcode 12 document of the iPhone 11): the 414 × 160 banner has no safe-area
/// guide, but its content, pinned to its leading, trailing and top margins, is stored 20 points in at the sides and
/// 44 points down, below the status bar: the margins are measured from the safe area.
@Suite("Margins from the safe area of a xib without safe areas")
struct UnguidedSafeAreaMarginTests {
    @Test("the content pinned to the top margin is below the status bar")
    func freeformXibMarginsFromSafeArea() {
        #expect(LayoutFixtures.mismatchedIDs(in: "UnguidedSafeAreaMargins.xib", rules: .all).isEmpty)
    }

    @Test("off, the banner has no safe area: its content is at its top edge")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: "UnguidedSafeAreaMargins.xib", rules: .all(except: .freeformXibMarginsFromSafeArea))
                == ["Usm-Ct-002"])
    }
}
