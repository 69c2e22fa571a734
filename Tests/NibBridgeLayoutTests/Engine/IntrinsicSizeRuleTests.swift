import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Intrinsic content sizes of classes the engine once left without one, found where the layout left views
/// ambiguous that Interface Builder did not mark ambiguous (IB's own engine had a constraint the engine lacked).
///
/// `AppKitMatrix13.xib` is an Xcode 14 document: in a 300 × 120 view, a matrix of two radio buttons
/// (93-point cells 21 points tall, 2 points apart) pinned 20 points from the top and leading edges and nothing
/// else, a 100 × 20 view 8 points below it and a 60 × 20 view 8 points after it, its top at the matrix's top.
@Suite("Intrinsic sizes of more classes")
struct IntrinsicSizeRuleTests {
    static let matrices = "AppKitMatrix13.xib"

    @Test("every view of the matrix fixture is where IB stored it")
    func matricesReproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.matrices, rules: .all).isEmpty)
    }

    @Test("a matrix is as large as its cells: the views after and below it follow its edges")
    func matrixSize() throws {
        let laid = try LaidOut(Self.matrices, root: "Mx3-Rt-001")
        #expect(close(laid.frame("Mx3-Mx-002"), 20, 56, 93, 44))
        #expect(close(laid.frame("Mx3-Cv-003"), 20, 28, 100, 20))
        #expect(close(laid.frame("Mx3-Cv-004"), 121, 80, 60, 20))
    }

    @Test("off, the matrix's size is undetermined: it is reported ambiguous and the frames are lost")
    func matrixWithoutTheRule() throws {
        let lost = LayoutFixtures.mismatchedIDs(in: Self.matrices, rules: .all(except: .matrixIntrinsicSize))
        #expect(lost.contains("Mx3-Mx-002"))
        var engine = LayoutEngine()
        engine.reportsAmbiguity = true
        engine.rules = .all(except: .matrixIntrinsicSize)
        let off = try LaidOut(Self.matrices, root: "Mx3-Rt-001", engine: engine)
        let matrix = try #require(off.loaded.objectsByID["Mx3-Mx-002"] as? LiveView)
        #expect(off.result.ambiguousParts(of: matrix) == ["width", "height"])
        engine.rules = .all
        let on = try LaidOut(Self.matrices, root: "Mx3-Rt-001", engine: engine)
        #expect(on.result.ambiguousViews.isEmpty)
    }
}
