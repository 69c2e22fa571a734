import NibBridgeDocument

extension Composer {
    /// Carries one of the placeholder's size-class variations over to the inlined root: the masks name the
    /// placeholder's subviews and constraints, which the root now holds, and the root's own variation for the
    /// same traits (the nib's) takes them in, so that the root has one variation per key, as Xcode writes it.
    func mergeVariation(_ variation: XMLNodeID, into element: XMLNodeID, tree: XMLTree) {
        let key = tree.attribute("key", of: variation)
        guard
            let own = tree.elements(of: element, named: "variation").first(where: {
                tree.attribute("key", of: $0) == key
            })
        else {
            insertOrdered(tree.importSubtree(variation, from: tree), named: "variation", into: element, tree: tree)
            return
        }
        for (name, value) in tree.attributes(of: variation) where name != "key" {
            tree.setAttribute(name, value, on: own)
        }
        for child in tree.elements(of: variation) {
            let childKey = tree.attribute("key", of: child)
            let name = tree.name(of: child)
            let existing = tree.elements(of: own).first {
                tree.nameEquals($0, name) && tree.attribute("key", of: $0) == childKey
            }
            if name == "mask", let existing {
                for entry in tree.elements(of: child) {
                    tree.insert(tree.importSubtree(entry, from: tree), into: existing)
                }
            } else {
                if let existing { tree.remove(existing) }
                tree.insert(tree.importSubtree(child, from: tree), into: own)
            }
        }
    }
}
