import NibBridgeLayout
import NibBridgeLoader
import Testing

/// UIKit text views that do not scroll (``LayoutRule/nonScrollingTextViews``): with `scrollEnabled` off, a
/// `UITextView` sizes itself to its text as a multi-line label does (its intrinsic content size), while a
/// scrolling one has no intrinsic size and takes what its constraints give it. Four projects store such text
/// views at their text's height between views that leave it free: Simplenote's verification text, the Charts
/// demo's Realm notice, IVPN's welcome text and pocket-casts' share message.
///
/// `NonScrollingTextViews.xib` is an Xcode 13 document: in a 375 × 200 view, a text view that does not scroll,
/// pinned 20 points from the top and 16 from the sides (33 points tall, its text), a button 8 points below it,
/// and a scrolling text view 8 points below the button and 20 above the bottom, which takes the 81 points left.
@Suite("Text views that do not scroll")
struct NonScrollingTextViewTests {
    static let file = "NonScrollingTextViews.xib"

    @Test("every view is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the text view that does not scroll keeps its text's height; the scrolling one takes the rest")
    func heights() throws {
        let laid = try LaidOut(Self.file, root: "Ntv-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Ntv-Tv-002"), 16, 20, 343, 33))
        #expect(close(laid.frame("Ntv-Bt-003"), 16, 61, 46, 30))
        #expect(close(laid.frame("Ntv-Sv-004"), 16, 99, 343, 81))
    }

    @Test("off, the two text views share the height left, undetermined, and the stored heights are lost")
    func withoutTheRule() {
        let lost = LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .nonScrollingTextViews))
        #expect(lost.contains("Ntv-Tv-002"))
        #expect(lost.contains("Ntv-Sv-004"))
    }

    @Test("a scrolling text view has no intrinsic size with the rule on either")
    func scrollingTextViewHasNone() throws {
        // The scrolling text view's height follows its constraints: 81 points in a 200-point view, 281 in a
        // 400-point one, while the one that does not scroll stays 33 points tall.
        let laid = try LaidOut(
            Self.file, root: "Ntv-Rt-001", size: LayoutSize(width: 375, height: 400), safeAreaInsets: .zero)
        #expect(laid.frame("Ntv-Tv-002")?.height == 33)
        #expect(laid.frame("Ntv-Sv-004")?.height == 281)
    }
}
