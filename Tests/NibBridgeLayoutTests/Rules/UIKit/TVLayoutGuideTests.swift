import NibBridgeLayout
import NibBridgeLoader
import Testing

/// tvOS documents saved before Xcode 9 (``LayoutRule/tvOSGuidesBeforeSafeArea``): Apple's documentation of
/// `UIViewController.topLayoutGuide` says a controller outside a container constrains it "to indicate the
/// bottom of the status bar, if visible, or else to indicate the top edge of the view controller's view", and
/// tvOS shows no status bar; the overscan insets came with the safe area of tvOS 11 (UIView.h:
/// `safeAreaInsets API_AVAILABLE(ios(11.0),tvos(11.0))`; Xcode 9's release notes: the safe area keeps content
/// from being obscured "by the overscan region on tvOS").
///
/// `TVLayoutGuides.storyboard` is an Xcode 8.3 document of the Apple TV: a controller's 1920 × 1080 view
/// with a box 20 points below its top layout guide, 20 points above its bottom layout guide and 40 points in
/// from its sides, stored 20 points down and 1040 points tall, as in AliSoftware's Reusable tvOS demo.
@Suite("tvOS layout guides before the safe area")
struct TVLayoutGuideTests {
    static let file = "TVLayoutGuides.storyboard"

    @Test("the box is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the controller's view has no insets: its layout guides are at its edges")
    func noInsets() throws {
        #expect(try insets(of: "Tvg-Rt-004") == .zero)
        let laid = try LaidOut(Self.file, root: "Tvg-Rt-004", safeAreaInsets: insets(of: "Tvg-Rt-004"))
        #expect(close(laid.frame("Tvg-Bx-005"), 40, 20, 1840, 1040))
    }

    @Test("off, the view has the 60- and 80-point overscan insets and the box moves 60 points down")
    func withoutTheRule() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .tvOSGuidesBeforeSafeArea))
                == ["Tvg-Bx-005"])
        var engine = LayoutEngine()
        engine.rules = .all(except: .tvOSGuidesBeforeSafeArea)
        let laid = try LaidOut(
            Self.file, root: "Tvg-Rt-004", safeAreaInsets: LayoutInsets(top: 60, left: 80, bottom: 60, right: 80),
            engine: engine)
        #expect(close(laid.frame("Tvg-Bx-005"), 40, 80, 1840, 920))
    }

    /// The safe-area insets IB simulated for a root view of the fixture.
    private func insets(of id: String) throws -> LayoutInsets? {
        try LayoutFixtures.simulatedInsets(in: Self.file, root: id)
    }
}
