/// A size-class variation: which subviews and constraints are installed for a trait combination, and
/// properties that differ for it.
public struct IBVariation {
    private enum XML {
        static let key = "key"
        static let mask = "mask"
        static let include = "include"
        static let exclude = "exclude"
        static let reference = "reference"
    }

    /// The document the variation belongs to.
    public let document: IBDocument
    /// The `<variation>` element.
    public let node: XMLNodeID

    /// Creates an accessor.
    public init(document: IBDocument, node: XMLNodeID) {
        self.document = document
        self.node = node
    }

    /// The trait key, such as `default` or `heightClass=compact-widthClass=regular`.
    public var key: String { document.tree.attribute(XML.key, of: node) ?? "" }

    /// The traits of the key as pairs (`heightClass: compact`); empty for `default`.
    public var traits: [String: String] {
        var result: [String: String] = [:]
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { result[String(pair[0])] = String(pair[1]) }
        }
        return result
    }

    /// The traits of the key (none for `default`), or `nil` for a key Xcode does not write.
    public var sizeClassTraits: SizeClassTraits? { SizeClassTraits(key: key) }

    /// Whether the variation applies to a trait collection (see ``SizeClassTraits/contains(_:)``).
    public func applies(to traits: SizeClassTraits) -> Bool { sizeClassTraits.map(traits.contains) ?? false }

    /// The property elements the variation overrides, such as a label's
    /// `<fontDescription key="fontDescription" pointSize="30"/>`: its keyed children other than masks.
    public var elementOverrides: [XMLNodeID] {
        document.tree.elements(of: node).filter {
            !document.tree.nameEquals($0, XML.mask) && document.tree.attribute(XML.key, of: $0) != nil
        }
    }

    /// Ids included for this variation, by mask key (`subviews`, `constraints`).
    public var included: [String: [String]] { references(XML.include) }
    /// Ids excluded for this variation, by mask key.
    public var excluded: [String: [String]] { references(XML.exclude) }

    /// The properties the variation overrides (attributes other than `key`).
    public var overrides: [String: String] {
        var result: [String: String] = [:]
        for (name, value) in document.tree.attributes(of: node) where name != XML.key { result[name] = value }
        return result
    }

    private func references(_ kind: String) -> [String: [String]] {
        let tree = document.tree
        var result: [String: [String]] = [:]
        for mask in tree.elements(of: node, named: XML.mask) {
            let key = tree.attribute(XML.key, of: mask) ?? ""
            let ids = tree.elements(of: mask, named: kind).compactMap { tree.attribute(XML.reference, of: $0) }
            if !ids.isEmpty { result[key, default: []] += ids }
        }
        return result
    }
}
