import NibBridgeLayout
import Testing

/// The only view of an NSStackView that spaces its views equally keeps its own size and sits in the stack's middle
/// (``LayoutRule/appKitLoneSpacedViewsCentred``): in `AppKitStackLoneSpacedView.xib` (Xcode 14.2, tools version
/// 21507), a vertical `equalSpacing` stack 80 points tall holds one 16-point label, and a horizontal `equalCentering`
/// stack 360 points wide one 60-point label (frame, with the label's 2-point insets).
@Suite("NSStackView lone equally spaced view")
struct AppKitStackLoneSpacedViewTests {
    static let file = "AppKitStackLoneSpacedView.xib"

    @Test("each label keeps its size, centred in its stack")
    func centred() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Als-Rt-001")
        #expect(close(laid.frame("Als-Sv-002"), 20, 100, 360, 80))
        #expect(close(laid.frame("Als-Lb-003"), -2, 32, 40, 16))
        #expect(close(laid.frame("Als-Sv-006"), 20, 20, 360, 60))
        #expect(close(laid.frame("Als-Lb-007"), 150, 22, 60, 16))
    }

    @Test("off, each label is stretched from edge to edge of its stack")
    func off() throws {
        let rule = LayoutRule.appKitLoneSpacedViewsCentred
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: rule)) == ["Als-Lb-003", "Als-Lb-007"])
        let laid = try LaidOut(Self.file, root: "Als-Rt-001", engine: engine(without: rule))
        #expect(close(laid.frame("Als-Lb-003"), -2, 0, 40, 80))
        #expect(close(laid.frame("Als-Lb-007"), -2, 22, 364, 16))
    }
}
