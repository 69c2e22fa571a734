import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Arranged views that nothing sizes along a UIKit stack view's axis
/// (``LayoutRule/stackAmbiguitySuppressionAlongAxis``): Interface Builder's canvas keeps the length such a view was
/// drawn at (the library view's 128 points, or what it was given), and the stored frames of plain and custom views in
/// vertical stacks of seven projects show it.
///
/// - `StackUnsizedLengths.xib`: in a 320-point view, a vertical fill stack 16 points in from the sides and 20 from the
///   top (its height free) arranges a label, a custom view 128 points tall and a plain view 50 points tall, 8 apart;
///   neither view has a height constraint or an intrinsic height.
@Suite("Stack views' ambiguity suppression along the axis")
struct StackAmbiguitySuppressionAlongAxisTests {
    @Test("a UIKit stack's views without a length keep their stored heights")
    func uiKit() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "StackUnsizedLengths.xib", rules: .all).isEmpty)
        let laid = try LaidOut("StackUnsizedLengths.xib", root: "Sul-Rt-001")
        #expect(close(laid.frame("Sul-Sv-002"), 16, 20, 288, 214.5))
        #expect(close(laid.frame("Sul-Vw-004"), 0, 28.5, 288, 128))
        #expect(close(laid.frame("Sul-Vw-005"), 0, 164.5, 288, 50))
        // Their heights are read, not laid out: the frame-reproduction check leaves them out, not the label.
        for (id, read) in [("Sul-Vw-004", true), ("Sul-Vw-005", true), ("Sul-Lb-003", false), ("Sul-Sv-002", false)] {
            let view = try #require(laid.loaded.objectsByID[id] as? LiveView)
            #expect(laid.result.isSizedFromStoredFrame(view) == read, "\(id)")
        }
    }

    @Test("off, their heights are undetermined: reported ambiguous, and the stored frames are lost")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .stackAmbiguitySuppressionAlongAxis)
        // The frame check leaves the views out either way (their heights are IB's canvas's); the stack is missed.
        #expect(LayoutFixtures.mismatchedIDs(in: "StackUnsizedLengths.xib", rules: rules) == ["Sul-Sv-002"])
        var engine = LayoutEngine()
        engine.rules = rules
        let off = try LaidOut("StackUnsizedLengths.xib", root: "Sul-Rt-001", engine: engine)
        let view = try #require(off.loaded.objectsByID["Sul-Vw-004"] as? LiveView)
        #expect(off.result.ambiguousParts(of: view).contains("height"))
        #expect(off.result.frame(of: view)?.height != 128)
    }
}
