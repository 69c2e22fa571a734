/// A user-defined runtime attribute: a key path set after the object is decoded (how IBInspectable
/// values are stored).
public struct IBRuntimeAttribute {
    private enum XML {
        static let keyPath = "keyPath"
        static let type = "type"
        static let value = "value"
        static let key = "key"
    }

    /// The document the attribute belongs to.
    public let document: IBDocument
    /// The `<userDefinedRuntimeAttribute>` element.
    public let node: XMLNodeID

    /// Creates an accessor.
    public init(document: IBDocument, node: XMLNodeID) {
        self.document = document
        self.node = node
    }

    /// The key path that is set.
    public var keyPath: String { document.tree.attribute(XML.keyPath, of: node) ?? "" }
    /// The declared type: `boolean`, `number`, `string`, `localizedString`, `color`, `image`, `point`,
    /// `size`, `rect`, `range` or `nil`.
    public var type: String { document.tree.attribute(XML.type, of: node) ?? "" }

    /// The value as written: the `value` attribute, or the attributes of the `key="value"` child element
    /// (colors, sizes, rects, points, numbers written as `<real>`/`<integer>`).
    public var value: IBRuntimeValue {
        let tree = document.tree
        if let text = tree.attribute(XML.value, of: node) { return .text(text) }
        if let child = tree.elements(of: node).first(where: { tree.attribute(XML.key, of: $0) == XML.value }) {
            let attributes = tree.attributes(of: child).filter { $0.name != XML.key }
            return .element(
                tree.name(of: child), attributes.map { IBRuntimeValue.Pair(name: $0.name, value: $0.value) })
        }
        return .none
    }
}

/// The value of a user-defined runtime attribute, as written in the document.
public enum IBRuntimeValue: Sendable, Hashable, Codable {
    /// A name-value pair of an element value.
    public struct Pair: Sendable, Hashable, Codable {
        /// The attribute name.
        public var name: String
        /// The attribute value.
        public var value: String

        /// Creates a pair.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// No value (`type="nil"`).
    case none
    /// A value written in the `value` attribute (booleans, numbers, strings, image names).
    case text(String)
    /// A value written as a child element (`color`, `size`, `rect`, `point`, `real`, `integer`).
    case element(String, [Pair])
}
