public import NibBridgeDocument

/// An object made by the portable nib loader: the portable counterpart of an `NSObject` in a nib.
///
/// Subclass it (or ``LiveView``) and register the subclass in a ``ClassRegistry`` to give a custom
/// class behaviour, as an app does with its `UIView` subclasses.
open class LiveObject {
    /// The class name IB recorded (the custom class when set, otherwise the framework class).
    public let className: String
    /// The element name the object was decoded from (`view`, `label`, `constraint`, ...).
    public internal(set) var elementName: String = ""
    /// The object's id in the document it was decoded from.
    public internal(set) var documentID: String?
    /// The path of the document it was decoded from.
    public internal(set) var documentPath: String?
    /// The placeholder ids (outermost first, joined by `/`) under which the nib holding this object was
    /// loaded, or `nil` for objects of the document loaded itself: it tells apart the objects of two
    /// instances of the same nib, which share ids.
    public internal(set) var scope: String?
    /// Outlets set on this object, by property name.
    ///
    /// Outlets are held as Apple's guidance declares them: strong to the nib's top-level objects, weak
    /// otherwise, and weak for delegates, data sources and outlets that would close a cycle (the loader's
    /// `OutletOwnership` gives the rules and their sources). Holding every outlet strongly made cycles (a
    /// view's `delegate` back to its controller, a chain of `nextKeyView`s, a cell view's `textField`, a
    /// button's outlet to its window) that were never freed.
    public var outlets: [String: LiveObject] {
        var result = strongOutlets
        for (property, reference) in weakOutlets { if let object = reference.object { result[property] = object } }
        return result
    }
    /// The outlets held strongly (those to the nib's top-level objects), for lifetime checks.
    var stronglyHeldOutlets: [String: LiveObject] { strongOutlets }
    private var strongOutlets: [String: LiveObject] = [:]
    private var weakOutlets: [String: WeakReference] = [:]
    /// Outlet collections set on this object, by property name, in connection order.
    ///
    /// An outlet collection is an array property, which holds its objects strongly; but like an outlet, the
    /// loader holds an object of it weakly when that object is not one of the nib's top-level objects (the
    /// view hierarchy owns it) or when holding it would close a cycle: a collection of a view's that names
    /// one of its ancestors would otherwise keep the whole load alive.
    public var outletCollections: [String: [LiveObject]] {
        collectionStorage.mapValues { references in
            references.compactMap { reference in
                switch reference {
                case .strong(let object): object
                case .weak(let box): box.object
                }
            }
        }
    }
    private var collectionStorage: [String: [HeldReference]] = [:]
    /// Actions this object sends.
    public internal(set) var actions: [LiveAction] = []
    /// Segues from this object.
    public internal(set) var segues: [LiveSegue] = []
    /// Cocoa bindings of this object (AppKit's `<binding>`), in document order.
    public internal(set) var bindings: [LiveBinding] = []
    /// The objects this object holds that the document writes inside it, for an object that is neither a
    /// view nor a controller: a menu's items (and an item's submenu), a toolbar's items, a window's content
    /// view, toolbar and other parts, in document order; as `NSMenu` holds its items and `NSWindow` its
    /// toolbar. Empty for views (their parts are ``LiveView/subviews`` and their state) and controllers.
    public internal(set) var nestedObjects: [LiveObject] = []
    /// For a window or panel, its content view (`NSWindow.contentView`, the `<view key="contentView">` the
    /// window element holds); `nil` for other objects.
    public internal(set) var windowContentView: LiveView?
    /// Values set through user-defined runtime attributes (IBInspectable), by key path.
    public internal(set) var runtimeAttributes: [String: IBRuntimeValue] = [:]
    /// The key paths of runtime attributes in the order they were set (later sets win).
    public internal(set) var runtimeAttributeLog: [String] = []
    /// How many times the loader sent `awakeFromNib` (UIKit sends it twice to a swapped-in view).
    public internal(set) var awakeFromNibMessages = 0
    /// How many times `awakeFromNib` actually ran its work.
    public internal(set) var awakeFromNibCount = 0

    /// Creates an object of a class.
    public required init(className: String) { self.className = className }

    /// The object to use instead of this one after decoding (NSObject's `awakeAfter(using:)`).
    open func awakeAfter(using decoder: NibDecoder) throws(Diagnostic) -> LiveObject { self }

    /// Sent after every object of the nib is decoded, connected and given its runtime attributes.
    open func awakeFromNib() { awakeFromNibCount += 1 }

