import NibBridgeDocument

extension Composer {
    /// The kinds of named resources, in the order Xcode writes them in `<resources>`.
    private static let resourceKinds = ["image", "namedColor", "systemColor"]

    /// Declares in the document the named resources (images, named and system colors) that the inlined
    /// content of a nib uses and the document does not declare yet, where Xcode would list them: by kind,
    /// then by name. The document's own declarations win over the nib's; a resource of the nib that the
    /// document no longer uses (a background color the placeholder's replaced) is left out, as Xcode
    /// lists only what a document uses.
    func mergeResources(of nib: IBDocument, into document: IBDocument) {
        let nibTree = nib.tree
        guard let source = nibTree.firstElement(of: nib.rootElement, named: "resources") else { return }
        let tree = document.tree
        // Resources are referred to by name from attributes (`image="star.fill"`, `systemColor="..."`,
        // `<color name="...">`): any attribute value naming one counts as a use.
        var used: Set<String> = []
        for child in tree.elements(of: document.rootElement) where !tree.nameEquals(child, "resources") {
            for element in [child] + tree.descendantElements(of: child) {
                for attribute in tree.attributes(of: element) { used.insert(attribute.value) }
            }
        }
        let additions = nibTree.elements(of: source).filter { resource in
            nibTree.attribute("name", of: resource).map(used.contains) ?? false
        }
        guard !additions.isEmpty else { return }
        let target = resourcesElement(of: document)
        for resource in additions {
            let key = Composer.resourceKey(nibTree.name(of: resource), nibTree.attribute("name", of: resource) ?? "")
            let existing = tree.elements(of: target).map {
                Composer.resourceKey(tree.name(of: $0), tree.attribute("name", of: $0) ?? "")
            }
            if existing.contains(where: { $0 == key }) { continue }
            let next = zip(tree.elements(of: target), existing).first { $0.1 > key }?.0
            tree.insert(tree.importSubtree(resource, from: nibTree), into: target, before: next)
        }
    }

    /// A resource's place in Xcode's order: its kind's rank, then its name.
    private static func resourceKey(_ kind: String, _ name: String) -> ResourceKey {
        ResourceKey(rank: resourceKinds.firstIndex(of: kind) ?? resourceKinds.count, kind: kind, name: name)
    }

    /// The document's `<resources>`, created after its objects or scenes when it has none.
    private func resourcesElement(of document: IBDocument) -> XMLNodeID {
        let tree = document.tree
        let root = document.rootElement
        if let existing = tree.firstElement(of: root, named: "resources") { return existing }
        let resources = tree.makeElement("resources")
        let next = tree.elements(of: root).first {
            ["simulatedMetricsContainer", "inferredMetricsTieBreakers"].contains(tree.name(of: $0))
        }
        tree.insert(resources, into: root, before: next)
        return resources
    }
}

/// Orders resources as Xcode does.
private struct ResourceKey: Comparable {
    var rank: Int
    var kind: String
    var name: String

    static func < (lhs: ResourceKey, rhs: ResourceKey) -> Bool {
        (lhs.rank, lhs.kind, lhs.name) < (rhs.rank, rhs.kind, rhs.name)
    }
}
