/// When the bridge carries a property from the placeholder to the view loaded from the nib.
///
/// Interface Builder writes its own defaults into every view dropped from the library (Xcode 11 and later
/// give it a `systemBackgroundColor` background; every Xcode writes `contentMode="scaleToFill"`). A
/// placeholder is such a view: carrying those values over would paint a nib designed with a blue
/// background white. So only the geometry and layout flags of the placeholder always win (the seeds and
/// XXNibBridge, NibView and NibDesignable all carry them); every other property is carried only when the
/// placeholder's value is not what Interface Builder writes for a fresh view, that is, when the author of
/// the parent document chose it. UIKit, AppKit, the portable loader and build-time composition all follow
/// this table.
public enum CarryRule: Sendable, Hashable {
    /// The placeholder's value always replaces the nib's.
    case always
    /// The placeholder's value replaces the nib's unless it is one of Interface Builder's defaults for a view
    /// fresh from the library (``CarriedProperty/interfaceBuilderDefaults``).
    case unlessInterfaceBuilderDefault
}

/// Values of a property that Interface Builder writes for a view fresh from the library, in the document's
/// terms: an attribute's text, or the attributes an element must have.
public struct InterfaceBuilderDefaults: Sendable, Hashable {
    /// Attribute values that count as the default (an absent attribute always does).
    public var attributeValues: Set<String>
    /// Element shapes that count as the default (an absent element always does): each is a set of
    /// attribute name and value pairs the element must all have.
    public var elements: [[String: String]]

    /// Creates a table entry.
    public init(attributeValues: Set<String> = [], elements: [[String: String]] = []) {
        self.attributeValues = attributeValues
        self.elements = elements
    }

    /// Whether an attribute's value (nil when absent) is a default.
    public func isDefault(attribute value: String?) -> Bool {
        guard let value else { return true }
        return attributeValues.contains(value)
    }

    /// Whether an element's attributes (nil when the element is absent) are a default.
    public func isDefault(element attributes: [String: String]?) -> Bool {
        guard let attributes else { return true }
        return elements.contains { shape in shape.allSatisfy { attributes[$0.key] == $0.value } }
    }
}

extension CarriedProperty {
    /// When this property is carried over: always for geometry and layout flags (and the placeholder's own
    /// gesture recognizers, which are objects, not values), otherwise only when not an IB default.
    public var carryRule: CarryRule {
        switch self {
        case .frame, .autoresizingMask, .translatesAutoresizingMaskIntoConstraints, .gestureRecognizers:
            return .always
        default:
            return .unlessInterfaceBuilderDefault
        }
    }

    /// What Interface Builder writes for this property on a view fresh from the library (Xcode 8 to 26, iOS
    /// and macOS documents); a value absent from the document is always a default. The same values are a
    /// fresh `UIView`'s or `NSView`'s at run time, except the background color, which IB sets and a fresh
    /// view leaves nil.
    public var interfaceBuilderDefaults: InterfaceBuilderDefaults {
        switch self {
        case .alpha: return InterfaceBuilderDefaults(attributeValues: ["1", "1.0"])
        case .isHidden, .clipsToBounds, .preservesSuperviewLayoutMargins:
            return InterfaceBuilderDefaults(attributeValues: ["NO"])
        case .isOpaque, .isUserInteractionEnabled, .autoresizesSubviews, .insetsLayoutMarginsFromSafeArea:
            return InterfaceBuilderDefaults(attributeValues: ["YES"])
        case .tag: return InterfaceBuilderDefaults(attributeValues: ["0"])
        case .contentMode: return InterfaceBuilderDefaults(attributeValues: ["scaleToFill"])
        case .semanticContentAttribute: return InterfaceBuilderDefaults(attributeValues: ["unspecified"])
        case .horizontalHuggingPriority, .verticalHuggingPriority:
            return InterfaceBuilderDefaults(attributeValues: ["250"])
        case .horizontalCompressionResistancePriority, .verticalCompressionResistancePriority:
            return InterfaceBuilderDefaults(attributeValues: ["750"])
        case .backgroundColor:
            // Xcode 11 and later: the system background; Xcode 8 to 10: opaque white in a gray color space.
            return InterfaceBuilderDefaults(elements: [
                ["systemColor": "systemBackgroundColor"],
                ["white": "1", "alpha": "1"],
            ])
        case .frame, .autoresizingMask, .translatesAutoresizingMaskIntoConstraints, .gestureRecognizers,
            .tintColor, .layoutMargins, .directionalLayoutMargins, .accessibility, .restorationIdentifier:
            return InterfaceBuilderDefaults()  // Written only when set.
        }
    }
}

extension NibBridgeOptions {
    /// Whether the placeholder's value of `property` replaces the nib's, given whether that value is one of
    /// Interface Builder's defaults: ``neverCarried`` and ``alwaysCarried`` first, then the property's
    /// ``CarriedProperty/carryRule``.
    public func carries(_ property: CarriedProperty, placeholderHasDefault: () -> Bool) -> Bool {
        if neverCarried.contains(property) { return false }
        if alwaysCarried.contains(property) { return true }
        switch property.carryRule {
        case .always: return true
        case .unlessInterfaceBuilderDefault: return !placeholderHasDefault()
        }
    }
}
