import NibBridgeLayout
import Testing

/// Interface Builder lays its canvas out with placeholder constraints ("Remove at build time"), which the built
/// nib leaves out (`PlaceholderConstraints.xib`: a custom view whose height only a placeholder gives, 59 points,
/// above a label pinned 8 points below it).
@Suite("Placeholder constraints")
struct PlaceholderConstraintTests {
    /// The ids of `PlaceholderConstraints.xib`'s views a layout with these rules does not reproduce.
    private func mismatched(_ rules: LayoutRules) -> [String] {
        FrameReproduction.measure(project: LayoutFixtures.root, rules: rules).mismatches
            .filter { $0.document == "PlaceholderConstraints.xib" }.map(\.id).sorted()
    }

    @Test("a placeholder height sizes the view on the canvas, and the label follows it")
    func placeholderApplies() throws {
        #expect(mismatched(.all).isEmpty)
        let laid = try LaidOut("PlaceholderConstraints.xib", root: "Phc-Rt-001")
        #expect(close(laid.frame("Phc-Nv-002"), 16, 20, 288, 59))
        #expect(close(laid.frame("Phc-Lb-004"), 16, 87, 94, 20.5))
    }

    @Test("off, as in the built nib, nothing gives the custom view a height")
    func leftOutWithoutTheRule() {
        #expect(mismatched(.all(except: .placeholderConstraints)) == ["Phc-Lb-004", "Phc-Nv-002"])
    }
}
