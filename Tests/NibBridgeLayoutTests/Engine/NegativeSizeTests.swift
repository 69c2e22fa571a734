import NibBridgeLayout
import Testing

/// ``LayoutRule/negativeSizesStoredAsZero``: Interface Builder stores no negative size. In `UIKitNegativeSize.xib`
/// (Xcode 14.3, tools version 21701), a view pinned 30 points below the top and 30 points above the bottom of a
/// 40-point strip solves to −20 points high; the document stores it 0 points high, 30 points down.
@Suite("Negative sizes")
struct NegativeSizeTests {
    static let file = "UIKitNegativeSize.xib"

    @Test("the squeezed view is stored zero points high at its top")
    func zeroHigh() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Ngs-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Ngs-Bx-003"), 0, 30, 343, 0))
    }

    @Test("off, it keeps the solver's negative height")
    func off() throws {
        let rule = LayoutRule.negativeSizesStoredAsZero
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: rule)) == ["Ngs-Bx-003"])
        let laid = try LaidOut(Self.file, root: "Ngs-Rt-001", safeAreaInsets: .zero, engine: engine(without: rule))
        #expect(close(laid.frame("Ngs-Bx-003"), 0, 30, 343, -20))
    }
}
