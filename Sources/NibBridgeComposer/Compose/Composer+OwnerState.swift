import NibBridgeDocument

/// File's Owner style nibs (the placeholder stays and is the nib's owner at run time): what the nib's File's Owner
/// placeholder holds moves to the placeholder, since loading the nib with the placeholder as its owner gives that
/// object the File's Owner's outlets and runtime attributes.
extension Composer {
    /// Moves the outlets of a nib's File's Owner to the placeholder, which is the owner at run time.
    func adoptOwnerConnections(
        of nib: IBDocument, into placeholder: XMLNodeID, tree: XMLTree, mapping: [String: String],
        allocator: inout IDAllocator
    ) {
        guard let owner = nib.topLevelObjects.first(where: \.isFilesOwner),
            let connections = nib.tree.firstElement(of: owner.node, named: XML.connections)
        else { return }
        let placeholderID = tree.attribute(XML.id, of: placeholder) ?? ""
        let target = ensureContainer(XML.connections, in: placeholder, tree: tree)
        for connection in nib.tree.elements(of: connections) {
            let copy = tree.importSubtree(connection, from: nib.tree)
            if let id = tree.attribute(XML.id, of: copy) {
                tree.setAttribute(XML.id, allocator.allocate(for: id, scope: placeholderID), on: copy)
            }
            if let destination = tree.attribute("destination", of: copy), let mapped = mapping[destination] {
                tree.setAttribute("destination", mapped, on: copy)
            }
            tree.insert(copy, into: target)
        }
    }

    /// Moves the user-defined runtime attributes of a nib's File's Owner to the placeholder, before the
    /// placeholder's own, in the order they are set at run time: the nib is loaded with the placeholder as its
    /// owner while the placeholder is decoded, which sets the File's Owner's attributes on it, and the parent
    /// document sets the placeholder's own attributes once all its objects are decoded. A key path the placeholder
    /// sets itself therefore ends with the placeholder's value; the File's Owner's is left out (a note says so)
    /// rather than written twice, which Xcode never does.
    func adoptOwnerRuntimeAttributes(
        of nib: IBDocument, into placeholder: XMLNodeID, tree: XMLTree, placeholder ib: IBView
    ) {
        guard let owner = nib.topLevelObjects.first(where: \.isFilesOwner),
            let attributes = nib.tree.firstElement(of: owner.node, named: XML.runtimeAttributes)
        else { return }
        let existing = tree.firstElement(of: placeholder, named: XML.runtimeAttributes)
        let own = Set(existing.map { tree.elements(of: $0) }?.compactMap { tree.attribute(XML.keyPath, of: $0) } ?? [])
        let target = ensureContainer(XML.runtimeAttributes, in: placeholder, tree: tree)
        let first = tree.elements(of: target).first
        var overridden: [String] = []
        for attribute in nib.tree.elements(of: attributes) {
            if let keyPath = nib.tree.attribute(XML.keyPath, of: attribute), own.contains(keyPath) {
                overridden.append(keyPath)
                continue
            }
            tree.insert(tree.importSubtree(attribute, from: nib.tree), into: target, before: first)
        }
        if tree.elements(of: target).isEmpty { tree.remove(target) }
        guard !overridden.isEmpty else { return }
        report(
            .note,
            "the placeholder's own runtime attribute(s) \(overridden.joined(separator: ", ")) replace those the nib's "
                + "File's Owner sets, as at run time (the placeholder's are set after the nib is loaded)", ib,
            rule: "placeholder-runtime-attributes")
    }
}
