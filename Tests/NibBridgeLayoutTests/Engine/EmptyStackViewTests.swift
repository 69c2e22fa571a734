import NibBridgeLayout
import Testing

/// A UIKit stack view without arranged views keeps its stored size where its constraints leave it free
/// (``LayoutRule/emptyStackViewsKeepStoredSize``): `UIKitContent/EmptyStackViews.xib`, an Xcode 14 document, holds a
/// centre-aligned vertical stack pinned only by its top and centre, with a label and an empty horizontal stack stored
/// 280 by 40 points; IB stores the outer stack as wide as the empty one, the label centred in it.
@Suite("UIKit empty stack views")
struct EmptyStackViewTests {
    static let file = "UIKitContent/EmptyStackViews.xib"

    @Test("an empty stack view keeps its stored 280 by 40 points and sets the width of the stack around it")
    func storedSize() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Est-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Est-St-004"), 0, 28.5, 280, 40))
        #expect(close(laid.frame("Est-St-002"), 20, 20, 280, 68.5))
        #expect(close(laid.frame("Est-Lb-003"), 112, 0, 56, 20.5))
    }

    @Test("off, the empty stack view shrinks to nothing and the stack around it to the label's width")
    func off() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .emptyStackViewsKeepStoredSize)) == [
                "Est-Lb-003", "Est-St-002", "Est-St-004",
            ])
    }
}