    /// Sets a value through a user-defined runtime attribute.
    open func setValue(_ value: IBRuntimeValue, forKeyPath keyPath: String) {
        runtimeAttributes[keyPath] = value
        runtimeAttributeLog.append(keyPath)
    }

    /// Sets an outlet.
    open func setOutlet(_ property: String, to destination: LiveObject) {
        strongOutlets[property] = destination
        weakOutlets[property] = nil
    }

    /// Holds an outlet already set weakly: the decoder calls it for an outlet to one of the nib's proxies.
    func holdOutletWeakly(_ property: String) {
        guard let object = strongOutlets.removeValue(forKey: property) else { return }
        weakOutlets[property] = WeakReference(object)
    }

    /// Appends to an outlet collection.
    open func appendToOutletCollection(_ property: String, _ destination: LiveObject) {
        collectionStorage[property, default: []].append(.strong(destination))
    }

    /// Holds the object appended last to an outlet collection weakly (see ``outletCollections``).
    func holdLastOfOutletCollectionWeakly(_ property: String) {
        guard var references = collectionStorage[property], case .strong(let object)? = references.last else { return }
        references[references.count - 1] = .weak(WeakReference(object))
        collectionStorage[property] = references
    }
}

/// A target-action connection.
public struct LiveAction {
    /// The selector sent.
    public var selector: String
    /// The receiver: UIKit's `destination`, AppKit's `target` (`-1`, the First Responder, for an action sent
    /// up the responder chain); `nil` once nothing else keeps it.
    ///
    /// Held weakly, as controls hold their targets: `UIControl.addTarget(_:action:for:)` documents that "the
    /// control does not retain the object in the target parameter", and `NSControl.target` is a weak
    /// property. A strong target made every button wired to its view controller a retain cycle (controller,
    /// view, button, controller), so no such load was ever freed.
    public weak var target: LiveObject?
    /// The control event, if any.
    public var eventType: String?

    /// Creates an action sent to a target.
    public init(selector: String, target: LiveObject, eventType: String? = nil) {
        self.selector = selector
        self.target = target
        self.eventType = eventType
    }
}

/// A Cocoa binding: a property of the object bound to a key path of another object.
public struct LiveBinding {
    /// The bound property (`value`, `enabled`, ...).
    public var name: String
    /// The object observed; `nil` once nothing else keeps it.
    ///
    /// Held weakly: a binding belongs to the bound object, and the observed object (a controller, File's
    /// Owner, or a view such as the table cell view a text field is bound through) is owned elsewhere: by the
    /// nib's top-level objects or the view hierarchy. AppKit's bindings stay balanced by unbinding when the
    /// bound object goes away; a strong reference here instead made a text field bound through its cell
    /// view (the cell view holds the field) a retain cycle.
    public weak var destination: LiveObject?
    /// The key path observed on the destination.
    public var keyPath: String

    /// Creates a binding of a property to a key path of an observed object.
    public init(name: String, destination: LiveObject, keyPath: String) {
        self.name = name
        self.destination = destination
        self.keyPath = keyPath
    }
}

/// A storyboard segue.
public struct LiveSegue {
    /// The segue kind.
    public var kind: String
    /// The identifier, if any.
    public var identifier: String?
    /// The destination controller's id.
    public var destinationID: String
}

/// A view controller.
open class LiveViewController: LiveObject {
    /// The controller's view.
    public internal(set) var view: LiveView?
    /// Other objects the controller holds by key (navigationItem, layout guides).
    public internal(set) var keyedObjects: [String: LiveObject] = [:]
}

/// A layout guide (a view controller's top/bottom guide or a view's safe area).
public final class LiveLayoutGuide: LiveObject {
    /// The guide's key in its view's element (`safeArea`, and the other system guides); `nil` for a guide
    /// the document adds to the view.
    public internal(set) var key: String?
    /// The guide of the real view that constraints decoded after a placeholder's swap name instead of this
    /// one, when this is a guide of a replaced placeholder (see `NibBridgeHost.recordReplacement(ofGuide:with:)`).
    var replacement: LiveLayoutGuide?
}

/// A reference a connection holds: strongly, or weakly (see ``LiveObject/outlets``).
enum HeldReference {
    case strong(LiveObject)
    case weak(WeakReference)
}

/// A weak reference to a live object, for outlets to a nib's proxies.
final class WeakReference {
    /// The object, while something else keeps it.
    weak var object: LiveObject?

    init(_ object: LiveObject) { self.object = object }
}
