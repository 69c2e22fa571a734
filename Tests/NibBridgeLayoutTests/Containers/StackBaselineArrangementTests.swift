import NibBridgeLayout
import Testing

/// A UIKit vertical stack view with `baselineRelativeArrangement` on spaces its views from baseline to baseline
/// (``LayoutRule/stackBaselineRelativeArrangement``; `UIStackView.isBaselineRelativeArrangement`): in
/// `StackBaselineArrangement.xib`, an Xcode 16 document, a stack of `spacing` 29 holds a 17-point label, a horizontal
/// stack of two such labels and another label, each row 20.3 points tall and 29 below the one above, top to top, as
/// their baselines are.
@Suite("Stack views arranged by baselines")
struct StackBaselineArrangementTests {
    static let file = "StackBaselineArrangement.xib"

    @Test("rows of text are 29 points apart from baseline to baseline, the stack as tall as its rows")
    func baselineSpacing() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Sba-Rt-001", safeAreaInsets: .zero)
        let row = try #require(laid.frame("Sba-Sv-004"))
        let last = try #require(laid.frame("Sba-Lb-007"))
        #expect(abs(row.y - 29) < 0.1)
        #expect(abs(last.y - 58) < 0.2)
        #expect(abs((laid.frame("Sba-Sv-002")?.height ?? 0) - 78.33) < 0.2)
    }

    @Test("off, the spacing runs from edge to edge: each row 49 points below the one above")
    func off() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .stackBaselineRelativeArrangement)) == [
                "Sba-Lb-007", "Sba-Sv-002", "Sba-Sv-004",
            ])
        var engine = LayoutEngine()
        engine.rules = .all(except: .stackBaselineRelativeArrangement)
        let laid = try LaidOut(Self.file, root: "Sba-Rt-001", safeAreaInsets: .zero, engine: engine)
        #expect(abs((laid.frame("Sba-Sv-004")?.y ?? 0) - 49.33) < 0.1)
    }
}
