import NibBridgeLayout
import Testing

/// From Xcode 12, Interface Builder lays a xib's top-level view out as the root view of the controller it
/// simulates it in: the system minimum side margins (16 points below 400 points of width, 20 from there) and
/// none at the top and bottom, measured from the view's simulated safe area, instead of UIKit's default 8
/// points all around (``LayoutRule/topLevelMarginsXcode12On``), as the stored frames of three projects show
/// (views of a freeform simulated size; collection view cells and reusable views of an inferred size too).
///
/// `TopLevelMargins12.xib` is an Xcode 12 document (tools version 17701) of the 414-point iPhone 11, whose
/// status bar IB shows above a top-level view (44 points): a 414-point banner view and a 375-point one, each
/// with a 30-point content view pinned to its leading, trailing and top margins.
@Suite("Margins of a xib's top-level views from Xcode 12")
struct TopLevelMarginTests {
    @Test("a 414-point top-level view has 20-point side margins and none at the top, below the status bar")
    func wideView() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "TopLevelMargins12.xib", rules: .all).isEmpty)
        #expect(
            try LayoutFixtures.simulatedInsets(in: "TopLevelMargins12.xib", root: "Tlm-Rt-001") == LayoutInsets(top: 44)
        )
        let laid = try LaidOut("TopLevelMargins12.xib", root: "Tlm-Rt-001", safeAreaInsets: LayoutInsets(top: 44))
        #expect(close(laid.frame("Tlm-Bx-002"), 20, 44, 374, 30))
    }

    @Test("a 375-point top-level view has 16-point side margins")
    func compactView() throws {
        let laid = try LaidOut("TopLevelMargins12.xib", root: "Tlc-Rt-001", safeAreaInsets: LayoutInsets(top: 44))
        #expect(close(laid.frame("Tlc-Bx-002"), 16, 44, 343, 30))
    }

    @Test("off, both views keep UIKit's 8 points all around and their content frames are lost")
    func withoutTheRule() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: "TopLevelMargins12.xib", rules: .all(except: .topLevelMarginsXcode12On))
                == ["Tlc-Bx-002", "Tlm-Bx-002"])
        var engine = LayoutEngine()
        engine.rules = .all(except: .topLevelMarginsXcode12On)
        let laid = try LaidOut(
            "TopLevelMargins12.xib", root: "Tlm-Rt-001", safeAreaInsets: LayoutInsets(top: 44), engine: engine)
        #expect(close(laid.frame("Tlm-Bx-002"), 8, 52, 398, 30))
    }

    /// `TopLevelInferredSize16.xib`, an Xcode 16 document of the iPhone 8, has a 163-point collection view
    /// cell and a 414-point reusable view of an inferred simulated size (no freeform metrics), each with a
    /// label pinned to its side margins: 16 and 20 points in, the system minimum of their widths.
    @Test("a top-level view of an inferred size has the system minimum side margins too")
    func inferredSize() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "TopLevelInferredSize16.xib", rules: .all).isEmpty)
        let cell = try LaidOut("TopLevelInferredSize16.xib", root: "Tis-Rt-001")
        #expect(close(cell.frame("Tis-Lb-002"), 16, 19.5, 131, 21))
        let header = try LaidOut("TopLevelInferredSize16.xib", root: "Tir-Rt-001")
        #expect(close(header.frame("Tir-Lb-002"), 20, 14.5, 374, 21))
        // Off, both keep UIKit's 8 points at their sides.
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: "TopLevelInferredSize16.xib", rules: .all(except: .topLevelMarginsXcode12On))
                == ["Tir-Lb-002", "Tis-Lb-002"])
    }

    @Test("the Xcode 9 to 11 rule does not reach an Xcode 12 document")
    func earlierRuleApart() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: "TopLevelMargins12.xib", rules: .all(except: .topLevelMarginsXcode9to11))
                .isEmpty)
    }
}

/// Xcode 9 to 11 give a xib's top-level view the system minimum side margins
/// (``LayoutRule/topLevelMarginsXcode9to11``), not a storyboard's prototype collection view cell, laid out in its
/// collection view: `CollectionPrototypeMargins10.storyboard`, an Xcode 10.1 document (tools version 14460) of the
/// 375-point iPhone 8, holds a 375 × 60 prototype cell whose 44-point thumbnail is pinned to the cell's leading and
/// top margins, stored 8 points in and down (IBAnimatable's, SwipeCellKit's and beam's cells).
@Suite("Margins of a storyboard's prototype collection view cells, Xcode 9 to 11")
struct CollectionPrototypeMarginTests {
    @Test("a prototype cell keeps UIKit's 8 points")
    func prototypeCell() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "CollectionPrototypeMargins10.storyboard", rules: .all).isEmpty)
        let laid = try LaidOut("CollectionPrototypeMargins10.storyboard", root: "Cpm-Ce-004", safeAreaInsets: .zero)
        #expect(close(laid.frame("Cpm-Th-005"), 8, 8, 44, 44))
    }
}
