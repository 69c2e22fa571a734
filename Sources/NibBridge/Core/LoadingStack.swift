internal import Foundation

/// The per-thread stack of nibs the bridge is loading, innermost last.
///
/// This is the recursion guard: an instance decoded while its own class's nib is the innermost nib
/// being loaded is that nib's root and is kept; a nib already on the stack further out means a cycle.
/// A static flag would break under concurrent loading on two threads and under nesting; counting
/// subviews breaks for placeholders that hold subviews.
public enum LoadingStack {
    /// One nib being loaded to replace a placeholder.
    public struct Frame: Sendable, Hashable {
        /// The nib's name.
        public var nibName: String
        /// The class of the view the nib must provide.
        public var rootClassName: String

        /// Creates a frame.
        public init(nibName: String, rootClassName: String) {
            self.nibName = nibName
            self.rootClassName = rootClassName
        }
    }

    private final class Storage {
        var frames: [Frame] = []
        /// Per frame: objects whose `awakeFromNib` was held back while the frame's nib loaded.
        var deferred: [[AnyObject]] = []
        /// Nibs loaded early for placeholders still being decoded, by placeholder.
        var preloaded: [ObjectIdentifier: Any] = [:]
    }

    private static let key = "NibBridge.LoadingStack"

    private static var storage: Storage {
        let dictionary = Thread.current.threadDictionary
        if let storage = dictionary[key] as? Storage { return storage }
        let storage = Storage()
        dictionary[key] = storage
        return storage
    }

    /// The frames of the current thread, outermost first.
    public static var frames: [Frame] { storage.frames }

    /// The innermost frame of the current thread.
    public static var top: Frame? { storage.frames.last }

    /// Runs `body` with a frame pushed on the current thread's stack; also returns the objects whose
    /// `awakeFromNib` was deferred meanwhile (see ``deferAwakeFromNib(_:className:)``).
    public static func withFrame<T, E: Error>(_ frame: Frame, _ body: () throws(E) -> T) throws(E) -> (
        T, deferred: [AnyObject]
    ) {
        let storage = storage
        storage.frames.append(frame)
        storage.deferred.append([])
        defer {
            storage.frames.removeLast()
            storage.deferred.removeLast()
        }
        let result = try body()
        return (result, storage.deferred.last ?? [])
    }

    /// Keeps what a placeholder's nib gave when it was loaded early (for the placeholder's constraints).
    static func keepPreloaded<Value>(_ value: Value, for placeholder: AnyObject) {
        storage.preloaded[ObjectIdentifier(placeholder)] = value
    }

    /// What a placeholder's nib gave when it was loaded early, still kept.
    static func preloaded<Value>(for placeholder: AnyObject, as type: Value.Type) -> Value? {
        storage.preloaded[ObjectIdentifier(placeholder)] as? Value
    }

    /// What a placeholder's nib gave when it was loaded early, no longer kept.
    static func takePreloaded<Value>(for placeholder: AnyObject, as type: Value.Type) -> Value? {
        storage.preloaded.removeValue(forKey: ObjectIdentifier(placeholder)) as? Value
    }

    /// Holds back `awakeFromNib` for an object of the class the innermost nib is loaded for: it may be
    /// the view that replaces the placeholder, which the parent document awakes again after the swap.
    /// Returns whether the call was deferred.
    public static func deferAwakeFromNib(_ object: AnyObject, className: String) -> Bool {
        let storage = storage
        guard let top = storage.frames.last, NibBridgeCore.sameClassName(top.rootClassName, className) else {
            return false
        }
        storage.deferred[storage.deferred.count - 1].append(object)
        return true
    }
}
