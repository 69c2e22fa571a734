import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Interface Builder lays its canvas out with placeholder constraints ("Remove at build time"), which the built
/// nib leaves out (`PlaceholderConstraints.xib`: a custom view whose height only a placeholder gives, 59 points,
/// above a label pinned 8 points below it; a second placeholder, held by the root, would stretch the label to
/// the custom view's trailing edge against the label's own required width).
@Suite("Placeholder constraints")
struct PlaceholderConstraintTests {

    @Test("a placeholder height sizes the view on the canvas, and the label follows it")
    func placeholderApplies() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "PlaceholderConstraints.xib", rules: .all).isEmpty)
        let laid = try LaidOut("PlaceholderConstraints.xib", root: "Phc-Rt-001")
        #expect(close(laid.frame("Phc-Nv-002"), 16, 20, 288, 59))
        #expect(close(laid.frame("Phc-Lb-004"), 16, 87, 94, 20.5))
    }

    @Test("a placeholder that conflicts with the document's own constraints is the one left out, silently")
    func conflictingPlaceholder() throws {
        // The root's placeholder comes before the label's width in the document; the width still holds.
        let laid = try LaidOut("PlaceholderConstraints.xib", root: "Phc-Rt-001")
        #expect(close(laid.frame("Phc-Lb-004"), 16, 87, 94, 20.5))
        #expect(laid.result.diagnostics.isEmpty)
    }

    @Test("the loader leaves placeholders out, as a built nib has none")
    func notLoaded() throws {
        let loaded = LayoutFixtures.load("PlaceholderConstraints.xib")
        let root = try #require(loaded.objectsByID["Phc-Rt-001"] as? LiveView)
        let custom = try #require(loaded.objectsByID["Phc-Nv-002"] as? LiveView)
        let label = try #require(loaded.objectsByID["Phc-Lb-004"] as? LiveView)
        #expect(custom.constraints.isEmpty)
        #expect(label.constraints.map(\.documentID) == ["Phc-Cn-010"])
        #expect(root.constraints.compactMap(\.documentID).sorted() == (5...9).map { "Phc-Cn-00\($0)" })
    }

    @Test("off, as in the built nib, nothing gives the custom view a height")
    func leftOutWithoutTheRule() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: "PlaceholderConstraints.xib", rules: .all(except: .placeholderConstraints))
                == ["Phc-Lb-004", "Phc-Nv-002"])
    }
}
