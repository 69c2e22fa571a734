// swift-format-ignore-file
// (The stubs mirror Apple's declarations, names and layout included, not this project's style.)
// Linux stand-in for the parts of Apple's ObjectiveC module NibBridge uses, with the Swift signatures Apple
// documents (developer.apple.com/documentation/objectivec). Type-checking only: nothing here runs.
// Built with -enable-objc-interop so that `#selector` finds `Selector` here.

/// A method selector (`SEL`): one pointer, as in Apple's overlay, which `#selector` needs when a module is
/// emitted (for the symbol graph).
public struct Selector: Hashable, @unchecked Sendable {
    var ptr: OpaquePointer
}

/// A pointer to a method implementation (`IMP`).
public typealias IMP = OpaquePointer

/// An opaque method (`Method`).
public typealias Method = OpaquePointer

/// The policy of an association (`objc_AssociationPolicy`).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

// Imported C functions have discardable results.

public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {}

@discardableResult
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }

@discardableResult
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

@discardableResult
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?)
    -> Bool
{ false }

@discardableResult
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?)
    -> IMP?
{ nil }

@discardableResult
public func method_getImplementation(_ m: Method) -> IMP { m }

@discardableResult
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }

public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {}

@discardableResult
public func imp_implementationWithBlock(_ block: Any) -> IMP { OpaquePointer(bitPattern: 1)! }
