public import NibBridge
public import NibBridgeDocument

/// The ``NibBridgeHost`` of the portable loader: the bridge's operations on live objects.
public final class PortableBridgeHost: NibBridgeHost {
    /// The loader (registry, locator, cache) nibs are loaded with.
    public let loader: NibLoader
    /// Where nested loads report.
    let collector: DiagnosticCollector
    /// The placeholder ids under which the current nib is being loaded (see ``LiveObject/scope``).
    let scope: String?
    /// The UI framework of the document being decoded: a nib of another framework is no candidate.
    let framework: NibFramework?

    /// Creates a host for a decoder: nested loads report into its collector, under its scope.
    public init(decoder: NibDecoder) {
        self.loader = decoder.loader
        self.collector = decoder.collector
        self.scope = decoder.scope
        self.framework = NibFramework(decoder.nib.platform)
    }

    /// Creates a host for loads the app starts itself (``NibLoader/loadFromNib(className:filling:)``).
    public init(loader: NibLoader, collector: DiagnosticCollector) {
        self.loader = loader
        self.collector = collector
        self.scope = nil
        self.framework = nil
    }

    /// The live class name.
    public func className(of object: AnyObject) -> String {
        (object as? LiveObject)?.className ?? String(describing: type(of: object))
    }

    /// Finds the nib through the loader's locator and instantiates it with the same diagnostics. A
    /// placeholder owner records the nib it loaded (for ``LiveView/bridgedFrom``).
    public func instantiateNib(
        named name: String, location: NibLocation, for viewClass: AnyClass, owner view: LiveView?
    )
        throws(NibBridgeError) -> [AnyObject]
    {
        let className = view?.className ?? name
        guard let path = loader.locator.path(forNibNamed: name, location: location, framework: framework) else {
            throw .nibNotFound(className: className, nibName: name, searched: location.description)
        }
        let nib: CompiledNib
        do {
            nib = try loader.cache.nib(atPath: path)
        } catch {
            throw .loadFailed(className: className, nibName: name, reason: error.description)
        }
        view?.loadedNibPath = path
        let scope = [scope, view?.documentID].compactMap { $0 }.joined(separator: "/")
        return loader.instantiate(
            nib, scene: nil, owner: view, collector: collector, scope: scope.isEmpty ? nil : scope
        )
        .topLevelObjects
    }

    /// Adds content filling the container: frame at the container's bounds, flexible width and height.
    public func embed(_ content: LiveView, in container: LiveView) {
        let bounds = container.frame
        content.properties[.frame] = .element(
            "rect",
            [
                "key": "frame", "x": "0.0", "y": "0.0", "width": IBNumber.format(bounds.width),
                "height": IBNumber.format(bounds.height),
            ])
        content.properties[.autoresizingMask] = .element(
            "autoresizingMask", ["key": "autoresizingMask", "widthSizable": "YES", "heightSizable": "YES"])
        content.properties[.translatesAutoresizingMaskIntoConstraints] = nil
        container.addSubview(content)
    }

    /// The object as a live view.
    public func asView(_ object: AnyObject) -> LiveView? { object as? LiveView }
    /// The view's subviews.
    public func subviews(of view: LiveView) -> [LiveView] { view.subviews }
    /// The content view of a table or collection view cell, a table header or footer view, a visual effect
    /// view or a box: the views whose `contentView` the UIKit and AppKit hosts return. Other views the document
    /// writes a `contentView` for (a scroll view's clip view) have none here either, as in those hosts.
    public func contentView(of view: LiveView) -> LiveView? {
        Self.contentViewElements.contains(view.elementName) ? view.contentView : nil
    }
    /// The elements of the views ``contentView(of:)`` returns a content view for; build-time composition carries
    /// a placeholder's content into the nib view's content view for the same elements.
    public static let contentViewElements: Set<String> = [
        "tableViewCell", "collectionViewCell", "tableViewHeaderFooterView", "visualEffectView", "box",
    ]
    /// Whether the view holds subviews, or for a view with a content view (a cell), whether that holds any.
    public func holdsContent(_ view: LiveView) -> Bool {
        guard let content = view.contentView else { return !view.subviews.isEmpty }
        return !content.subviews.isEmpty || view.subviews.contains { $0 !== content }
    }
    /// The view's tag.
    public func tag(of view: LiveView) -> Int { view.tag }
    /// Moves a view into another, on top of its subviews.
    public func move(_ subview: LiveView, into superview: LiveView) { superview.addSubview(subview) }

    /// The view's constraints.
    public func constraints(of view: LiveView) -> [LiveConstraint] { view.constraints }

    /// Describes a live constraint.
    public func snapshot(of constraint: LiveConstraint) -> ConstraintSnapshot {
        ConstraintSnapshot(
            firstItem: constraint.firstItem,
            firstAttribute: LiveConstraint.attributeValue(constraint.firstAttribute),
            relation: LiveConstraint.relationValue(constraint.relation),
            secondItem: constraint.secondItem,
            secondAttribute: LiveConstraint.attributeValue(constraint.secondAttribute),
            multiplier: constraint.multiplier,
            constant: constraint.constant,
            priority: constraint.priority,
            identifier: constraint.identifier,
            shouldBeArchived: constraint.shouldBeArchived,
            isActive: constraint.isActive
        )
    }

