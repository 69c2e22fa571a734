import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The margins of a controller's xib view saved before Xcode 9 (``LayoutRule/classicXibRootMargins``).
///
/// `ClassicXibRootMargins7.xib` (Xcode 7.3, tools version 10117) is a controller's own xib: its File's Owner holds the
/// 320 × 480 top-level view as its `view`, and a 40-point box is pinned to that view's side margins and centred
/// vertically, stored 8 points in (304 wide), a plain view's margins. With the rule off the view gets a controller
/// root's system minimum, 16 points, and the box narrows to 288.
@Suite("Margins of a controller's xib view before Xcode 9")
struct ClassicXibRootMarginTests {
    static let fixture = "ClassicXibRootMargins7.xib"

    @Test("the xib's view keeps 8-point side margins: the box sits 8 points in")
    func plainMargins() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.fixture, rules: .all).isEmpty)
    }

    @Test("off, the view gets the 16-point system minimum of a controller's root: the box narrows")
    func withoutClassicXibRootMargins() {
        let rules = LayoutRules.all(except: .classicXibRootMargins)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.fixture, rules: rules) == ["Cxm-Bx-003"])
    }
}
