import NibBridgeLayout
import Testing

/// The UIKit symbol rules read a symbol written as an `imageReference` child as they read the `image` attribute
/// (``LayoutRule/uiKitSymbolImageReferences``): `UIKitContent/SymbolReferences14.xib`, an Xcode 14 document, names
/// each image view's symbol in `<imageReference key="image" catalog="system" .../>`: a 24-point
/// `checkmark.circle.fill`, a 24-point `checkmark` and a 20-point `chevron.right` at the default (`medium`) scale, a
/// 24-point `checkmark.circle` at the `large` scale, and a label 8 points below the circle. IB stores the circle a
/// point shorter than its constraints, centred on them, the checkmark and the chevron 3.5 points shorter, 2 points
/// below their top, the large-scale circle at its constraints, and the label 8 points below the constrained rect.
@Suite("UIKit symbol image references")
struct UIKitContentSymbolReferenceTests {
    static let file = "UIKitContent/SymbolReferences14.xib"

    @Test("a symbol named by an image reference has the insets of its glyph at the default scale")
    func insets() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Sref-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Sref-Im-002"), 16, 20.5, 24, 23))
        #expect(close(laid.frame("Sref-Im-003"), 280, 22, 24, 20.5))
        #expect(close(laid.frame("Sref-Im-004"), 150, 22, 12, 16.5))
        #expect(close(laid.frame("Sref-Im-005"), 280, 80, 24, 24))
        #expect(close(laid.frame("Sref-Lb-006"), 16, 52, 61, 20.5))
    }

    @Test("off, only the attributes are read: the referenced symbols keep their constrained rects")
    func off() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .uiKitSymbolImageReferences)) == [
                "Sref-Im-002", "Sref-Im-003", "Sref-Im-004",
            ])
    }
}
