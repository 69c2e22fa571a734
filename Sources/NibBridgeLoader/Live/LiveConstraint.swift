import NibBridge
public import NibBridgeDocument

/// A layout constraint made by the portable loader, shaped like `NSLayoutConstraint`.
public final class LiveConstraint: LiveObject {
    /// The first item (a view or layout guide), held weakly as `NSLayoutConstraint` holds its items: a view
    /// holds its constraints, so strong items would make every constrained view and its constraints a cycle
    /// that is never freed.
    public internal(set) weak var firstItem: LiveObject?
    /// The first attribute, as IB names it (`top`, `leadingMargin`, `width`, ...).
    public internal(set) var firstAttribute: String = "notAnAttribute"
    /// The relation: `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    public internal(set) var relation: String = "equal"
    /// The second item, if any, held weakly (see ``firstItem``).
    public internal(set) weak var secondItem: LiveObject?
    /// The second attribute, or `notAnAttribute`.
    public internal(set) var secondAttribute: String = "notAnAttribute"
    /// The multiplier.
    public internal(set) var multiplier: Double = 1
    /// The constant.
    public internal(set) var constant: Double = 0
    /// The priority, 1 to 1000.
    public internal(set) var priority: Float = 1000
    /// The identifier.
    public internal(set) var identifier: String?
    /// Whether the constraint is archived (IB placeholder constraints are not).
    public internal(set) var shouldBeArchived = true
    /// Whether the constraint is active.
    public internal(set) var isActive = true
    /// The view the constraint is installed on.
    public internal(set) weak var owner: LiveView?

    /// Relates the nib's view instead of a placeholder still being decoded (see
    /// `NibBridgeCore.constraintAwakeAfter(_:host:)`), so that outlets to this constraint reach the one
    /// that ends up installed.
    ///
    /// This models UIKit with the constraint hook installed, as it always is before a placeholder's own
    /// constraints are decoded when the placeholder's class is a `NibBridgeView` (whose `init?(coder:)`
    /// installs it before `super.init(coder:)` decodes them). A class that forwards to the bridge without
    /// calling `NibBridge.installConstraintHook()` has no hook on UIKit: there, outlets to the placeholder's
    /// own constraints keep the originals (the DocC article's limits say so).
    public override func awakeAfter(using decoder: NibDecoder) throws(Diagnostic) -> LiveObject {
        let replacement = NibBridgeCore.constraintAwakeAfter(self, host: PortableBridgeHost(decoder: decoder))
        if replacement !== self {
            replacement.documentID = documentID
            replacement.documentPath = documentPath
            replacement.scope = scope
            replacement.elementName = elementName
        }
        return replacement
    }

    /// The attribute names in the order of `NSLayoutConstraint.Attribute`'s raw values.
    public static let attributeNames = [
        "notAnAttribute", "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
        "centerY", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// The relation names by `NSLayoutConstraint.Relation` raw value (-1, 0, 1).
    public static func relationName(_ raw: Int) -> String {
        raw < 0 ? "lessThanOrEqual" : raw > 0 ? "greaterThanOrEqual" : "equal"
    }

    /// The raw value of a relation name.
    public static func relationValue(_ name: String) -> Int {
        name == "lessThanOrEqual" ? -1 : name == "greaterThanOrEqual" ? 1 : 0
    }

    /// The raw value of an attribute name (0 for unknown names).
    public static func attributeValue(_ name: String) -> Int {
        let normalized = name == "baseline" ? "lastBaseline" : name
        return attributeNames.firstIndex(of: normalized) ?? 0
    }
}
