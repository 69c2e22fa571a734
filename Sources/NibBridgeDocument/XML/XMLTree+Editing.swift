extension XMLTree {
    /// Sets, replaces or (with `nil`) removes an attribute; a new attribute goes after the existing ones.
    public func setAttribute(_ name: String, _ value: String?, on node: XMLNodeID) {
        let index = Int(node.index)
        precondition(nodes[index].kind == .element, "attributes exist on elements only")
        let first = Int(nodes[index].attributeStart)
        let count = Int(nodes[index].attributeCount)
        var run = Array(attributeTable[first..<(first + count)])
        let existing = run.firstIndex { equals($0.name, name) }
        if let existing, let value, decodedValue(run[existing].value) == value { return }
        if existing == nil && value == nil { return }
        switch (existing, value) {
        case (let position?, let value?): run[position].value = pooled(value)
        case (let position?, nil): run.remove(at: position)
        case (nil, let value?): run.append(Attribute(name: pooled(name), value: pooled(value)))
        case (nil, nil): return
        }
        nodes[index].attributeStart = Int32(attributeTable.count)
        nodes[index].attributeCount = Int32(run.count)
        attributeTable.append(contentsOf: run)
        markEdited(node, .tagEdited)
    }

    /// Renames an element.
    public func setName(_ name: String, of node: XMLNodeID) {
        precondition(kind(of: node) == .element, "only elements have names")
        guard self.name(of: node) != name else { return }
        nodes[Int(node.index)].name = pooled(name)
        markEdited(node, .tagEdited)
    }

    /// Creates a detached element, to be inserted with ``insert(_:into:before:)``.
    public func makeElement(_ name: String, attributes: [(String, String)] = []) -> XMLNodeID {
        var node = Node(kind: .element, parent: -1)
        node.name = pooled(name)
        node.attributeStart = Int32(attributeTable.count)
        node.attributeCount = Int32(attributes.count)
        for (key, value) in attributes {
            attributeTable.append(Attribute(name: pooled(key), value: pooled(value)))
        }
        nodes.append(node)
        return XMLNodeID(Int32(nodes.count - 1))
    }

    /// Creates a detached node of character data, a comment, a CDATA section or a processing instruction
    /// (its target and data, as written between `<?` and `?>`).
    public func makeLeaf(_ kind: XMLNodeKind, _ text: String) -> XMLNodeID {
        precondition(
            [.text, .comment, .cdata, .processingInstruction].contains(kind),
            "only text, comments, CDATA and processing instructions are leaves")
        var node = Node(kind: kind, parent: -1)
        node.name = pooled(text)
        nodes.append(node)
        return XMLNodeID(Int32(nodes.count - 1))
    }

    /// Inserts a detached node into an element before one of its children (or last), with the line
    /// break and indentation Xcode would write, so that only the inserted lines show in a diff.
    ///
    /// Text and CDATA are content, not markup: they are inserted as they are, without indentation.
    public func insert(_ child: XMLNodeID, into parent: XMLNodeID, before sibling: XMLNodeID? = nil) {
        precondition(nodes[Int(child.index)].parent < 0, "insert a detached node")
        if let sibling { precondition(nodes[Int(sibling.index)].parent == parent.index, "insert before a child") }
        precondition(child != parent && !isAncestor(child, of: parent), "a node cannot be inserted into itself")
        let childKind = nodes[Int(child.index)].kind
        if childKind == .text || childKind == .cdata {
            if nodes[Int(parent.index)].firstChild < 0 && nodes[Int(parent.index)].flags.contains(.selfClosing) {
                markEdited(parent, .tagEdited)
            }
            link(child, into: parent, before: sibling)
            markEdited(parent, .childrenEdited)
            return
        }
        if parent == documentNode {
            // Top-level nodes are not indented: each goes on its own line, ending with a line break.
            if let sibling {
                link(child, into: parent, before: sibling)
                link(makeLeaf(.text, "\n"), into: parent, before: sibling)
            } else if nodes[0].lastChild >= 0, !isWhitespace(XMLNodeID(nodes[0].lastChild)) {
                link(makeLeaf(.text, "\n"), into: parent, before: nil)
                link(child, into: parent, before: nil)
            } else {
                link(child, into: parent, before: nil)
                link(makeLeaf(.text, "\n"), into: parent, before: nil)
            }
            markEdited(parent, .childrenEdited)
            return
        }
        let depth = self.depth(of: parent)
        let inner = "\n" + String(repeating: " ", count: 4 * (depth + 1))
        if nodes[Int(parent.index)].firstChild < 0 {
            if nodes[Int(parent.index)].flags.contains(.selfClosing) { markEdited(parent, .tagEdited) }
            link(makeLeaf(.text, inner), into: parent, before: nil)
            link(child, into: parent, before: nil)
            link(makeLeaf(.text, "\n" + String(repeating: " ", count: 4 * depth)), into: parent, before: nil)
        } else if let sibling {
            link(child, into: parent, before: sibling)
            link(makeLeaf(.text, inner), into: parent, before: sibling)
        } else {
            let last = XMLNodeID(nodes[Int(parent.index)].lastChild)
            if isWhitespace(last) {
                link(makeLeaf(.text, inner), into: parent, before: last)
                link(child, into: parent, before: last)
            } else {
                link(makeLeaf(.text, inner), into: parent, before: nil)
                link(child, into: parent, before: nil)
            }
        }
        markEdited(parent, .childrenEdited)
    }

    /// Detaches a node, with the indentation before it, from its parent.
    public func remove(_ node: XMLNodeID) {
        guard let parent = parent(of: node) else { return }
        let previous = nodes[Int(node.index)].previousSibling
        if previous >= 0, isWhitespace(XMLNodeID(previous)) { unlink(XMLNodeID(previous)) }
        unlink(node)
        nodes[Int(node.index)].flags.insert(.removed)
        let first = nodes[Int(parent.index)].firstChild
        if first >= 0, first == nodes[Int(parent.index)].lastChild, isWhitespace(XMLNodeID(first)) {
            unlink(XMLNodeID(first))
        }
        markEdited(parent, .childrenEdited)
    }

    /// Copies a subtree of another tree (or of this one) into this tree as a detached node.
    ///
    /// White space between elements is dropped: the writer indents the copy for where it is inserted.
    public func importSubtree(_ node: XMLNodeID, from other: XMLTree) -> XMLNodeID {
        switch other.kind(of: node) {
        case .element:
            let copy = makeElement(
                other.name(of: node), attributes: other.attributes(of: node).map { ($0.name, $0.value) })
            let children = Array(other.children(of: node))
            let structural = children.allSatisfy { other.kind(of: $0) == .element || other.isWhitespace($0) }
            for child in children where !(structural && other.kind(of: child) != .element) {
                link(importSubtree(child, from: other), into: copy, before: nil)
            }
            return copy
        case .text: return makeLeaf(.text, other.text(of: node))
        case .comment: return makeLeaf(.comment, other.text(of: node))
        case .cdata: return makeLeaf(.cdata, other.text(of: node))
        case .processingInstruction: return makeLeaf(.processingInstruction, other.text(of: node))
        case .document, .doctype:
            // Only a document's own prolog holds these; no element's subtree does.
            preconditionFailure("a document or doctype node cannot be imported into an element")
        }
    }

    /// Whether `node` is an ancestor of `other`.
    func isAncestor(_ node: XMLNodeID, of other: XMLNodeID) -> Bool {
        var current = nodes[Int(other.index)].parent
        while current >= 0 {
            if current == node.index { return true }
            current = nodes[Int(current)].parent
        }
        return false
    }

    /// The number of element ancestors of a node (the root element has depth 0).
    public func depth(of node: XMLNodeID) -> Int {
        var depth = -1
        var current = nodes[Int(node.index)].parent
        while current >= 0 {
            depth += 1
            current = nodes[Int(current)].parent
        }
        return max(depth, 0)
    }

    /// Whether a node is a text node made only of white space.
    public func isWhitespace(_ node: XMLNodeID) -> Bool {
        let record = nodes[Int(node.index)]
        guard record.kind == .text else { return false }
        return string(record.name).utf8.allSatisfy(Byte.isSpace)
    }

    // MARK: - Linking

    func link(_ child: XMLNodeID, into parent: XMLNodeID, before sibling: XMLNodeID?) {
        let c = Int(child.index)
        nodes[c].parent = parent.index
        nodes[c].flags.remove(.removed)
        if let sibling {
            let s = Int(sibling.index)
            let previous = nodes[s].previousSibling
            nodes[c].previousSibling = previous
            nodes[c].nextSibling = sibling.index
            nodes[s].previousSibling = child.index
            if previous >= 0 {
                nodes[Int(previous)].nextSibling = child.index
            } else {
                nodes[Int(parent.index)].firstChild = child.index
            }
        } else {
            let last = nodes[Int(parent.index)].lastChild
            nodes[c].previousSibling = last
            nodes[c].nextSibling = -1
            if last >= 0 {
                nodes[Int(last)].nextSibling = child.index
            } else {
                nodes[Int(parent.index)].firstChild = child.index
            }
            nodes[Int(parent.index)].lastChild = child.index
        }
    }

    func unlink(_ node: XMLNodeID) {
        let n = Int(node.index)
        let parent = Int(nodes[n].parent)
        let previous = nodes[n].previousSibling
        let next = nodes[n].nextSibling
        if previous >= 0 { nodes[Int(previous)].nextSibling = next } else { nodes[parent].firstChild = next }
        if next >= 0 { nodes[Int(next)].previousSibling = previous } else { nodes[parent].lastChild = previous }
        nodes[n].parent = -1
        nodes[n].previousSibling = -1
        nodes[n].nextSibling = -1
    }

    func markEdited(_ node: XMLNodeID, _ flag: Flags) {
        editCount &+= 1
        nodes[Int(node.index)].flags.insert(flag)
        var current = nodes[Int(node.index)].parent
        while current >= 0 && !nodes[Int(current)].flags.contains(.descendantEdited) {
            nodes[Int(current)].flags.insert(.descendantEdited)
            current = nodes[Int(current)].parent
        }
    }
}
