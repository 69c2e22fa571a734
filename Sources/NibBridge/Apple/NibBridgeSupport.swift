internal import Foundation

// Internal helpers shared by the UIKit and AppKit adapters. The Foundation part compiles (and is checked) on
// every platform, although only the Apple adapters call it; the Objective-C runtime part compiles where the
// runtime exists, and Scripts/check-apple-layer.sh type-checks it on Linux against stand-in modules.

extension NibLocation {
    /// The bundle this location names; `.classBundle` means the bundle that contains `aClass`'s code.
    func bundle(for aClass: AnyClass) -> Bundle? {
        switch self {
        case .main: return Bundle.main
        case .classBundle: return Bundle(for: aClass)
        case .bundleIdentifier(let identifier): return Bundle(identifier: identifier)
        case .bundlePath(let path): return Bundle(path: path)
        }
    }

    /// The bundle holding the compiled nib `<nibName>.nib`, else `.nibNotFound` saying where it looked.
    ///
    /// Checked before loading because `UINib` and `NSNib` raise an Objective-C exception (which Swift cannot
    /// catch) for a missing nib instead of returning an error.
    func bundle(containingNib nibName: String, for aClass: AnyClass, className: String) throws(NibBridgeError)
        -> Bundle
    {
        let bundle = bundle(for: aClass)
        guard let bundle, bundle.path(forResource: nibName, ofType: "nib") != nil else {
            throw .nibNotFound(className: className, nibName: nibName, searched: searchedDescription(bundle))
        }
        return bundle
    }

    /// Where the lookup searched, for error messages: the location, and the bundle's path when it adds one.
    private func searchedDescription(_ bundle: Bundle?) -> String {
        guard let bundle else { return "\(description), which does not exist" }
        if case .bundlePath = self { return description }
        return "\(description) (\(bundle.bundlePath))"
    }
}

/// Lets `awakeFromNib()` call the main-actor `nibDidAwake()` of `NibBridgeView` whatever isolation the SDK
/// gives `awakeFromNib()`: AppKit declares it on `NSObject` without an actor (nibs may load off the main
/// thread), and overrides inherit that. The `@preconcurrency` conformance checks at run time that the call
/// happens on the main actor (SE-0423), with no deployment-target requirement, unlike `MainActor.assumeIsolated`
/// (iOS 13, macOS 10.15).
protocol NibDidAwakeForwarding: AnyObject {
    /// The view's hook, run once per instance after `awakeFromNib()`.
    func nibDidAwake()
}

#if canImport(ObjectiveC)
    internal import ObjectiveC

    /// The mark behind the UIKit and AppKit hosts' `markResolved(_:)` and `isResolved(_:)`: an Objective-C
    /// associated object, so that any view can carry it without a stored property, and it goes away with
    /// the view.
    enum ResolvedMark {
        /// The key's identity: a constant instance, never deallocated, whose address is the association key.
        private final class Key: Sendable {}

        private static let key = Key()

        /// The association key: the address of `key`, stable for the life of the process.
        private static var address: UnsafeRawPointer {
            UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque())
        }

        /// Marks an object; marking it again changes nothing.
        static func set(on object: AnyObject) {
            objc_setAssociatedObject(object, address, NSNumber(value: true), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        /// Whether `set(on:)` marked the object.
        static func isSet(on object: AnyObject) -> Bool {
            objc_getAssociatedObject(object, address) != nil
        }
    }

    /// Makes `aClass` answer `selector` with the implementation of `replacement`, and `replacement` with the
    /// implementation `selector` had, so that the replacement runs the original by sending `replacement` to
    /// `self`. Returns whether both methods were found. Call it once per class and selector pair.
    ///
    /// Only `aClass` changes. When it inherits `selector` (as `NSLayoutConstraint` inherits `NSObject`'s
    /// `awakeAfter(using:)`), the replacement is added to `aClass` and the inherited implementation becomes
    /// the one of `replacement` in `aClass`: exchanging the two methods would swap the superclass's
    /// implementation for every class that inherits it. Only when `aClass` has its own implementation are
    /// the two exchanged.
    ///
    /// Between `class_addMethod` and `class_replaceMethod`, both selectors run the replacement: a call made
    /// on another thread in that window would recurse. The adapters install once, from the first bridged
    /// view's `init?(coder:)` or an explicit `NibBridge.installConstraintHook()`, normally on the main thread
    /// where nibs are decoded; an app that also decodes nibs on other threads installs it at launch.
    func exchangeImplementations(of selector: Selector, with replacement: Selector, in aClass: AnyClass) -> Bool {
        guard let original = class_getInstanceMethod(aClass, selector),
            let swizzled = class_getInstanceMethod(aClass, replacement)
        else { return false }
        let added = class_addMethod(
            aClass, selector, method_getImplementation(swizzled), method_getTypeEncoding(swizzled))
        if added {
            // `original` is the inherited method: its implementation now answers `replacement` in `aClass` only.
            class_replaceMethod(
                aClass, replacement, method_getImplementation(original), method_getTypeEncoding(original))
        } else {
            // `aClass` has its own method for `selector`, which `class_getInstanceMethod` returned.
            method_exchangeImplementations(original, swizzled)
        }
        return true
    }
#endif
