import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The baselines of a small bordered AppKit text field in a document saved by Xcode 9.4 or 10
/// (``LayoutRule/mojaveSmallFieldBaselines``): 13 points below the top of a 19-point field, a point higher than
/// earlier and later documents store them.
///
/// `AppKitText/AppKitTextMojaveSmallFields10.xib` (tools version 14490.70, Xcode 10.2): in a 300 × 80 view, a small
/// 19-point bezeled field pinned 20 points from the top, a small 14-point label before it aligned with it by their
/// last baselines (stored 2 points below the field's top); 8 points below, a second small field with a small label
/// on its first baseline (stored 2 points below its top).
@Suite("AppKit small text fields of Xcode 10")
struct AppKitTextMojaveSmallFieldTests {
    static let file = "AppKitText/AppKitTextMojaveSmallFields10.xib"

    @Test("small labels on small fields' baselines sit 2 points below the fields' tops")
    func baselinesAPointHigher() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Ms10-Rt-001")
        #expect(close(laid.frame("Ms10-Lb-002"), 18, 44, 44, 14))
        #expect(close(laid.frame("Ms10-Lb-006"), 18, 17, 44, 14))
    }

    @Test("off, both labels sit a point lower")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .mojaveSmallFieldBaselines)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules) == ["Ms10-Lb-002", "Ms10-Lb-006"])
        var engine = LayoutEngine()
        engine.rules = rules
        let laid = try LaidOut(Self.file, root: "Ms10-Rt-001", engine: engine)
        #expect(laid.frame("Ms10-Lb-002")?.y == 43)
        #expect(laid.frame("Ms10-Lb-006")?.y == 16)
    }
}
