/// An outlet, outlet collection, action or segue.
public struct IBConnection {
    private enum XML {
        static let property = "property"
        static let destination = "destination"
        static let target = "target"
        static let selector = "selector"
        static let eventType = "eventType"
        static let kind = "kind"
        static let identifier = "identifier"
        static let relationship = "relationship"
        static let collectionClass = "collectionClass"
        static let id = "id"
    }

    /// The kind of a connection, from its element name.
    public enum Kind: String, Sendable, Codable {
        /// `<outlet>`: a property of the source pointing at the destination.
        case outlet
        /// `<outletCollection>`: the destination is appended to an array property of the source.
        case outletCollection
        /// `<action>`: the source sends `selector` to the destination.
        case action
        /// `<segue>`: a storyboard transition to the destination controller.
        case segue
        /// Any other connection element (bindings, for example).
        case other
    }

    /// The document the connection belongs to.
    public let document: IBDocument
    /// The connection's element.
    public let node: XMLNodeID

    /// Creates a connection accessor.
    public init(document: IBDocument, node: XMLNodeID) {
        self.document = document
        self.node = node
    }

    private func attribute(_ name: String) -> String? { document.tree.attribute(name, of: node) }

    /// The kind of connection.
    public var kind: Kind { Kind(rawValue: document.tree.name(of: node)) ?? .other }
    /// The connection's id.
    public var id: String? { attribute(XML.id) }
    /// The id of the object whose `<connections>` holds this connection.
    public var sourceID: String? {
        document.tree.containerOwnerID(of: node)
    }
    /// The id of the destination (the outlet's value, the action's target, the segue's controller);
    /// AppKit documents write an action's receiver as `target`.
    public var destination: String? { attribute(XML.destination) ?? attribute(XML.target) }
    /// The outlet's property name.
    public var property: String? { attribute(XML.property) }
    /// The action's selector.
    public var selector: String? { attribute(XML.selector) }
    /// The control event of an action (`touchUpInside`, `valueChanged`, ...).
    public var eventType: String? { attribute(XML.eventType) }
    /// The segue kind (`show`, `push`, `relationship`, `embed`, ...).
    public var segueKind: String? { attribute(XML.kind) }
    /// The segue identifier.
    public var identifier: String? { attribute(XML.identifier) }
    /// The relationship of a relationship segue (`rootViewController`, `viewControllers`).
    public var relationship: String? { attribute(XML.relationship) }
    /// The location of the element in the source file.
    public var location: SourceLocation? { document.location(of: node) }
}
