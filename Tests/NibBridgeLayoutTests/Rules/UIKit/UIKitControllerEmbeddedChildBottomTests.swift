import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Embedded children above the home indicator (``LayoutRule/embeddedChildrenReachHomeIndicator``): a controller that
/// another embeds, shorter than the phone's screen, is laid out from the screen's top-left corner, above the home
/// indicator only as far as it reaches down to it. arcgis-runtime-samples' 414 × 808 and 414 × 150 children,
/// AdguardForiOS' 414 × 852 activity children and Instructions' 414 × 652 profile child (Xcode 12 and 13, iPhone 11)
/// pin views to their safe areas' bottoms at their roots' bottom edges.
///
/// `UIKitController/EmbeddedChildBottom.storyboard` is an Xcode 13 document of the iPhone 11: a full-screen controller
/// with a 652-point container view at its top, and the 414 × 652 controller it embeds with a box at its safe area's
/// bottom (stored at the root's bottom edge, 612 points down).
@Suite("Embedded children above the home indicator")
struct UIKitControllerEmbeddedChildBottomTests {
    static let file = "UIKitController/EmbeddedChildBottom.storyboard"

    @Test("every box is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the embedded child keeps the status bar and does not reach the home indicator")
    func insets() throws {
        let insets = try LayoutFixtures.simulatedInsets(in: Self.file, root: "Ebc-Rt-002")
        #expect(insets?.top == 44)
        #expect(insets?.bottom == 0)
    }

    @Test("off, the embedded child gets the whole home indicator and its box moves up")
    func withoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .embeddedChildrenReachHomeIndicator))
                == ["Ebc-Bx-004"])
    }

    /// Before Xcode 11 an embedded child keeps the device's whole home indicator, as kharrison/CodeExamples' 414 × 224
    /// message child (Xcode 10.1, iPhone 11) shows. `UIKitController/EmbeddedChildBottomXcode10.storyboard` is the
    /// same pair of controllers in an Xcode 10.1 document: the child's box at its safe area's bottom is stored 34
    /// points above the root's bottom edge (578 points down).
    @Test("an Xcode 10 embedded child keeps the whole home indicator")
    func xcode10() throws {
        let file = "UIKitController/EmbeddedChildBottomXcode10.storyboard"
        #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty)
        let insets = try LayoutFixtures.simulatedInsets(in: file, root: "Eb10c-Rt-002")
        #expect(insets?.top == 44)
        #expect(insets?.bottom == 34)
    }
}
