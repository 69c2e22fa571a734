/// A view class designed in its own nib, usable by class name as a placeholder in other documents.
///
/// Conform, and wherever a storyboard or xib holds a view of the class, loading that document yields an
/// instance loaded from the class's nib, with the placeholder's frame, layout flags, constraints,
/// subviews, outlets and inspectable values carried over. On UIKit and AppKit, subclass
/// `NibBridgeView` (or forward `awakeAfter(using:)` and `awakeFromNib()`, see the Getting Started article).
public protocol NibBridgeable: AnyObject {
    /// How to find the nib and recognize placeholders; the defaults suit most classes.
    static var nibBridgeOptions: NibBridgeOptions { get }

    /// Called on the view loaded from the nib after the placeholder's state was carried over, to carry
    /// over properties of the class's own.
    func nibBridgeDidCarryOver(from placeholder: AnyObject)

    /// Setup after loading, once per instance: outlets are connected and the placeholder's state carried
    /// over. `NibBridgeView` calls it from `awakeFromNib()`; a class that forwards calls
    /// `NibBridge.didAwake(_:)` there.
    func nibDidAwake()
}

extension NibBridgeable {
    /// The default options: nib named after the class, found by ``NibLocation/automatic``, loading-stack
    /// detection, ``CarryRule`` as the table says.
    public static var nibBridgeOptions: NibBridgeOptions { NibBridgeOptions() }

    /// Does nothing by default.
    public func nibBridgeDidCarryOver(from placeholder: AnyObject) {}

    /// Does nothing by default.
    public func nibDidAwake() {}
}

/// Where a bridged class's nib is and how placeholders are recognized.
public struct NibBridgeOptions: Sendable, Hashable {
    /// The nib's name without extension; `nil` means the class name (without module).
    public var nibName: String?
    /// Where to look for the nib.
    public var location: NibLocation
    /// How placeholders are told from the nib's own root view.
    public var detection: PlaceholderDetection
    /// The class of the nib's root view when it differs from the placeholder's (the placeholder-subclass
    /// strategy); `nil` means the placeholder's own class.
    public var rootClassName: String?
    /// How the nib provides the view.
    public var style: NibStyle
    /// Properties carried from the placeholder even when it has Interface Builder's default value for them
    /// (see ``CarryRule``): add `.backgroundColor` to let a placeholder's white background win.
    public var alwaysCarried: Set<CarriedProperty>
    /// Properties never carried from the placeholder: the nib's value always stays.
    public var neverCarried: Set<CarriedProperty>

    /// Creates options.
    public init(
        nibName: String? = nil,
        location: NibLocation = .automatic,
        detection: PlaceholderDetection = .loadingStack,
        rootClassName: String? = nil,
        style: NibStyle = .automatic,
        alwaysCarried: Set<CarriedProperty> = [],
        neverCarried: Set<CarriedProperty> = []
    ) {
        self.style = style
        self.nibName = nibName
        self.location = location
        self.detection = detection
        self.rootClassName = rootClassName
        self.alwaysCarried = alwaysCarried
        self.neverCarried = neverCarried
    }
}

/// Where a nib is looked up.
public enum NibLocation: Sendable, Hashable, CustomStringConvertible {
    /// The default: the first bundle holding the nib, in this order: the bundle that contains the class's
    /// code (an app target's or a framework's), then the resource bundle SwiftPM builds for the class's
    /// module (`<Package>_<Module>.bundle`, looked for inside the class's bundle, the main bundle and beside
    /// them), then the main bundle.
    case automatic
    /// The app's main bundle.
    case main
    /// The bundle that contains the class's code (a framework's own bundle, or the main bundle).
    case classBundle
    /// A bundle by identifier, such as a framework's.
    case bundleIdentifier(String)
    /// A bundle by path: pass `Bundle.module.bundlePath` for a SwiftPM package's resources.
    case bundlePath(String)

    /// A description for error messages.
    public var description: String {
        switch self {
        case .automatic: return "the class's bundle, its SwiftPM resource bundle or the main bundle"
        case .main: return "the main bundle"
        case .classBundle: return "the class's bundle"
        case .bundleIdentifier(let identifier): return "bundle '\(identifier)'"
        case .bundlePath(let path): return "bundle at \(path)"
        }
    }
}

/// How a nib provides a bridged view.
public enum NibStyle: Sendable, Hashable {
    /// A top-level view of the class if the nib has one, else the File's Owner style when the nib has
    /// exactly one top-level view.
    case automatic
    /// The nib's top-level view of the class replaces the placeholder (XXNibBridge, NibView).
    case rootView
    /// The nib's File's Owner is the class: the placeholder stays and the nib's one top-level view is
    /// added to it as content, filling it (NibDesignable, Reusable's `NibOwnerLoadable`).
    case filesOwner
}
