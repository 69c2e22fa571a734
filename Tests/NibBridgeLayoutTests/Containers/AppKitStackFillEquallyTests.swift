import NibBridgeLayout
import NibBridgeLoader
import Testing

/// NSStackView's `fillEqually` distribution (``LayoutRule/appKitFillEquallyPreference``): the stack keeps its views'
/// sizes equal "as much as possible" (NSStackView.Distribution.fillEqually), at priority 749, so a view held at its
/// size at priority 750 or more keeps it and the others share the rest equally.
///
/// `AppKitStackFillEqually15.xib` (Xcode 15): a vertical stack pinned 20 points from the top, bottom and leading side
/// of a 240 × 200 view (160 points tall) holds two rows (horizontal stacks around a 40 × 16 image view) and a 40 × 100
/// image view whose height constraint has priority 750: the image view keeps its 100 points and the rows share the
/// other 44 equally, 22 each. Beside it, a stack that fills its width holds a label (hugging 750 vertically) and a
/// 40 × 32 image view: the label keeps its 16 points, the stack is 56 tall.
@Suite("NSStackView fillEqually as much as possible")
struct AppKitStackFillEquallyTests {
    static let file = "AppKitStackFillEqually15.xib"

    @Test("views held at their sizes keep them, the others share the rest equally")
    func equalAsFarAsPossible() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Feq-Rt-001")
        #expect(close(laid.frame("Feq-S1-010"), 20, 20, 40, 160))
        #expect(close(laid.frame("Feq-R1-011"), 0, 138, 40, 22))
        #expect(close(laid.frame("Feq-R2-016"), 0, 108, 40, 22))
        #expect(close(laid.frame("Feq-I3-021"), 0, 0, 40, 100))
        #expect(close(laid.frame("Feq-S2-030"), 80, 124, 40, 56))
        #expect(close(laid.frame("Feq-L4-031"), -2, 40, 44, 16))
    }

    @Test("off, equal sizes are required: the tall image view and the label are resized with the rows")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .appKitFillEquallyPreference)
        let lost = LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules)
        #expect(lost.contains("Feq-I3-021"))
        #expect(lost.contains("Feq-R1-011"))
        #expect(lost.contains("Feq-L4-031"))
        #expect(lost.contains("Feq-S2-030"))
    }
}
