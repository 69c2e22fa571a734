import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Auto Layout constraints from the document: edges, centres, multipliers, priorities, relations,
/// margins, intrinsic sizes with hugging and compression resistance.
@Suite("Constraint layout")
struct ConstraintLayoutTests {
    @Test("edges pinned to the superview follow its size")
    func pinnedEdges() throws {
        let stored = try LaidOut("Constraints.xib", root: "Pin-Rt-001")
        #expect(close(stored.frame("Pin-Sb-002"), 10, 20, 80, 60))
        let wide = try LaidOut("Constraints.xib", root: "Pin-Rt-001", size: LayoutSize(width: 300, height: 80))
        #expect(close(wide.frame("Pin-Sb-002"), 10, 20, 280, 40))
        #expect(close(wide.frame("Pin-Rt-001"), 0, 0, 300, 80))
        #expect(wide.result.diagnostics.isEmpty)
    }

    @Test("centring, a width multiplier and an aspect ratio")
    func centeringMultiplierAspect() throws {
        let laid = try LaidOut("Constraints.xib", root: "Cen-Rt-001")
        #expect(close(laid.frame("Cen-Sb-002"), 50, 25, 100, 50))
        let larger = try LaidOut("Constraints.xib", root: "Cen-Rt-001", size: LayoutSize(width: 400, height: 300))
        #expect(close(larger.frame("Cen-Sb-002"), 100, 100, 200, 100))
    }

    @Test(
        "optional priorities give way to higher ones; inequalities bound; uninstalled constraints are ignored, placeholders only on IB's canvas"
    )
    func prioritiesAndInequalities() throws {
        var builtNib = LayoutEngine()
        builtNib.rules = .all(except: .placeholderConstraints)
        let built = try LaidOut("Constraints.xib", root: "Pri-Rt-001", engine: builtNib)
        // width == 100 @750 beats width == 50 @250; the uninstalled 300 and the placeholder 7 play no part.
        #expect(close(built.frame("Pri-Op-002"), 0, 0, 100, 10))
        // IB lays its canvas out with the placeholder, a required width of 7, as it stored the frame.
        let laid = try LaidOut("Constraints.xib", root: "Pri-Rt-001")
        #expect(close(laid.frame("Pri-Op-002"), 0, 0, 7, 10))
        // A required width <= 80 beats width == 120 @750.
        #expect(close(laid.frame("Pri-Le-008"), 0, 20, 80, 10))
        // A required width >= 150 beats width == 120 @999.
        #expect(close(laid.frame("Pri-Ge-012"), 0, 40, 150, 10))
        #expect(laid.result.diagnostics.isEmpty)
    }

    @Test("layout margins: 8 points by default, the document's layoutMargins when set")
    func margins() throws {
        let defaults = try LaidOut("Constraints.xib", root: "Mar-Rt-001")
        #expect(close(defaults.frame("Mar-Sb-002"), 8, 8, 184, 84))
        let custom = try LaidOut("Constraints.xib", root: "Mar-Rt-011")
        #expect(close(custom.frame("Mar-Sb-012"), 6, 4, 184, 88))
    }

    @Test("two labels in a row: the lower hugging priority stretches, the lower compression resistance shrinks")
    func huggingAndCompression() throws {
        let sizes = FixedIntrinsicSizes(sizes: [
            "Hug-Lt-002": LayoutSize(width: 80, height: 20), "Hug-Rt-003": LayoutSize(width: 60, height: 20),
        ])
        let engine = LayoutEngine(intrinsicSizes: sizes)
        let roomy = try LaidOut("Constraints.xib", root: "Hug-Rt-001", engine: engine)
        #expect(close(roomy.frame("Hug-Lt-002"), 0, 0, 140, 20))
        #expect(close(roomy.frame("Hug-Rt-003"), 140, 0, 60, 20))
        let tight = try LaidOut(
            "Constraints.xib", root: "Hug-Rt-001", size: LayoutSize(width: 100, height: 40), engine: engine)
        #expect(close(tight.frame("Hug-Lt-002"), 0, 0, 80, 20))
        #expect(close(tight.frame("Hug-Rt-003"), 80, 0, 20, 20))
        // Swapping the priorities swaps who gives way.
        let swapped = FixedIntrinsicSizes(sizes: [
            "Hug-Lt-002": LayoutSize(width: 60, height: 20), "Hug-Rt-003": LayoutSize(width: 80, height: 20),
        ])
        let other = try LaidOut("Constraints.xib", root: "Hug-Rt-001", engine: LayoutEngine(intrinsicSizes: swapped))
        #expect(close(other.frame("Hug-Lt-002"), 0, 0, 120, 20))
    }

    @Test("a scroll view's subviews attach their edges to its content area")
    func scrollViewContent() throws {
        let laid = try LaidOut("Scroll.xib", root: "Scr-Rt-001", size: LayoutSize(width: 375, height: 600))
        #expect(close(laid.frame("Scr-Sv-002"), 0, 0, 375, 600))
        #expect(close(laid.frame("Scr-Cv-003"), 0, 0, 375, 1000))
        #expect(laid.result.diagnostics.isEmpty)
    }
}

/// The segmented control reaches a point below its alignment rect (`Segmented.xib`, an Xcode 12 document: the label
/// pinned 8 points below a 32-point control starts 39 points below its top; `Segmented9.xib`, an Xcode 9 document:
/// the label pinned 8 points below a 29-point control starts 36 points below its top).
@Suite("Segmented control alignment")
struct SegmentedControlAlignmentTests {
    @Test(
        "a view pinned below a segmented control overlaps its frame's last point",
        arguments: [
            ("Segmented.xib", "Seg-Lb-003"), ("Segmented9.xib", "Sg9-Lb-003"),
        ])
    func bottomInset(document: String, label: String) {
        func mismatched(_ rules: LayoutRules) -> [String] {
            FrameReproduction.measure(project: LayoutFixtures.root, rules: rules).mismatches
                .filter { $0.document == document }.map(\.id)
        }
        #expect(mismatched(.all).isEmpty)
        #expect(mismatched(.all(except: .segmentedControlBottomInset)) == [label])
    }
}
