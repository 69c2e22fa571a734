extension XMLTree {
    /// The parent of a node, or `nil` for the document node and detached nodes.
    public func parent(of node: XMLNodeID) -> XMLNodeID? {
        let parent = nodes[Int(node.index)].parent
        return parent < 0 ? nil : XMLNodeID(parent)
    }

    /// The children of a node in document order.
    public func children(of node: XMLNodeID) -> XMLChildren {
        XMLChildren(tree: self, first: nodes[Int(node.index)].firstChild)
    }

    /// The `id` of the element that holds a node's container: IB keeps constraints in `<constraints>` and
    /// connections in `<connections>` inside the object they belong to.
    public func containerOwnerID(of node: XMLNodeID) -> String? {
        guard let container = parent(of: node), let owner = parent(of: container) else { return nil }
        return attribute("id", of: owner)
    }

    /// The element children of a node in document order.
    public func elements(of node: XMLNodeID) -> [XMLNodeID] {
        var result: [XMLNodeID] = []
        var child = nodes[Int(node.index)].firstChild
        while child >= 0 {
            if nodes[Int(child)].kind == .element { result.append(XMLNodeID(child)) }
            child = nodes[Int(child)].nextSibling
        }
        return result
    }

    /// The element children with a given name.
    public func elements(of node: XMLNodeID, named name: String) -> [XMLNodeID] {
        elements(of: node).filter { self.name(of: $0) == name }
    }

    /// The first element child with a given name and, optionally, a given `key` attribute.
    public func firstElement(of node: XMLNodeID, named name: String, key: String? = nil) -> XMLNodeID? {
        var child = nodes[Int(node.index)].firstChild
        while child >= 0 {
            let id = XMLNodeID(child)
            if nodes[Int(child)].kind == .element, nameEquals(id, name),
                key == nil || attribute("key", of: id) == key
            {
                return id
            }
            child = nodes[Int(child)].nextSibling
        }
        return nil
    }

    /// Every element below a node (not the node itself), in document order.
    public func descendantElements(of node: XMLNodeID) -> [XMLNodeID] {
        var result: [XMLNodeID] = []
        func visit(_ id: XMLNodeID) {
            for child in elements(of: id) {
                result.append(child)
                visit(child)
            }
        }
        visit(node)
        return result
    }

    /// The element name, or the empty string for other kinds of node.
    public func name(of node: XMLNodeID) -> String {
        let record = nodes[Int(node.index)]
        return record.kind == .element ? string(record.name) : ""
    }

    /// Whether an element's name equals a string, without building a `String`.
    public func nameEquals(_ node: XMLNodeID, _ name: String) -> Bool {
        let record = nodes[Int(node.index)]
        return record.kind == .element && equals(record.name, name)
    }

    /// The decoded value of an attribute, or `nil` when the element has no such attribute.
    public func attribute(_ name: String, of node: XMLNodeID) -> String? {
        let record = nodes[Int(node.index)]
        let first = Int(record.attributeStart)
        for k in first..<(first + Int(record.attributeCount)) where equals(attributeTable[k].name, name) {
            return decodedValue(attributeTable[k].value)
        }
        return nil
    }

    /// All attributes of an element as decoded name-value pairs, in source order.
    public func attributes(of node: XMLNodeID) -> [(name: String, value: String)] {
        let record = nodes[Int(node.index)]
        let first = Int(record.attributeStart)
        return (first..<(first + Int(record.attributeCount))).map {
            (string(attributeTable[$0].name), decodedValue(attributeTable[$0].value))
        }
    }

    /// The decoded character data of a text or CDATA node, or the content of a comment.
    public func text(of node: XMLNodeID) -> String {
        let record = nodes[Int(node.index)]
        switch record.kind {
        case .text: return decodedValue(record.name)
        case .element, .document: return ""
        default: return string(record.name)
        }
    }

    /// The concatenated decoded text of an element's text and CDATA children.
    public func textContent(of node: XMLNodeID) -> String {
        children(of: node).filter { [.text, .cdata].contains(kind(of: $0)) }.map { text(of: $0) }.joined()
    }

    /// The byte offset where a node starts in the source, or `nil` for nodes made in memory.
    public func sourceOffset(of node: XMLNodeID) -> Int? {
        let start = nodes[Int(node.index)].start
        return start < 0 ? nil : Int(start)
    }

    /// The byte offset where an attribute's value starts in the source (just after its opening quote), if
    /// the attribute is unedited.
    public func sourceOffset(ofAttribute name: String, of node: XMLNodeID) -> Int? {
        let record = nodes[Int(node.index)]
        let first = Int(record.attributeStart)
        for k in first..<(first + Int(record.attributeCount)) where equals(attributeTable[k].name, name) {
            let value = attributeTable[k].value
            return value.isPooled || attributeTable[k].name.isPooled ? nil : Int(value.start)
        }
        return nil
    }

    /// Whether a node is still part of the tree (it and its ancestors were not removed).
    public func isAttached(_ node: XMLNodeID) -> Bool {
        var current = node.index
        while current > 0 {
            if nodes[Int(current)].flags.contains(.removed) { return false }
            current = nodes[Int(current)].parent
            if current < 0 { return false }
        }
        return true
    }

    // MARK: - Text references

    func string(_ ref: TextRef) -> String {
        if ref.isPooled { return pool[Int(-ref.start - 1)] }
        return source.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[Int(ref.start)..<Int(ref.end)]), as: UTF8.self)
        }
    }

    func decodedValue(_ ref: TextRef) -> String {
        if ref.isPooled { return pool[Int(-ref.start - 1)] }
        return source.withUnsafeBufferPointer {
            XMLEscaping.decode(UnsafeBufferPointer(rebasing: $0[Int(ref.start)..<Int(ref.end)]))
        }
    }

    func equals(_ ref: TextRef, _ name: String) -> Bool {
        if ref.isPooled { return pool[Int(-ref.start - 1)] == name }
        let length = Int(ref.end - ref.start)
        var name = name
        return name.withUTF8 { utf8 in
            guard utf8.count == length else { return false }
            return source.withUnsafeBufferPointer { p in
                for d in 0..<length where p[Int(ref.start) + d] != utf8[d] { return false }
                return true
            }
        }
    }

    func pooled(_ value: String) -> TextRef {
        pool.append(value)
        let index = Int32(-pool.count)
        return TextRef(start: index, end: index)
    }
}

/// The children of an ``XMLTree`` node, walked lazily in document order.
public struct XMLChildren: Sequence {
    let tree: XMLTree
    let first: Int32

    /// Makes an iterator over the children.
    public func makeIterator() -> Iterator { Iterator(tree: tree, upcoming: first) }

    /// An iterator over sibling nodes.
    public struct Iterator: IteratorProtocol {
        let tree: XMLTree
        var upcoming: Int32

        /// The next sibling, or `nil` after the last.
        public mutating func next() -> XMLNodeID? {
            guard upcoming >= 0 else { return nil }
            let current = upcoming
            upcoming = tree.nodes[Int(current)].nextSibling
            return XMLNodeID(current)
        }
    }
}
