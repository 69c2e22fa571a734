import NibBridgeLayout
import NibBridgeLoader
import Testing

/// tvOS has no bottom bars (``LayoutRule/bottomBarInsets`` leaves tvOS out): the tvOS SDK marks `UIToolbar`
/// (UIToolbar.h: `NS_CLASS_AVAILABLE_IOS(2_0) __TVOS_PROHIBITED @interface UIToolbar`) and
/// `hidesBottomBarWhenPushed` (UINavigationController.h, "when this view controller is pushed into a controller
/// hierarchy with a bottom bar (like a tab bar)") as prohibited, and tvOS's tab bar is at the top of the screen.
/// A simulated toolbar left in a tvOS storyboard's simulated metrics draws nothing and insets nothing.
///
/// `TVToolbars.storyboard` is an Xcode 16 document of the Apple TV: a full-screen controller that simulates a
/// toolbar, its artwork (3:4) and description pinned 11 and 20 points inside its safe area, stored as far
/// down as the 60-point overscan inset alone allows (the description's bottom at 1000, 20 points above the
/// safe area's 1020).
@Suite("tvOS bottom bars")
struct TVBottomBarTests {
    static let file = "TVToolbars.storyboard"

    @Test("the controller's safe area is the overscan's alone, with no toolbar below it")
    func overscanOnly() throws {
        let insets = try LayoutFixtures.simulatedInsets(in: Self.file, root: "Tvb-Rt-004")
        #expect(insets == LayoutInsets(top: 60, left: 80, bottom: 60, right: 80))
    }

    @Test("the artwork and description are where IB stored them")
    func reproduced() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(
            Self.file, root: "Tvb-Rt-004", safeAreaInsets: LayoutInsets(top: 60, left: 80, bottom: 60, right: 80))
        #expect(close(laid.frame("Tvb-Im-005"), 100, 71, 696, 928))
        #expect(close(laid.frame("Tvb-Tx-007"), 866, 71, 954, 929))
    }

    @Test("a 44-point toolbar inset, as on iOS, would lift the description's bottom and shrink the artwork")
    func withAToolbarInset() throws {
        let laid = try LaidOut(
            Self.file, root: "Tvb-Rt-004", safeAreaInsets: LayoutInsets(top: 60, left: 80, bottom: 104, right: 80))
        #expect(close(laid.frame("Tvb-Im-005"), 100, 71, 663, 884))
        #expect(!close(laid.frame("Tvb-Tx-007"), 866, 71, 954, 929))
    }
}
