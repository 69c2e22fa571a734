/// An Auto Layout constraint as IB writes it, with IB's implicit items resolved.
public struct IBConstraint {
    private enum XML {
        static let firstItem = "firstItem"
        static let firstAttribute = "firstAttribute"
        static let secondItem = "secondItem"
        static let secondAttribute = "secondAttribute"
        static let relation = "relation"
        static let multiplier = "multiplier"
        static let constant = "constant"
        static let priority = "priority"
        static let identifier = "identifier"
        static let placeholder = "placeholder"
        static let id = "id"
        static let constraints = "constraints"
    }

    /// The document the constraint belongs to.
    public let document: IBDocument
    /// The `<constraint>` element.
    public let node: XMLNodeID

    /// Creates a constraint accessor.
    public init(document: IBDocument, node: XMLNodeID) {
        self.document = document
        self.node = node
    }

    private func attribute(_ name: String) -> String? { document.tree.attribute(name, of: node) }

    /// The constraint's id.
    public var id: String? { attribute(XML.id) }

    /// The id of the view whose `<constraints>` element holds the constraint.
    public var ownerID: String? {
        document.tree.containerOwnerID(of: node)
    }

    /// The first item's id; IB omits it when it is the owning view.
    public var firstItem: String? { attribute(XML.firstItem) ?? ownerID }
    /// The first item's layout attribute (`top`, `leading`, `width`, `centerX`, `leadingMargin`, ...).
    public var firstAttribute: String { attribute(XML.firstAttribute) ?? "notAnAttribute" }
    /// The second item's id; IB omits it when it is the owning view, and there is none for a constant.
    public var secondItem: String? {
        if let item = attribute(XML.secondItem) { return item }
        return attribute(XML.secondAttribute) == nil ? nil : ownerID
    }
    /// The second item's layout attribute, or `nil` for a constant constraint.
    public var secondAttribute: String? { attribute(XML.secondAttribute) }
    /// The relation: `equal` (IB's default, omitted), `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String { attribute(XML.relation) ?? "equal" }
    /// The multiplier, from `2`, `0.5` or a ratio written `3:4`.
    public var multiplier: Double { IBConstraint.parseMultiplier(attribute(XML.multiplier)) }
    /// The constant (0 when omitted).
    public var constant: Double { Double(attribute(XML.constant) ?? "") ?? 0 }
    /// The priority, 1 to 1000 (1000, required, when omitted).
    public var priority: Double { Double(attribute(XML.priority) ?? "") ?? 1000 }
    /// The identifier set in the inspector, if any.
    public var identifier: String? { attribute(XML.identifier) }
    /// Whether the constraint is a placeholder, removed at build time.
    public var isPlaceholder: Bool { attribute(XML.placeholder) == "YES" }
    /// The location of the element in the source file.
    public var location: SourceLocation? { document.location(of: node) }

    /// Parses an IB multiplier: a number, or a ratio `a:b` or `a/b` meaning `a / b`; 1 when absent or
    /// unreadable. Xcode keeps the text as typed, spaces included (`multiplier="3: 2"` is 1.5).
    public static func parseMultiplier(_ text: String?) -> Double {
        guard let text, !text.isEmpty else { return 1 }
        func number(_ part: Substring) -> Double? { Double(part.trimmingCharacters(in: .whitespaces)) }
        if let colon = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            let numerator = number(text[..<colon]) ?? 1
            let denominator = number(text[text.index(after: colon)...]) ?? 1
            return denominator == 0 ? 1 : numerator / denominator
        }
        return number(text[...]) ?? 1
    }
}
