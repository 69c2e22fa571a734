import NibBridgeLayout
import Testing

/// An engine with every layout rule on but one, its intrinsic sizes read off the stored frames with the same rules
/// (as the benchmark's ablation lays a tree out).
func engine(without rule: LayoutRule) -> LayoutEngine {
    var sizes = StoredFrameIntrinsicSizes()
    sizes.rules = .all(except: rule)
    var engine = LayoutEngine(intrinsicSizes: sizes)
    engine.rules = .all(except: rule)
    return engine
}

/// Checks a fixture whose one view, `view`, the engine places at `on` (its stored frame) with every rule, and at
/// `off` without `rule`, the only fixture frame that rule's absence loses.
func expectOnlyFrameLost(
    without rule: LayoutRule, document: String, root: String, view: String,
    on: (Double, Double, Double, Double), off: (Double, Double, Double, Double),
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let laid = try LaidOut(document, root: root)
    #expect(close(laid.frame(view), on.0, on.1, on.2, on.3), sourceLocation: sourceLocation)
    #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty, sourceLocation: sourceLocation)
    let without = try LaidOut(document, root: root, engine: engine(without: rule))
    #expect(close(without.frame(view), off.0, off.1, off.2, off.3), sourceLocation: sourceLocation)
    #expect(
        LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: rule)) == [view],
        sourceLocation: sourceLocation)
}
