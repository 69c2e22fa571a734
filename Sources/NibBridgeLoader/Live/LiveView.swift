public import NibBridge
public import NibBridgeDocument

/// A view made by the portable loader: frame, layout flags, subviews, constraints and every
/// ``CarriedProperty``, as UIKit keeps them.
open class LiveView: LiveObject {
    /// The carried properties IB wrote for this view, as written (absent means UIKit's default).
    public internal(set) var properties: [CarriedProperty: LiveValue] = [:]
    /// Element-valued state that is not carried (e.g. a label's font), kept for pictures and reports.
    public internal(set) var otherState: [String: LiveValue] = [:]
    /// The subviews, back to front.
    public internal(set) var subviews: [LiveView] = []
    /// The content view among the subviews, for a view that has one (a cell's, a box's).
    public internal(set) weak var contentView: LiveView?
    /// The view holding this one.
    public internal(set) weak var superview: LiveView?
    /// The constraints this view holds.
    public internal(set) var constraints: [LiveConstraint] = []
    /// Layout guides the view holds (its safe area).
    public internal(set) var layoutGuides: [LiveLayoutGuide] = []
    /// The nib this view was loaded from to replace a placeholder, if it was (for a composed document,
    /// the nib it was composed from).
    public internal(set) var bridgedFrom: String?
    /// The nib the bridge loaded for this view while it was a placeholder.
    var loadedNibPath: String?
    /// Whether the bridge is done with this view (see `NibBridgeHost.markResolved(_:)`).
    var isResolved = false
    /// Whether the view is a nib's content written into the document by build-time composition, so it is
    /// not a placeholder.
    public internal(set) var isComposed = false
    /// The id of the placeholder this view replaced (qualified by its ``LiveObject/scope``), if it
    /// replaced one; the placeholder object itself is not kept.
    public internal(set) var placeholderID: String?

    /// Adds a subview on top, removing it from its previous superview.
    public func addSubview(_ view: LiveView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Installs a constraint on this view.
    public func addConstraint(_ constraint: LiveConstraint) {
        constraint.owner?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.owner = self
    }

    /// Removes a constraint from this view.
    public func removeConstraint(_ constraint: LiveConstraint) {
        constraints.removeAll { $0 === constraint }
        if constraint.owner === self { constraint.owner = nil }
    }

    /// The frame (zero when IB wrote none).
    public var frame: IBRect {
        guard case .element(_, let attributes)? = properties[.frame] else { return .zero }
        func value(_ key: String) -> Double { Double(attributes[key] ?? "") ?? 0 }
        return IBRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
    }

    /// The autoresizing mask (UIKit's default, none, when IB wrote none).
    public var autoresizingMask: IBAutoresizingMask {
        guard case .element(_, let attributes)? = properties[.autoresizingMask] else { return [] }
        var mask: IBAutoresizingMask = []
        for (name, bit) in IBAutoresizingMask.xmlAttributes where attributes[name] == "YES" { mask.insert(bit) }
        return mask
    }

    /// Whether the autoresizing mask becomes constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        properties[.translatesAutoresizingMaskIntoConstraints]?.text != "NO"
    }

    /// The alpha (1 when unset).
    public var alpha: Double { Double(properties[.alpha]?.text ?? "") ?? 1 }
    /// Whether the view is hidden.
    public var isHidden: Bool { properties[.isHidden]?.text == "YES" }
    /// The tag (0 when unset).
    public var tag: Int { Int(properties[.tag]?.text ?? "") ?? 0 }
    /// The background color as IB wrote it, if any.
    public var backgroundColor: LiveValue? { properties[.backgroundColor] }
    /// The gesture recognizers attached to the view.
    public var gestureRecognizers: [LiveObject] { properties[.gestureRecognizers]?.objects ?? [] }
}

/// A value of a carried property or of other decoded state.
public enum LiveValue: Equatable, CustomStringConvertible {
    /// An attribute's text, as written.
    case text(String)
    /// An element's name and attributes, such as `rect` with `x`, `y`, `width`, `height`.
    case element(String, [String: String])
    /// Objects, such as gesture recognizers.
    case objects([LiveObject])

    /// The text of a `.text` value.
    public var text: String? { if case .text(let text) = self { return text } else { return nil } }
    /// The objects of an `.objects` value.
    public var objects: [LiveObject]? { if case .objects(let objects) = self { return objects } else { return nil } }

    /// Compares values; objects by identity.
    public static func == (lhs: LiveValue, rhs: LiveValue) -> Bool {
        switch (lhs, rhs) {
        case (.text(let a), .text(let b)): return a == b
        case (.element(let a, let x), .element(let b, let y)): return a == b && x == y
        case (.objects(let a), .objects(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
        default: return false
        }
    }

    /// A short description: the text, or `name(key=value ...)` with sorted keys.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .element(let name, let attributes):
            let pairs = attributes.filter { $0.key != "key" }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return "\(name)(\(pairs.joined(separator: " ")))"
        case .objects(let objects):
            return "[" + objects.map { $0.documentID ?? $0.className }.joined(separator: ", ") + "]"
        }
    }
}
