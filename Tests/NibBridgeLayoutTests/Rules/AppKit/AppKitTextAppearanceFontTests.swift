import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The baseline of a bordered AppKit text field in the appearance's font (``LayoutRule/appearanceFontFieldBaselines``):
/// a point lower than a field in the system font draws it, 16 points below the top of a 21-point field, not 15.
///
/// `AppKitText/AppKitTextAppearanceFields11.xib` (Xcode 11): in a 300 × 90 view, a 21-point bezeled field in the
/// appearance's font pinned 20 points from the top, a label 20 points from the leading side before it, first-baseline
/// aligned with it; 8 points below, a field in the system font with its label aligned alike.
@Suite("AppKit text fields in the appearance's font")
struct AppKitTextAppearanceFontTests {
    static let file = "AppKitText/AppKitTextAppearanceFields11.xib"

    @Test("a label aligned with a field in the appearance's font sits 3 points below the field's top")
    func appearanceFont() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Af1-Rt-001")
        #expect(close(laid.frame("Af1-Lb-002"), 18, 51, 44, 16))
        #expect(close(laid.frame("Af1-Lb-006"), 18, 23, 44, 16))
    }

    @Test("off, that label sits a point higher, as beside a field in the system font")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .appearanceFontFieldBaselines)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules) == ["Af1-Lb-002"])
        var engine = LayoutEngine()
        engine.rules = rules
        let laid = try LaidOut(Self.file, root: "Af1-Rt-001", engine: engine)
        #expect(laid.frame("Af1-Lb-002")?.y == 52)
        #expect(laid.frame("Af1-Lb-006")?.y == 23)
    }
}
