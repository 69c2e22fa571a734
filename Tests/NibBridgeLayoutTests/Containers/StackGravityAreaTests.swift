import NibBridgeLayout
import NibBridgeLoader
import Testing

/// `NSStackView`'s gravity areas (``LayoutRule/stackGravityAreas``): a stack view without a distribution places the
/// views of its leading, centre and trailing gravity areas at its leading edge, centre and trailing edge
/// (`NSStackView.Gravity`), `spacing` apart within an area (`NSStackView.spacing`).
///
/// `AppKitStackGravityAreas13.xib`: in a 440 × 100 view, a horizontal stack view 20 points from the top and sides
/// (400 points wide, spacing 8) has a 60-point custom view in its leading area, an 80-point one in its centre
/// area and two, 50 and 40 points wide, in its trailing area.
@Suite("NSStackView gravity areas")
struct StackGravityAreaTests {
    static let file = "AppKitStackGravityAreas13.xib"

    @Test("each area's views sit at its edge or centre of the stack")
    func areas() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Sga-Rt-001")
        #expect(close(laid.frame("Sga-Sv-002"), 20, 60, 400, 20))
        #expect(close(laid.frame("Sga-Cv-003"), 0, 0, 60, 20))
        #expect(close(laid.frame("Sga-Cv-004"), 160, 0, 80, 20))
        #expect(close(laid.frame("Sga-Cv-005"), 302, 0, 50, 20))
        #expect(close(laid.frame("Sga-Cv-006"), 360, 0, 40, 20))
    }

    @Test("off, the views follow one another from the stack's leading edge")
    func withoutTheRule() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .stackGravityAreas)) == [
                "Sga-Cv-004", "Sga-Cv-005", "Sga-Cv-006",
            ])
        var engine = LayoutEngine()
        engine.rules = .all(except: .stackGravityAreas)
        let off = try LaidOut(Self.file, root: "Sga-Rt-001", engine: engine)
        #expect(close(off.frame("Sga-Cv-004"), 68, 0, 80, 20))
    }
}
