import NibBridgeLayout
import Testing

/// Interface Builder lays its canvas out with placeholder constraints ("Remove at build time"), which the built
/// nib leaves out (`PlaceholderConstraints.xib`: a custom view whose height only a placeholder gives, 59 points,
/// above a label pinned 8 points below it).
@Suite("Placeholder constraints")
struct PlaceholderConstraintTests {

    @Test("a placeholder height sizes the view on the canvas, and the label follows it")
    func placeholderApplies() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "PlaceholderConstraints.xib", rules: .all).isEmpty)
        let laid = try LaidOut("PlaceholderConstraints.xib", root: "Phc-Rt-001")
        #expect(close(laid.frame("Phc-Nv-002"), 16, 20, 288, 59))
        #expect(close(laid.frame("Phc-Lb-004"), 16, 87, 94, 20.5))
    }

    @Test("off, as in the built nib, nothing gives the custom view a height")
    func leftOutWithoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: "PlaceholderConstraints.xib", rules: .all(except: .placeholderConstraints))
                == ["Phc-Lb-004", "Phc-Nv-002"])
    }
}
