import NibBridgeLoader

/// A UIKit stack view aligning its views' baselines keeps only its first arranged view inside the edge the baseline
/// is measured from (``LayoutRule/baselineStacksBoundFirstView``): aligning first baselines, only the first view's
/// top is held below the stack's top edge; aligning last baselines, only its bottom above the stack's bottom edge.
/// The other views, hung on the first one's baseline, may reach past that edge, and the stack, which hugs its
/// views, takes the first view's edge there; every view stays inside the opposite edge.
///
/// Interface Builder stores the stacks of three projects so. Arcgis-runtime-samples-ios' map image sublayer query
/// bar (Xcode 11.4, tools version 17506): a 27-point stack aligning first baselines holds a 20.5-point label at
/// y = 0, its 34-point text field at y = -7 and its 33-point button at y = -6, the stack's bottom on theirs.
/// Woocommerce-ios' account mismatch screen (Xcode 12.5, 21225): a 25.5-point first-baseline stack holds its
/// 20.5-point label at y = 0 and a 30-point button at y = -4.5. Pocket-casts' list summary header (Xcode 14.3,
/// 23094): a 20-point stack aligning last baselines holds its 20-point label at y = 0 and a 28-point button at
/// y = 0, 8 points below its bottom. Safe-ios' address name check row (Xcode 13.3, 20037; first baselines: a
/// 22-point symbol image view's alignment rectangle) and LoopKit's and Loop's insulin and carbohydrate totals
/// (20037, 21701; last baselines) have their first view on the stack's edge, the other views inside. No
/// baseline-aligned UIKit stack of the sixteen tuning sets has its first view off that edge while another view
/// lies on it.
extension LayoutSession {
    /// The edge a stack view aligning baselines does not hold an arranged view inside: the top (leading along the
    /// cross axis) for first baselines, the bottom for last baselines, for every UIKit arranged view but the first;
    /// nil where the stack holds it inside both edges.
    func edgeOutsideBaselineStack(of item: ViewNode, first: ViewNode, alignment: String) -> AxisEdge? {
        guard platform == .uiKit, item !== first, lookup.rules.contains(.baselineStacksBoundFirstView) else {
            return nil
        }
        switch alignment {
        case "firstBaseline": return .start
        case "lastBaseline": return .end
        default: return nil
        }
    }

    /// One end of an ``AxisBox``.
    enum AxisEdge { case start, end }
}
