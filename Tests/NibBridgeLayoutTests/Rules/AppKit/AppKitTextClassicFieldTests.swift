import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The last baseline of a bordered AppKit text field in a document saved before Xcode 12
/// (``LayoutRule/classicFieldLastBaselines``): on the nearest point, 16 points below the top of a 22-point field
/// (15.6 unrounded), while its first baseline stays at 15; a 21-point field has both at 15 (15.1).
///
/// `AppKitText/AppKitTextClassicFields10.xib` (Xcode 10.1): in a 300 × 120 view, a 22-point bezeled field pinned 20
/// points from the top, a 17-point label 20 points from the leading side before it, aligned with it by their last
/// baselines; 8 points below, a 22-point field with a 16-point label aligned by their first baselines; 8 points
/// below that, a 21-point field with a 17-point label aligned by their last baselines.
@Suite("AppKit text fields before Xcode 12")
struct AppKitTextClassicFieldTests {
    static let file = "AppKitText/AppKitTextClassicFields10.xib"

    @Test("a label on a 22-point field's last baseline sits 2 points below its top, one on its first baseline 2")
    func lastBaselineToNearest() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Cf1-Rt-001")
        #expect(close(laid.frame("Cf1-Lb-002"), 18, 81, 44, 17))
        #expect(close(laid.frame("Cf1-Lb-006"), 18, 52, 44, 16))
        #expect(close(laid.frame("Cf1-Lb-010"), 18, 22, 44, 17))
    }

    @Test("off, the label on the 22-point field's last baseline sits a point higher, the others where they were")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .classicFieldLastBaselines)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules) == ["Cf1-Lb-002"])
        var engine = LayoutEngine()
        engine.rules = rules
        let laid = try LaidOut(Self.file, root: "Cf1-Rt-001", engine: engine)
        #expect(laid.frame("Cf1-Lb-002")?.y == 82)
        #expect(laid.frame("Cf1-Lb-006")?.y == 52)
        #expect(laid.frame("Cf1-Lb-010")?.y == 22)
    }
}
