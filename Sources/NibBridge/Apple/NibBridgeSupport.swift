internal import Foundation

// Internal helpers shared by the UIKit and AppKit adapters. The Foundation part compiles (and is checked) on
// every platform, although only the Apple adapters call it; the Objective-C runtime part compiles where the
// runtime exists, and Scripts/check-apple-layer.sh type-checks it on Linux against stand-in modules.

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

    /// The counterpart recorded for a layout guide of a replaced placeholder (the UIKit and AppKit hosts'
    /// `recordReplacement(ofGuide:with:)`): an associated object on the guide, which the nib decoder keeps
    /// alive while constraints that name it are decoded.
    enum GuideReplacement {
        private final class Key: Sendable {}

        private static let key = Key()

        private static var address: UnsafeRawPointer {
            UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque())
        }

        /// Records the counterpart of a guide.
        static func set(_ counterpart: AnyObject, on guide: AnyObject) {
            objc_setAssociatedObject(guide, address, counterpart, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        /// The counterpart recorded for an object, if any.
        static func counterpart(of object: AnyObject) -> AnyObject? {
            objc_getAssociatedObject(object, address) as AnyObject?
        }
    }
#endif
