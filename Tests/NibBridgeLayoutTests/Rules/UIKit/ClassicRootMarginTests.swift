import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The layout margins of storyboards saved by Xcode 6 and 7 on the size-class canvas.
///
/// - ``LayoutRule/boundsMarginsBeforeXcode9``: `insetsLayoutMarginsFromSafeArea` and the safe area are iOS 11 API
///   (Apple's documentation: "iOS 11.0+"), so an Xcode before 9 measures the margins from the bounds: a view pinned
///   to the root's top margin sits at the root's top edge, not below the status bar.
/// - ``LayoutRule/xcode6CanvasRootMargins``: a controller's root view on Xcode 6's 600 × 600 canvas (iOS 8 SDK) has
///   16-point side margins; Xcode 7 (iOS 9 SDK) gives it the 20 points of a view 400 points wide or more.
///
/// `ClassicRootMargins6.storyboard` (Xcode 6.3, tools version 7531) and `CanvasRootMargins7.storyboard` (Xcode 7.3,
/// 10117) name no device: each holds a 600 × 600 root view below the canvas's status bar, a 12-point banner pinned to
/// its top margin stored at y = 0 and a box pinned to its side margins, stored 16 points in (568 wide) in the Xcode 6
/// document and 20 points in (560 wide) in the Xcode 7 one.
@Suite("Layout margins before Xcode 9 and on Xcode 6's canvas")
struct ClassicRootMarginTests {
    static let xcode6 = "ClassicRootMargins6.storyboard"
    static let xcode7 = "CanvasRootMargins7.storyboard"

    @Test("Xcode 6: the root's margins are 16 points at the sides and none at the top, below the status bar")
    func xcode6Margins() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.xcode6, root: "Crm-Rt-004") == LayoutInsets(top: 20))
        let laid = try LaidOut(Self.xcode6, root: "Crm-Rt-004", safeAreaInsets: LayoutInsets(top: 20))
        #expect(close(laid.frame("Crm-Bn-005"), 0, 0, 600, 12))
        #expect(close(laid.frame("Crm-Fd-007"), 16, 40, 568, 30))
    }

    @Test("Xcode 7: the 600-point root has 20-point side margins, still measured from its bounds")
    func xcode7Margins() throws {
        let laid = try LaidOut(Self.xcode7, root: "Crn-Rt-004", safeAreaInsets: LayoutInsets(top: 20))
        #expect(close(laid.frame("Crn-Bn-005"), 0, 0, 600, 12))
        #expect(close(laid.frame("Crn-Fd-007"), 20, 40, 560, 30))
    }

    @Test("the views are where IB stored them")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.xcode6, rules: .all).isEmpty)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.xcode7, rules: .all).isEmpty)
    }

    @Test("off, the margins are measured from the safe area: the banners move below the status bar")
    func withoutBoundsMargins() {
        let rules = LayoutRules.all(except: .boundsMarginsBeforeXcode9)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.xcode6, rules: rules) == ["Crm-Bn-005"])
        #expect(LayoutFixtures.mismatchedIDs(in: Self.xcode7, rules: rules) == ["Crn-Bn-005"])
    }

    @Test("off, Xcode 6's 600-point root has the 20-point system minimum margins: its box narrows")
    func withoutXcode6Margins() {
        let rules = LayoutRules.all(except: .xcode6CanvasRootMargins)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.xcode6, rules: rules) == ["Crm-Fd-007"])
        #expect(LayoutFixtures.mismatchedIDs(in: Self.xcode7, rules: rules).isEmpty)
    }
}
