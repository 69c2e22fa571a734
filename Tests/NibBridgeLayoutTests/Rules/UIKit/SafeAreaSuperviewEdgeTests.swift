import NibBridgeLayout
import Testing

/// A subview gets a safe-area inset on an edge only where its superview has one
/// (``LayoutRule/safeAreaEdgesFromSuperview``): `SafeAreaSuperviewEdges.storyboard`, an Xcode 15 document of the
/// iPhone 11, holds a scroll view pinned to the root's safe area (48 to 862), its 1,000-point content view, and a
/// 300-point card 600 points down the content (shown from 648 to 948, past the home indicator's top at 862) whose
/// 20-point caption sits on the card's bottom layout margin and between its side margins. The scroll view lies inside
/// the safe area, so IB stored the caption at the card's own 8-point margins.
@Suite("Safe-area edges through the superview")
struct SafeAreaSuperviewEdgeTests {
    static let file = "SafeAreaSuperviewEdges.storyboard"
    static let insets = LayoutInsets(top: 48, bottom: 34)

    @Test("a card reaching past a scroll view inside the safe area keeps its own margins")
    func cardBelowTheScrollView() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Sup-Rt-003", safeAreaInsets: Self.insets)
        #expect(close(laid.frame("Sup-Sv-004"), 0, 48, 414, 814))
        #expect(close(laid.frame("Sup-Cd-006"), 0, 600, 414, 300))
        #expect(close(laid.frame("Sup-Cp-007"), 8, 272, 398, 20))
    }

    @Test("off, the card's bottom margin takes the 86 points it overlaps of the home indicator's inset")
    func withoutTheRule() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .safeAreaEdgesFromSuperview)) == [
                "Sup-Cp-007"
            ])
        let laid = try LaidOut(
            Self.file, root: "Sup-Rt-003", safeAreaInsets: Self.insets,
            engine: engine(without: .safeAreaEdgesFromSuperview))
        #expect(close(laid.frame("Sup-Cp-007"), 8, 186, 398, 20))
    }
}
