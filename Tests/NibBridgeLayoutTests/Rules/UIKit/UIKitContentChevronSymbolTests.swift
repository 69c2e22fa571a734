import NibBridgeLayout
import Testing

/// A UIKit image view showing the plain `chevron.left` or `chevron.right` SF Symbol has its frame 2 points inside its
/// alignment rect at the top and 1.5 at the bottom (``LayoutRule/uiKitChevronSymbolInsets``):
/// `UIKitContent/ChevronSymbols.xib`, an Xcode 14 document, pins a left and a right chevron 12.5 points wide and 20
/// tall by size constraints, 20 points below the top; IB stores each 3.5 points shorter than its constraints, 2 points
/// below their top.
@Suite("UIKit chevron symbol image views")
struct UIKitContentChevronSymbolTests {
    static let file = "UIKitContent/ChevronSymbols.xib"

    @Test("a side chevron's frame is 2 points inside its constraints at the top and 1.5 at the bottom")
    func insets() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Chv-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Chv-Im-002"), 16, 22, 12.5, 16.5))
        #expect(close(laid.frame("Chv-Im-003"), 291.5, 22, 12.5, 16.5))
    }

    @Test("off, an image view's frame is its constrained rect: both chevrons are 3.5 points too tall")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .uiKitChevronSymbolInsets)) == [
                "Chv-Im-002", "Chv-Im-003",
            ])
    }
}
