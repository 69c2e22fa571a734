import NibBridgeDocument

/// Maps the class names a document names to the live classes that implement them.
///
/// The portable counterpart of the Objective-C runtime's class lookup: a registered class is used for
/// its name (optionally qualified by module, as `customModule` qualifies it); an unregistered custom
/// class falls back to the element's framework class, as UIKit does after logging
/// "Unknown class X in Interface Builder file.".
public final class ClassRegistry {
    /// What happens to a custom class that is not registered.
    public enum UnknownClassPolicy: Sendable {
        /// Warn, as UIKit logs "Unknown class X in Interface Builder file.".
        case warn
        /// Stay silent: the class is assumed to exist in the app (used when only documents are at hand).
        case assumeExists
    }

    /// Registered classes by name as the Objective-C runtime tells them apart: byte for byte, so that names
    /// differing only in Unicode normalization are two classes (`NibBridgeCore.sameClassName(_:_:)`).
    private var classes: [[UInt8]: LiveObject.Type] = [:]
    /// Names of classes with a nib of that name: nib names are file names, found by the file system whatever
    /// their Unicode normalization, so these compare as Swift strings do.
    private var bridgedNames: Set<String> = []
    /// What happens to unregistered custom classes.
    public var unknownClassPolicy: UnknownClassPolicy

    /// Creates a registry.
    public init(unknownClassPolicy: UnknownClassPolicy = .warn) { self.unknownClassPolicy = unknownClassPolicy }

    /// Registers a class for a class name, optionally only within a module.
    public func register(_ type: LiveObject.Type, as className: String, module: String? = nil) {
        classes[Array((module.map { "\($0).\(className)" } ?? className).utf8)] = type
    }

    /// Registers class names as nib-bridged views with default options (``BridgedLiveView``).
    public func registerBridged(_ classNames: some Sequence<String>) {
        bridgedNames.formUnion(classNames)
    }

    /// The class for a custom class name and module, if registered.
    public func lookUp(_ className: String, module: String?) -> LiveObject.Type? {
        if let module, let type = classes[Array("\(module).\(className)".utf8)] { return type }
        if let type = classes[Array(className.utf8)] { return type }
        return bridgedNames.contains(className) ? BridgedLiveView.self : nil
    }

    /// The live class for an element: its custom class if known, else by the kind of element.
    func liveClass(element: String, customClass: String?, module: String?, platform: IBPlatform) -> (
        LiveObject.Type, known: Bool
    ) {
        if let customClass, let type = lookUp(customClass, module: module) {
            // A bridged class name applies to views only: a controller may share a name with its nib.
            let isView = IBClassNames.isViewElement(element, platform: platform)
            if type != BridgedLiveView.self || isView { return (type, true) }
        }
        let known = customClass == nil || unknownClassPolicy == .assumeExists
        return (ClassRegistry.baseLiveClass(element: element, platform: platform), known)
    }

    static func baseLiveClass(element: String, platform: IBPlatform) -> LiveObject.Type {
        if element == "constraint" { return LiveConstraint.self }
        if element.hasSuffix("LayoutGuide") || element == "layoutGuide" { return LiveLayoutGuide.self }
        if IBClassNames.isViewElement(element, platform: platform) { return LiveView.self }
        if element.hasSuffix("Controller") { return LiveViewController.self }
        return LiveObject.self
    }
}
