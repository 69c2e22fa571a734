extension XMLTree {
    /// Writes the tree back to bytes.
    ///
    /// Untouched nodes are copied from the source byte for byte, so `XMLTree(parsing: b).serialized() == b`.
    /// Edited and new elements are written in Xcode's style: attributes separated by one space, values
    /// escaped as Xcode escapes them, empty elements self-closing, children indented by four spaces a level.
    public func serialized() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(source.count + 1024)
        source.withUnsafeBufferPointer { bytes in
            var writer = Writer(tree: self, source: bytes, output: output)
            writer.write(documentNode, depth: -1)
            output = writer.output
        }
        return output
    }

    /// Writes the tree back as a UTF-8 string (see ``serialized()``).
    public func serializedString() -> String { String(decoding: serialized(), as: UTF8.self) }

    /// Writes one subtree, as it would appear in the whole document, without its leading indentation.
    public func serialized(_ node: XMLNodeID) -> [UInt8] {
        var output: [UInt8] = []
        source.withUnsafeBufferPointer { bytes in
            var writer = Writer(tree: self, source: bytes, output: output)
            writer.write(node, depth: depth(of: node))
            output = writer.output
        }
        return output
    }
}

private struct Writer {
    let tree: XMLTree
    let source: UnsafeBufferPointer<UInt8>
    var output: [UInt8]

    mutating func copy(_ start: Int32, _ end: Int32) {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: source[Int(start)..<Int(end)]))
    }

    mutating func indent(_ depth: Int) {
        output.append(Byte.newline)
        output.append(contentsOf: repeatElement(0x20, count: 4 * max(depth, 0)))
    }

    mutating func write(_ id: XMLNodeID, depth: Int) {
        let node = tree.nodes[Int(id.index)]
        switch node.kind {
        case .document:
            var child = node.firstChild
            while child >= 0 {
                write(XMLNodeID(child), depth: 0)
                child = tree.nodes[Int(child)].nextSibling
            }
        case .element:
            writeElement(id, node, depth: depth)
        case .text:
            if node.isFromSource {
                copy(node.start, node.end)
            } else {
                XMLEscaping.appendText(tree.string(node.name), to: &output)
            }
        case .comment: writeLeaf(node, open: "<!--", close: "-->")
        case .cdata: writeLeaf(node, open: "<![CDATA[", close: "]]>")
        case .processingInstruction: writeLeaf(node, open: "<?", close: "?>")
        case .doctype: writeLeaf(node, open: "<!DOCTYPE", close: ">")
        }
    }

    mutating func writeLeaf(_ node: XMLTree.Node, open: String, close: String) {
        if node.isFromSource { return copy(node.start, node.end) }
        output.append(contentsOf: open.utf8)
        output.append(contentsOf: tree.string(node.name).utf8)
        output.append(contentsOf: close.utf8)
    }

    mutating func writeElement(_ id: XMLNodeID, _ node: XMLTree.Node, depth: Int) {
        let edits: XMLTree.Flags = [.tagEdited, .childrenEdited, .descendantEdited]
        if node.isFromSource && node.flags.isDisjoint(with: edits) { return copy(node.start, node.end) }
        let keepsTag = node.isFromSource && !node.flags.contains(.tagEdited)
        guard node.firstChild >= 0 else {
            if keepsTag && node.flags.contains(.selfClosing) { return copy(node.start, node.end) }
            return writeStartTag(node, selfClosing: true)
        }
        if keepsTag && !node.flags.contains(.selfClosing) {
            copy(node.start, node.tagEnd)
        } else {
            writeStartTag(node, selfClosing: false)
        }
        var child = node.firstChild
        if node.isFromSource || !isStructural(node) {
            while child >= 0 {
                write(XMLNodeID(child), depth: depth + 1)
                child = tree.nodes[Int(child)].nextSibling
            }
        } else {
            while child >= 0 {
                if tree.nodes[Int(child)].kind != .text {
                    indent(depth + 1)
                    write(XMLNodeID(child), depth: depth + 1)
                }
                child = tree.nodes[Int(child)].nextSibling
            }
            indent(depth)
        }
        if keepsTag && !node.flags.contains(.selfClosing) {
            copy(node.contentEnd, node.end)
        } else {
            output.append(contentsOf: "</".utf8)
            output.append(contentsOf: tree.string(node.name).utf8)
            output.append(Byte.gt)
        }
    }

    /// Whether a made-in-memory element holds only elements, comments and white space, so it is indented.
    func isStructural(_ node: XMLTree.Node) -> Bool {
        var child = node.firstChild
        var sawElement = false
        while child >= 0 {
            let id = XMLNodeID(child)
            switch tree.kind(of: id) {
            case .element, .comment: sawElement = true
            case .text where tree.isWhitespace(id): break
            default: return false
            }
            child = tree.nodes[Int(child)].nextSibling
        }
        return sawElement
    }

    mutating func writeStartTag(_ node: XMLTree.Node, selfClosing: Bool) {
        output.append(Byte.lt)
        output.append(contentsOf: tree.string(node.name).utf8)
        let first = Int(node.attributeStart)
        for k in first..<(first + Int(node.attributeCount)) {
            let attribute = tree.attributeTable[k]
            output.append(0x20)
            output.append(contentsOf: tree.string(attribute.name).utf8)
            output.append(contentsOf: "=\"".utf8)
            if attribute.value.isPooled {
                XMLEscaping.appendAttributeValue(tree.string(attribute.value), to: &output)
            } else {
                let raw = UnsafeBufferPointer(rebasing: source[Int(attribute.value.start)..<Int(attribute.value.end)])
                if raw.contains(Byte.quote) {
                    // A value quoted with apostrophes in the source may hold '"': write it escaped.
                    XMLEscaping.appendAttributeValue(XMLEscaping.decode(raw), to: &output)
                } else {
                    output.append(contentsOf: raw)
                }
            }
            output.append(Byte.quote)
        }
        output.append(contentsOf: (selfClosing ? "/>" : ">").utf8)
    }
}
