import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The last baseline of a regular-size bordered AppKit text field in a document saved by Xcode 6 or earlier
/// (``LayoutRule/yosemiteFieldBaselines``): 17 points below the top of a 22-point field, a point lower than
/// ``LayoutRule/classicFieldLastBaselines`` puts it in later documents; small fields keep theirs.
///
/// `AppKitText/AppKitTextYosemiteFields6.xib` (tools version 7706, Xcode 6.4): in a 300 × 90 view, a 22-point
/// bezeled field pinned 20 points from the top, a 17-point label 20 points from the leading side before it, aligned
/// with it by their baselines (stored 2 points above the field's bottom); 8 points below, a small 19-point field
/// with a small 14-point label on its baseline.
@Suite("AppKit text fields of Xcode 6")
struct AppKitTextYosemiteFieldTests {
    static let file = "AppKitText/AppKitTextYosemiteFields6.xib"

    @Test("a label on a 22-point field's baseline sits 2 points above the field's bottom")
    func lastBaselineAPointLower() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Yf6-Rt-001")
        #expect(close(laid.frame("Yf6-Lb-002"), 18, 50, 44, 17))
        #expect(close(laid.frame("Yf6-Lb-006"), 18, 23, 44, 14))
    }

    @Test("off, the label on the 22-point field sits a point higher, the small label where it was")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .yosemiteFieldBaselines)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules) == ["Yf6-Lb-002"])
        var engine = LayoutEngine()
        engine.rules = rules
        let laid = try LaidOut(Self.file, root: "Yf6-Rt-001", engine: engine)
        #expect(laid.frame("Yf6-Lb-002")?.y == 51)
        #expect(laid.frame("Yf6-Lb-006")?.y == 23)
    }
}
