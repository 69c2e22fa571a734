import NibBridgeLayout
import Testing

/// A UIKit image view showing an SF Symbol drawn in a circle has its frame half a point inside its alignment rect at
/// the top and bottom (``LayoutRule/uiKitCircledSymbolInsets``): `UIKitContent/CircledSymbols.xib`, an Xcode 13
/// document, pins a 24-point `checkmark.circle.fill` and a 25-point `safari` by size constraints, and a label 8 points
/// below the checkmark; IB stores each image view a point shorter than its constraints, centred on them, and the
/// label 8 points below the constrained (alignment) rect, not below the frame.
@Suite("UIKit circled symbol image views")
struct UIKitContentCircledSymbolTests {
    static let file = "UIKitContent/CircledSymbols.xib"

    @Test("a circled symbol's frame is half a point inside its constraints at the top and bottom")
    func insets() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Csy-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Csy-Im-002"), 16, 20.5, 24, 23))
        #expect(close(laid.frame("Csy-Im-003"), 279, 20.5, 25, 24))
        #expect(close(laid.frame("Csy-Lb-004"), 16, 52, 61, 20.5))
    }

    @Test("off, an image view's frame is its constrained rect: both symbols are a point too tall")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .uiKitCircledSymbolInsets)) == [
                "Csy-Im-002", "Csy-Im-003",
            ])
    }
}
