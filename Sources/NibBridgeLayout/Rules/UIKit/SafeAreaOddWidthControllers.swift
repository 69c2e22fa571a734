import NibBridgeDocument
import NibBridgeLoader

/// The storyboard controllers whose root view is not as wide as the device's screen, without a freeform simulated
/// size (``LayoutRule/oddWidthControllersOnScreen``).
///
/// Interface Builder keeps the size a scene's root view was last given (Xcode 6's 600 × 600 canvas, a 400 × 600
/// or 815 × 660 scene left from an earlier freeform size) when the controller simulates an inferred size, and
/// draws it as it draws a freeform controller (``isFreeformStoryboardController(at:in:rules:)``): from the top-left
/// corner of the device's screen, below its status bar. Stored frames of five projects pin views to the top layout
/// guide or safe area of such a root, below the device's status bar (and the controller's navigation bar):
/// - MarqueeLabel's 600 × 600 tab and navigation roots (Xcode 15, iPhone 11): labels below a guide 48 and 92
///   points down (Xcode 14's 48-point status bar, then a 44-point bar);
/// - SkyFloatingLabelTextField's 400 × 600 pushed appearance scene (Xcode 10, iPhone 8): its first text field 20
///   points below a guide 64 points down;
/// - eidolon's 815 × 660 place-bid scene at the root of a form-sheet navigation controller hiding its bar (Xcode
///   9, iPhone 8): a title 60 points below a guide 20 points down;
/// - green_ios' 414-point withdraw and invoice scenes on the 402- and 393-point iPhones of Xcode 16 and 26, pinned
///   to their safe areas 124 and 118 points down (the doubled status bars of ``LayoutRule/doubledInsetsXcode26``);
/// - RadarCOVID's 414 × 1650 exposition scene (Xcode 12, iPhone X): a button 20 points below a safe area 44 points
///   down.
///
/// A root view of another iPhone's screen size is drawn on that iPhone's screen (``LayoutRule/otherPhoneScreenBars``),
/// and a landscape document's root views (`<device orientation="landscape">`, as wide as the screen is tall) are not
/// drawn below a portrait status bar.
/// A controller that another controller embeds (an `embed` segue's destination, laid out in a container view:
/// SkyFloatingLabelTextField's 400 × 289 table header stores its field at its guide, 0 points down) or shows as a
/// popover's content (RocketChat's 200-point drawing options) keeps the insets of its own size, none.
extension SimulatedMetrics {
    /// Whether the storyboard controller at `controller` has a root view with `frame`, on a phone whose portrait
    /// screen is `screen`, that is not as wide as the screen and that no landscape document, other iPhone's screen,
    /// freeform simulated size, `embed` segue or popover presentation explains
    /// (with ``LayoutRule/oddWidthControllersOnScreen``; always `false` without it).
    static func isOddWidthStoryboardController(
        frame: IBRect, at controller: Int, in nib: CompiledNib, screen: LayoutSize, rules: LayoutRules
    ) -> Bool {
        guard rules.contains(.oddWidthControllersOnScreen), nib.kind == .storyboard, controller >= 0,
            frame.width != screen.width, nib[controller].name.hasSuffix("Controller"),
            !nib.isHeldInLandscape,
            !nib[controller].children.contains(where: { nib[$0].name == "freeformSimulatedSizeMetrics" }),
            !SafeAreaDefaults.phonesByScreen.contains(where: {
                $0.screen == LayoutSize(width: frame.width, height: frame.height)
            })
        else { return false }
        return !isSegueDestination(controller, in: nib, kinds: ["embed", "popoverPresentation"])
    }

    /// Whether the controller at `controller` is the destination of a segue of one of `kinds` (`embed`,
    /// `popoverPresentation`, ...) in its storyboard (``segueKinds(in:)``, read once per nib).
    static func isSegueDestination(_ controller: Int, in nib: CompiledNib, kinds: Set<String>) -> Bool {
        guard controller >= 0, let id = nib[controller].attributes["id"] else { return false }
        return !(segueKinds(in: nib)[id] ?? []).isDisjoint(with: kinds)
    }
}
