/// A set of attribute names matched against a document's bytes without making a `String` of every name.
public struct IBAttributeNames: Sendable {
    /// The names, by their length in UTF-8 bytes.
    let byLength: [[[UInt8]]]
    /// For each first byte, the lengths of the names that start with it, as bits: most attribute names are
    /// told apart from every name of the set by these two alone.
    let lengthsByFirstByte: [UInt64]
    /// The names as given.
    public let names: Set<String>

    /// Creates the set.
    public init(_ names: Set<String>) {
        self.names = names
        var byLength: [[[UInt8]]] = Array(repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        var lengths = [UInt64](repeating: 0, count: 256)
        for name in names {
            let bytes = Array(name.utf8)
            byLength[bytes.count].append(bytes)
            if let first = bytes.first { lengths[Int(first)] |= 1 << UInt64(min(bytes.count, 63)) }
        }
        self.byLength = byLength
        lengthsByFirstByte = lengths
    }

    /// Whether the bytes spell one of the names.
    @inline(__always) func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, bytes.count < byLength.count,
            lengthsByFirstByte[Int(first)] & (1 << UInt64(min(bytes.count, 63))) != 0
        else { return false }
        for name in byLength[bytes.count] where name.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) {
            return true
        }
        return false
    }
}

/// One attribute found by ``IBDocument/attributes(named:where:)``.
public struct IBScannedAttribute: Sendable {
    /// The element holding it.
    public var element: XMLNodeID
    /// Its name.
    public var name: String
    /// Its value, entities decoded.
    public var value: String
    /// Where its value starts in the source (just after the opening quote), if it is unedited.
    public var offset: Int?
}

extension IBDocument {
    /// Every attribute of the root element and of the elements below it whose name is in `names`, in
    /// document order (by element, then as written), in one pass over the tree.
    ///
    /// This is how whole-document checks read a document: no `String` is made for the names and values of
    /// the other attributes, and `rawFilter`, when given, sees each value's bytes as written (entities not
    /// yet decoded) and skips those it rejects without decoding them. An unedited tree is walked in the
    /// order of its node table, which is document order; an edited one element by element.
    public func attributes(
        named names: IBAttributeNames, where rawFilter: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil
    ) -> [IBScannedAttribute] {
        let tree = self.tree
        var found: [IBScannedAttribute] = []
        let nodes = tree.nodes
        let table = tree.attributeTable
        tree.source.withUnsafeBufferPointer { source in
            table.withUnsafeBufferPointer { table in
                func visit(_ element: Int32, _ record: XMLTree.Node) {
                    let first = Int(record.attributeStart)
                    for k in first..<(first + Int(record.attributeCount)) {
                        let attribute = table[k]
                        if attribute.name.isPooled || attribute.value.isPooled {
                            // Edited in memory: compared as strings.
                            let name = tree.string(attribute.name)
                            guard names.names.contains(name) else { continue }
                            var value = tree.decodedValue(attribute.value)
                            if let rawFilter, !value.withUTF8({ rawFilter($0) }) { continue }
                            found.append(IBScannedAttribute(element: XMLNodeID(element), name: name, value: value))
                            continue
                        }
                        let nameBytes = UnsafeBufferPointer(
                            rebasing: source[Int(attribute.name.start)..<Int(attribute.name.end)])
                        guard names.contains(nameBytes) else { continue }
                        let raw = UnsafeBufferPointer(
                            rebasing: source[Int(attribute.value.start)..<Int(attribute.value.end)])
                        if let rawFilter, !rawFilter(raw) { continue }
                        found.append(
                            IBScannedAttribute(
                                element: XMLNodeID(element), name: String(decoding: nameBytes, as: UTF8.self),
                                value: XMLEscaping.decode(raw), offset: Int(attribute.value.start)))
                    }
                }
                if tree.editCount == 0 {
                    nodes.withUnsafeBufferPointer { nodes in
                        for index in 1..<nodes.count {
                            // Nodes made in memory but never inserted are no part of the document.
                            if nodes[index].kind == .element && nodes[index].isFromSource {
                                visit(Int32(index), nodes[index])
                            }
                        }
                    }
                } else {
                    for element in [rootElement] + tree.descendantElements(of: rootElement) {
                        visit(element.index, nodes[Int(element.index)])
                    }
                }
            }
        }
        return found
    }

    /// The location of a scanned attribute's value, else of its element.
    public func location(of attribute: IBScannedAttribute) -> SourceLocation? {
        (attribute.offset ?? tree.sourceOffset(of: attribute.element)).map(file.location(ofOffset:))
    }
}
