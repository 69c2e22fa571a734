import NibBridgeLayout
import Testing

/// A UIKit image view showing the plain `checkmark` SF Symbol has its frame 2 points inside its alignment rect at the
/// top and 1.5 at the bottom (``LayoutRule/uiKitCheckmarkSymbolInsets``): `UIKitContent/CheckmarkSymbols.xib`, an
/// Xcode 13 document, pins two 24-point checkmarks by size constraints 20 points below the top, one of them with a
/// symbol configuration of its own, and a label 8 points below the plain one; IB stores the plain checkmark 3.5 points
/// shorter than its constraints, 2 points below their top, the configured one at its constraints, and the label 8
/// points below the constrained (alignment) rect, not below the frame.
@Suite("UIKit checkmark symbol image views")
struct UIKitContentCheckmarkSymbolTests {
    static let file = "UIKitContent/CheckmarkSymbols.xib"

    @Test("a checkmark's frame is 2 points inside its constraints at the top and 1.5 at the bottom")
    func insets() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Ckm-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Ckm-Im-002"), 16, 22, 24, 20.5))
        #expect(close(laid.frame("Ckm-Im-003"), 280, 20, 24, 24))
        #expect(close(laid.frame("Ckm-Lb-004"), 16, 52, 51, 20.5))
    }

    @Test("off, an image view's frame is its constrained rect: the plain checkmark is 3.5 points too tall")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .uiKitCheckmarkSymbolInsets)) == [
                "Ckm-Im-002"
            ])
    }
}
