/// A property of a placeholder view that the bridge carries over to the view loaded from the nib.
///
/// This is the one table shared by the runtime bridge (UIKit, AppKit and the portable loader copy these
/// properties) and build-time composition (which writes the same properties into the document), so the
/// two can never disagree about what survives the swap.
public enum CarriedProperty: String, CaseIterable, Sendable, Hashable, Codable {
    /// `frame` (`<rect key="frame">`).
    case frame
    /// `autoresizingMask` (`<autoresizingMask key="autoresizingMask">`).
    case autoresizingMask
    /// `translatesAutoresizingMaskIntoConstraints`.
    case translatesAutoresizingMaskIntoConstraints
    /// `autoresizesSubviews`.
    case autoresizesSubviews
    /// `alpha`.
    case alpha
    /// `isHidden` (`hidden`).
    case isHidden
    /// `isOpaque` (`opaque`).
    case isOpaque
    /// `tag`.
    case tag
    /// `backgroundColor` (`<color key="backgroundColor">`).
    case backgroundColor
    /// `tintColor` (`<color key="tintColor">`).
    case tintColor
    /// `contentMode`.
    case contentMode
    /// `clipsToBounds` (`clipsSubviews`).
    case clipsToBounds
    /// `isUserInteractionEnabled` (`userInteractionEnabled`).
    case isUserInteractionEnabled
    /// `semanticContentAttribute`.
    case semanticContentAttribute
    /// `layoutMargins` (`<edgeInsets key="layoutMargins">`).
    case layoutMargins
    /// `directionalLayoutMargins` (`<directionalEdgeInsets key="directionalLayoutMargins">`).
    case directionalLayoutMargins
    /// `preservesSuperviewLayoutMargins`.
    case preservesSuperviewLayoutMargins
    /// `insetsLayoutMarginsFromSafeArea`.
    case insetsLayoutMarginsFromSafeArea
    /// Horizontal content hugging priority.
    case horizontalHuggingPriority
    /// Vertical content hugging priority.
    case verticalHuggingPriority
    /// Horizontal compression resistance priority.
    case horizontalCompressionResistancePriority
    /// Vertical compression resistance priority.
    case verticalCompressionResistancePriority
    /// The accessibility configuration (identifier, label, hint, value, traits, element flag).
    case accessibility
    /// `restorationIdentifier`.
    case restorationIdentifier
    /// `gestureRecognizers` (an outlet collection in the document).
    case gestureRecognizers

    /// Where Interface Builder writes the property.
    public var xml: CarriedPropertyXML {
        switch self {
        case .frame: return .element("rect", key: "frame")
        case .autoresizingMask: return .element("autoresizingMask", key: "autoresizingMask")
        case .backgroundColor: return .element("color", key: "backgroundColor")
        case .tintColor: return .element("color", key: "tintColor")
        case .layoutMargins: return .element("edgeInsets", key: "layoutMargins")
        case .directionalLayoutMargins: return .element("directionalEdgeInsets", key: "directionalLayoutMargins")
        case .accessibility: return .element("accessibility", key: "accessibilityConfiguration")
        case .gestureRecognizers: return .outletCollection("gestureRecognizers")
        case .isHidden: return .attribute("hidden")
        case .isOpaque: return .attribute("opaque")
        case .clipsToBounds: return .attribute("clipsSubviews")
        case .isUserInteractionEnabled: return .attribute("userInteractionEnabled")
        default: return .attribute(rawValue)
        }
    }
}

/// Where a carried property lives in an Interface Builder document.
public enum CarriedPropertyXML: Sendable, Hashable {
    /// An attribute of the view's element.
    case attribute(String)
    /// A child element with a `key` attribute, such as `<rect key="frame">`.
    case element(String, key: String)
    /// Connections of the view's `<connections>` with this property (outlet collections).
    case outletCollection(String)
}
