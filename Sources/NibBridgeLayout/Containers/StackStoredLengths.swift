import Cassowary

/// The lengths of arranged views that nothing but Interface Builder's canvas decides
/// (``LayoutRule/stackAmbiguitySuppression`` across a stack's axis, ``LayoutRule/stackAmbiguitySuppressionAlongAxis``
/// along it), and which of them the frame-reproduction check leaves out.
///
/// `UIStackView` gives an arranged view that nothing sizes across its axis a `UISV-ambiguity-suppression` constraint
/// (its size equal to zero at priority 25); along the axis nothing sizes a plain or custom view at all when the stack's
/// own length is free. Interface Builder's canvas keeps the length such a view was drawn at (the object library view's
/// 128 or 240 points, or what it was given) and the document stores it, so the engine keeps the stored length at
/// priority 25, below every constraint and content size that could decide it, and places the views after it from
/// there. Stored frames of plain and custom views in vertical stacks, nothing else setting their heights:
/// austrianredcross' stopp-corona-ios (17701: CheckboxLabelView and plain views 128 tall), instructure's canvas-ios
/// (24506: an attempt picker 128 tall and section containers 267), HabitRPG's habitica-ios (CollapsibleTitle views
/// 128 tall), trafi's NibView (CardView 104 and 82), muun's falcon, StepicOrg's stepik-ios, zotero-ios and green_ios.
///
/// Such a length is read, not laid out: ``LayoutResult/sizedFromStoredFrames`` names the views whose width or height
/// only it decides, and the frame-reproduction check does not compare them (the views placed from them it does).
extension LayoutSession {
    /// Keeps the stored width (or height) of each arranged view with no intrinsic size in that dimension (and no
    /// placeholder one) that is not itself a stack, at priority 25; with `keeps` false (the rule switched off, as in
    /// an ablation), only notes the view, so that the same views are left out of the comparison either way.
    func keepStoredLengths(_ items: [ViewNode], _ boxes: [AxisBox], heights: Bool, keeps: Bool) {
        let placeholderKey = heights ? "placeholderIntrinsicHeight" : "placeholderIntrinsicWidth"
        for (item, box) in zip(items, boxes)
        where !item.traits.hasIntrinsicContent && item.view.otherState[placeholderKey] == nil
            && item.view.elementName != "stackView"
        {
            let size = heights ? item.height : item.width
            guard keeps else {
                storedLengths.append((nil, item, size))
                continue
            }
            let stored = heights ? item.storedFrame.height : item.storedFrame.width
            let constraint = Constraint(
                box.size - Expression(constant: stored), .equal, strength: Strength(layoutPriority: 25))
            if add(constraint) { storedLengths.append((constraint, item, size)) }
        }
    }

    /// The views whose width or height only a kept stored length decides: once the frames are read, the kept lengths
    /// are taken out of the solver, and the sizes they held (or would have held) that are then free are those.
    func viewsSizedOnlyByStoredLengths() -> Set<ObjectIdentifier> {
        guard !storedLengths.isEmpty else { return [] }
        for kept in storedLengths {
            if let constraint = kept.constraint { try? solver.removeConstraint(constraint) }
        }
        let free = solver.ambiguity(of: storedLengths.map(\.size))
        return Set(zip(storedLengths, free).filter(\.1).map { ObjectIdentifier($0.0.node.view) })
    }
}