    /// Makes a live constraint from a description.
    public func makeConstraint(_ snapshot: ConstraintSnapshot) -> LiveConstraint {
        let constraint = LiveConstraint(className: "NSLayoutConstraint")
        constraint.elementName = "constraint"
        constraint.firstItem = snapshot.firstItem as? LiveObject
        constraint.firstAttribute = LiveConstraint.attributeNames[snapshot.firstAttribute]
        constraint.relation = LiveConstraint.relationName(snapshot.relation)
        constraint.secondItem = snapshot.secondItem as? LiveObject
        constraint.secondAttribute = LiveConstraint.attributeNames[snapshot.secondAttribute]
        constraint.multiplier = snapshot.multiplier
        constraint.constant = snapshot.constant
        constraint.priority = snapshot.priority
        constraint.identifier = snapshot.identifier
        constraint.shouldBeArchived = snapshot.shouldBeArchived
        constraint.isActive = snapshot.isActive
        return constraint
    }

    /// Installs a constraint.
    public func install(_ constraint: LiveConstraint, on view: LiveView, active: Bool) {
        constraint.isActive = active
        view.addConstraint(constraint)
    }

    /// Removes a constraint.
    public func uninstall(_ constraint: LiveConstraint, from view: LiveView) { view.removeConstraint(constraint) }

    /// Copies one carried property, including its absence (UIKit copies the placeholder's value, even
    /// a default one).
    ///
    /// Gesture recognizers are moved instead (a recognizer belongs to one view, as `addGestureRecognizer`
    /// does it): the nib's own recognizers stay on the real view, the placeholder's are added. The parent
    /// document's `gestureRecognizers` outlet collection is connected after the swap, so it appends to
    /// the real view too.
    public func copy(_ property: CarriedProperty, from placeholder: LiveView, to real: LiveView) {
        if property == .gestureRecognizers {
            let moved = placeholder.gestureRecognizers.filter { recognizer in
                !real.gestureRecognizers.contains { $0 === recognizer }
            }
            placeholder.properties[.gestureRecognizers] = nil
            if !moved.isEmpty { real.properties[.gestureRecognizers] = .objects(real.gestureRecognizers + moved) }
            return
        }
        real.properties[property] = placeholder.properties[property]
    }

    /// Marks a live view as resolved by the bridge.
    public func markResolved(_ view: LiveView) { view.isResolved = true }
    /// Whether the bridge resolved the live view.
    public func isResolved(_ view: LiveView) -> Bool { view.isResolved || view.isComposed }

    /// Sends `awakeFromNib` to a live object.
    public func awakeFromNib(_ object: AnyObject) { (object as? LiveObject)?.awakeFromNib() }

    /// Whether IB wrote nothing for the property, or one of ``CarriedProperty/interfaceBuilderDefaults``.
    public func hasInterfaceBuilderDefault(_ property: CarriedProperty, _ view: LiveView) -> Bool {
        let defaults = property.interfaceBuilderDefaults
        switch view.properties[property] {
        case nil: return true
        case .text(let text): return defaults.isDefault(attribute: text)
        case .element(_, let attributes): return defaults.isDefault(element: attributes)
        case .objects(let objects): return objects.isEmpty
        }
    }

    /// The placeholder's guides: a system guide (`key` set) maps to the real view's guide of that key, made
    /// when the nib wrote none (as UIKit makes `safeAreaLayoutGuide` on first use); a guide of its own
    /// moves into the real view, as `addLayoutGuide(_:)` does.
    public func layoutGuides(movingFrom placeholder: LiveView, to real: LiveView) -> [(
        guide: AnyObject, counterpart: AnyObject
    )] {
        placeholder.layoutGuides.map { guide -> (guide: AnyObject, counterpart: AnyObject) in
            guard let key = guide.key else {
                placeholder.layoutGuides.removeAll { $0 === guide }
                real.layoutGuides.append(guide)
                return (guide, guide)
            }
            if let own = real.layoutGuides.first(where: { $0.key == key }) { return (guide, own) }
            let made = LiveLayoutGuide(className: guide.className)
            made.elementName = guide.elementName
            made.key = key
            real.layoutGuides.append(made)
            return (guide, made)
        }
    }

    /// Keeps the counterpart on the placeholder's guide, where `NibBridgeCore.constraintAwakeAfter` finds it.
    public func recordReplacement(ofGuide guide: AnyObject, with counterpart: AnyObject) {
        (guide as? LiveLayoutGuide)?.replacement = counterpart as? LiveLayoutGuide
    }

    /// The counterpart recorded for a guide of a replaced placeholder.
    public func guideReplacement(for object: AnyObject) -> AnyObject? { (object as? LiveLayoutGuide)?.replacement }

    /// Repoints nothing, as UIKit's and AppKit's hosts (UIKit's nib decoder substitutes only the object being
    /// decoded, from what its `awakeAfter(using:)` returns, which ``NibDecoder`` models in
    /// `decodeObject(_:)`). A recreated constraint takes the identity of the one it stands for, for reports.
    public func replaceReferences(to old: AnyObject, with new: AnyObject) {
        guard let old = old as? LiveObject, let new = new as? LiveObject else { return }
        if new is LiveConstraint, new.documentID == nil {
            new.documentID = old.documentID  // The recreated constraint stands for the document's one.
            new.documentPath = old.documentPath
            new.scope = old.scope
        }
    }
}
