import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The first baseline of a bordered AppKit text field taller than two lines (``LayoutRule/tallFieldFirstLines``): where
/// a one-line field has it, 15 points below the top of a 60-point field in the system font, not centred at 34; its
/// last baseline stays centred.
///
/// `AppKitText/AppKitTextTallFields11.xib` (Xcode 12): in a 400 × 100 view, a 200 × 60 bezeled field pinned 20 points
/// from the top, a label 20 points from the leading side before it, aligned with it by their first baselines, and a
/// label 8 points after it aligned with it by their last baselines.
@Suite("AppKit text fields taller than two lines")
struct AppKitTextTallFieldTests {
    static let file = "AppKitText/AppKitTextTallFields11.xib"

    @Test("a label on a 60-point field's first baseline sits 2 points below its top, one on its last 21")
    func firstLineAtTheTop() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Tf1-Rt-001")
        #expect(close(laid.frame("Tf1-Lb-002"), 18, 62, 44, 16))
        #expect(close(laid.frame("Tf1-Lb-007"), 274, 43, 44, 16))
    }

    @Test("off, the label on the first baseline sits level with the one on the last, 21 points below the top")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .tallFieldFirstLines)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules) == ["Tf1-Lb-002"])
        var engine = LayoutEngine()
        engine.rules = rules
        let laid = try LaidOut(Self.file, root: "Tf1-Rt-001", engine: engine)
        #expect(laid.frame("Tf1-Lb-002")?.y == 43)
        #expect(laid.frame("Tf1-Lb-007")?.y == 43)
    }
}
