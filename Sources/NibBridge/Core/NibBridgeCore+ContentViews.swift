extension NibBridgeCore {
    /// Moves what a placeholder holds into the real view that replaces it.
    ///
    /// A view without a content view gives its subviews, moved on top of the real view's. A view that keeps
    /// what a designer adds in a content view (``NibBridgeHost/contentView(of:)``: a table or collection view
    /// cell, a table header or footer view, a visual effect view, a box) gives that content view's subviews,
    /// moved into the real view's content view, never the content view itself: the framework made it, and
    /// moved beside the real view's own it would cover it and take its touches. Apple's documentation of
    /// `UICollectionViewCell.contentView` says to "add the views needed to present the data item's content as
    /// subviews to the view in the contentView property. Do not directly add subviews to the cell itself";
    /// `UITableViewCell.contentView` and `UIVisualEffectView.contentView` say the same.
    ///
    /// The constraints the placeholder's content view holds that relate its subviews go with them, relating
    /// the real content view (and its layout guides) where they related the placeholder's; they are taken off
    /// before the subviews leave, as UIKit and AppKit drop a view's constraints when it changes superview.
    /// Constraints on the placeholder's content view alone (its size) stay behind with it, and so do its
    /// other subviews, which the framework made too (a cell's background or separator views): Interface
    /// Builder writes none.
    static func moveContent<Host: NibBridgeHost>(from placeholder: Host.View, to real: Host.View, host: Host) {
        guard let content = host.contentView(of: placeholder) else {
            for subview in host.subviews(of: placeholder) { host.move(subview, into: real) }
            return
        }
        let destination = host.contentView(of: real) ?? real
        let constraints = host.constraints(of: content).map { (constraint: $0, snapshot: host.snapshot(of: $0)) }
        for (constraint, _) in constraints { host.uninstall(constraint, from: content) }
        for subview in host.subviews(of: content) { host.move(subview, into: destination) }
        let replacements =
            [(old: content as AnyObject, new: destination as AnyObject)]
            + guideReplacements(movingFrom: content, to: destination, host: host)
        for (constraint, snapshot) in constraints {
            // A constraint relating nothing but the content view and its guides (its size) stays behind.
            let relatesOthers = [snapshot.firstItem, snapshot.secondItem].contains { item in
                guard let item else { return false }
                return !replacements.contains { $0.old === item }
            }
            guard relatesOthers else { continue }
            reinstall(constraint, snapshot, replacing: replacements, on: destination, host: host)
        }
    }

    /// The placeholder's layout guides, each with its counterpart in the real view
    /// (``NibBridgeHost/layoutGuides(movingFrom:to:)``), recorded so that constraints decoded later follow them; a
    /// guide moved as it is needs no replacement.
    static func guideReplacements<Host: NibBridgeHost>(
        movingFrom placeholder: Host.View, to real: Host.View, host: Host
    )
        -> [(old: AnyObject, new: AnyObject)]
    {
        var replacements: [(old: AnyObject, new: AnyObject)] = []
        for (guide, counterpart) in host.layoutGuides(movingFrom: placeholder, to: real) where guide !== counterpart {
            host.recordReplacement(ofGuide: guide, with: counterpart)
            replacements.append((guide, counterpart))
        }
        return replacements
    }

    /// Installs on `view` a constraint taken off another view: as it is when none of its items is replaced, else a
    /// copy with its priority, identifier, archiving and active state relating the replacements, which later
    /// references to the constraint resolve to.
    static func reinstall<Host: NibBridgeHost>(
        _ constraint: Host.Constraint, _ original: ConstraintSnapshot,
        replacing replacements: [(old: AnyObject, new: AnyObject)],
        on view: Host.View, host: Host
    ) {
        var snapshot = original
        var changed = false
        for item in [\ConstraintSnapshot.firstItem, \ConstraintSnapshot.secondItem] {
            guard let object = snapshot[keyPath: item],
                let replacement = replacements.first(where: { $0.old === object })
            else { continue }
            snapshot[keyPath: item] = replacement.new
            changed = true
        }
        guard changed else {
            host.install(constraint, on: view, active: snapshot.isActive)
            return
        }
        let copy = host.makeConstraint(snapshot)
        host.install(copy, on: view, active: snapshot.isActive)
        host.replaceReferences(to: constraint, with: copy)
    }
}
