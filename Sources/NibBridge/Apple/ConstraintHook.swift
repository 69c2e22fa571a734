#if canImport(ObjectiveC)
    internal import Foundation
    internal import ObjectiveC

    /// Replaces `NSLayoutConstraint`'s `awakeAfter(using:)` so that a constraint decoded with a placeholder
    /// (the placeholder's own width, height or aspect ratio, or a constraint naming its safe area) can be
    /// swapped for the copy that relates the view loaded from the nib: `awakeAfter(using:)` is the one
    /// substitution nib decoders support, and outlets to the constraint, connected later, reach the copy.
    ///
    /// `-[NSObject awakeAfterUsingCoder:]` is `NS_REPLACES_RECEIVER`: its caller passes the receiver retained
    /// and gives up that reference (`ns_consumes_self`), and takes the result as retained
    /// (`ns_returns_retained`). A Swift `@objc` method has the ordinary convention (receiver borrowed, result
    /// autoreleased), so exchanging one in would over-release the copy and leak the original. The replacement
    /// is therefore a block over raw pointers, which Swift neither retains nor releases, with the ownership
    /// written out: the receiver goes to the original implementation, which consumes it, and the result goes
    /// back retained. `Scripts/check-apple-sdk.sh` checks these types in the SIL of this file.
    enum ConstraintHook {
        /// `awakeAfterUsingCoder:` as Objective-C calls it: receiver consumed and result retained (+1 each);
        /// the selector and the coder pass through untouched. Pointers only, so that Swift manages no
        /// reference here.
        typealias Implementation =
            @convention(c) (
                UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer
            ) -> UnsafeMutableRawPointer?
        /// The block behind the replacement implementation: the receiver, then the coder; same ownership.
        typealias Block =
            @convention(block) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) ->
            UnsafeMutableRawPointer?

        /// Makes `aClass`'s `awakeAfter(using:)` run the implementation it has (its own or inherited), then
        /// return what `replace` gives for its result. Only `aClass` changes: an inherited implementation stays
        /// its superclass's. Returns whether the method was found. Call it once per class.
        static func install(in aClass: AnyClass, replace: @escaping @Sendable (AnyObject) -> AnyObject) -> Bool {
            let selector = #selector(NSObject.awakeAfter(using:))
            guard let method = class_getInstanceMethod(aClass, selector) else { return false }
            let original = unsafeBitCast(method_getImplementation(method), to: Implementation.self)
            let selectorPointer = unsafeBitCast(selector, to: UnsafeRawPointer.self)  // A SEL is a pointer.
            let block: Block = { receiver, coder in
                // The original consumes the receiver's +1 and returns its result at +1.
                guard let result = original(receiver, selectorPointer, coder) else { return nil }
                // ARC owns the +1 from here on.
                let object = Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(result)).takeRetainedValue()
                return Unmanaged.passRetained(replace(object)).toOpaque()  // +1 for the caller.
            }
            // class_replaceMethod adds the method to `aClass` when it only inherits it, and swaps the
            // implementation in one step: no moment where a call could reach a half-installed hook.
            let implementation = imp_implementationWithBlock(unsafeBitCast(block, to: AnyObject.self))
            class_replaceMethod(aClass, selector, implementation, method_getTypeEncoding(method))
            return true
        }
    }
#endif
