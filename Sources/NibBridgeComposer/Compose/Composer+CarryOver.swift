import NibBridge
import NibBridgeDocument
import NibBridgeLoader

extension Composer {
    /// Writes the placeholder's state into the inlined root, as the runtime bridge carries it over.
    func carryOver(
        from placeholder: XMLNodeID, to element: XMLNodeID, in tree: XMLTree, allocator: inout IDAllocator,
        location: SourceLocation?
    ) {
        let options = NibBridgeOptions()  // Build time knows no class's Swift options: the table's own rules.
        for property in CarriedProperty.allCases {
            let defaults = property.interfaceBuilderDefaults
            switch property.xml {
            case .attribute(let name):
                let value = tree.attribute(name, of: placeholder)
                guard options.carries(property, placeholderHasDefault: { defaults.isDefault(attribute: value) })
                else { continue }
                tree.setAttribute(name, value, on: element)
            case .element(let name, let key):
                let source = tree.firstElement(of: placeholder, named: name, key: key)
                let attributes = source.map { node in
                    Dictionary(tree.attributes(of: node).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
                }
                guard options.carries(property, placeholderHasDefault: { defaults.isDefault(element: attributes) })
                else { continue }
                let old = tree.firstElement(of: element, named: name, key: key)
                if let source {
                    let copy = tree.importSubtree(source, from: tree)
                    if let old {
                        tree.insert(copy, into: element, before: old)
                    } else {
                        insertOrdered(copy, named: name, into: element, tree: tree)
                    }
                }
                if let old { tree.remove(old) }
            case .outletCollection:
                break  // Moved with the placeholder's other connections below.
            }
        }
        tree.setAttribute(XML.key, tree.attribute(XML.key, of: placeholder), on: element)
        if let label = tree.attribute(XML.userLabel, of: placeholder) {
            tree.setAttribute(XML.userLabel, label, on: element)
        }
        for container in [XML.subviews, XML.constraints, XML.runtimeAttributes, XML.connections] {
            guard let source = tree.firstElement(of: placeholder, named: container) else { continue }
            let target = ensureContainer(container, in: element, tree: tree)
            for child in tree.elements(of: source) { tree.insert(tree.importSubtree(child, from: tree), into: target) }
        }
        if let content = Self.contentView(of: placeholder, in: tree) {
            carryContent(of: content, into: element, in: tree, allocator: &allocator, location: location)
        }
        for variation in tree.elements(of: placeholder, named: XML.variation) {
            mergeVariation(variation, into: element, tree: tree)
        }
    }

    /// Moves the subviews of the placeholder's content view (a cell's, a visual effect view's, a box's) into the nib
    /// view's content view, on top of the nib's own, as the runtime bridge moves them (`NibBridgeCore`): the views a
    /// designer adds to such a view live in its content view (`UICollectionViewCell.contentView`: "add the views needed
    /// to present the data item's content as subviews to the view in the contentView property. Do not directly add
    /// subviews to the cell itself"). The placeholder's content view itself is UIKit's, not the designer's, and is left
    /// behind with the placeholder; Interface Builder writes a cell's content view only by key, so a second one beside
    /// the nib's would be a document Xcode never writes.
    ///
    /// A carried view without an id (never written by Xcode in `<subviews>`) gets a fresh document-unique id: a view in
    /// `<subviews>` stands under its id.
    private func carryContent(
        of content: XMLNodeID, into element: XMLNodeID, in tree: XMLTree, allocator: inout IDAllocator,
        location: SourceLocation?
    ) {
        let target = Self.contentView(of: element, in: tree) ?? element
        let scope = tree.attribute(XML.id, of: element) ?? ""
        let subviews = tree.firstElement(of: content, named: XML.subviews).map { tree.elements(of: $0) } ?? []
        if !subviews.isEmpty {
            let container = ensureContainer(XML.subviews, in: target, tree: tree)
            for subview in subviews {
                let copy = tree.importSubtree(subview, from: tree)
                if tree.attribute(XML.id, of: copy) == nil {
                    tree.setAttribute(XML.id, allocator.fresh(scope: scope), on: copy)
                }
                tree.insert(copy, into: container)
            }
            diagnostics.append(
                Diagnostic(
                    .note,
                    "the \(subviews.count) subview(s) of the placeholder's content view join the nib's content view, "
                        + "on top of its own, as at run time", at: location, rule: "placeholder-subviews"))
        }
        carryConstraints(of: content, to: target, in: tree, allocator: &allocator, location: location)
    }

    /// Moves the constraints the placeholder's content view holds to the view its subviews joined, relating that view
    /// where they related the placeholder's content view, as the runtime bridge moves them: a constraint held by a view
    /// relates it or views inside it, so each relates a moved view, except the content view's own size, which is
    /// dropped with it (the nib's content view is sized by its cell). A constraint naming the content view by id makes
    /// the nib's content view named too.
    private func carryConstraints(
        of content: XMLNodeID, to target: XMLNodeID, in tree: XMLTree, allocator: inout IDAllocator,
        location: SourceLocation?
    ) {
        let constraints = tree.firstElement(of: content, named: XML.constraints).map { tree.elements(of: $0) } ?? []
        let contentID = tree.attribute(XML.id, of: content)
        var dropped = 0
        for constraint in constraints {
            let items = ["firstItem", "secondItem"].compactMap { tree.attribute($0, of: constraint) }
            guard items.contains(where: { $0 != contentID }) else {
                dropped += 1
                continue
            }
            let copy = tree.importSubtree(constraint, from: tree)
            for name in ["firstItem", "secondItem"]
            where contentID != nil && tree.attribute(name, of: copy) == contentID {
                let targetID = tree.attribute(XML.id, of: target) ?? allocator.fresh(scope: contentID ?? "")
                tree.setAttribute(XML.id, targetID, on: target)
                tree.setAttribute(name, targetID, on: copy)
            }
            tree.insert(copy, into: ensureContainer(XML.constraints, in: target, tree: tree))
        }
        if dropped > 0 {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(dropped) constraint(s) on the placeholder's content view alone are dropped with it, as at run "
                        + "time", at: location, rule: "placeholder-constraints"))
        }
    }

    /// The view an element holds by key as its content view, for the views whose content the runtime bridge
    /// moves into the real view's content view (``PortableBridgeHost/contentViewElements``: cells, table header
    /// and footer views, visual effect views, boxes; not a scroll view's clip view).
    static func contentView(of element: XMLNodeID, in tree: XMLTree) -> XMLNodeID? {
        guard PortableBridgeHost.contentViewElements.contains(tree.name(of: element)) else { return nil }
        return tree.elements(of: element).first { tree.attribute(XML.key, of: $0) == XML.contentView }
    }
}
