internal import Foundation

/// The runtime bridge's entry points for app code: where failures are reported and, on UIKit and AppKit,
/// the helpers that forward `awakeAfter(using:)` and `awakeFromNib()` to ``NibBridgeCore``.
///
/// The bridge never crashes and never throws out of nib loading: when a placeholder cannot be replaced
/// (its nib is missing, has no view of the class, or would load itself), it keeps the placeholder and
/// calls ``errorHandler`` with the ``NibBridgeError``.
public enum NibBridge {
    /// Receives a failure: the error, and the file and line that reported it.
    public typealias ErrorHandler = @Sendable (_ error: NibBridgeError, _ file: String, _ line: Int) -> Void

    /// The handler failures are reported to; ``logErrorHandler`` by default. Safe to read and set from any
    /// thread; set it early, such as in the app delegate, to route failures to your own logging.
    public static var errorHandler: ErrorHandler {
        get { settings.handler }
        set { settings.handler = newValue }
    }

    /// Whether ``logErrorHandler`` also calls `assertionFailure` after logging, so that a debug build stops
    /// in the debugger on a broken nib; `false` by default. Safe to read and set from any thread.
    public static var assertsOnError: Bool {
        get { settings.asserts }
        set { settings.asserts = newValue }
    }

    /// The default handler: logs one compiler-style line (`file:line: error: NibBridge: …`) with `NSLog`,
    /// then calls `assertionFailure` when ``assertsOnError`` is set (which only stops debug builds).
    public static let logErrorHandler: ErrorHandler = { error, file, line in
        let message = "\(file):\(line): error: NibBridge: \(error)"
        // The message is the format's argument, never the format: it may contain `%` (a path, a name).
        NSLog("%@", NSString(string: message))
        if assertsOnError { assertionFailure(message) }
    }

    /// Runs the view's ``NibBridgeable/nibDidAwake()``: call it at the end of `awakeFromNib()`, after
    /// `shouldAwakeFromNib(_:)` allowed the call.
    ///
    /// UIKit and AppKit declare `awakeFromNib()` on `NSObject` without an actor (SDKs up to iOS 16 and
    /// macOS 13 at least), so an override is nonisolated and cannot touch views directly in Swift 6. A view
    /// class is main-actor isolated, so its `nibDidAwake()` is too: with the conformance written
    /// `@preconcurrency NibBridgeable`, this call runs it on the main actor and checks at run time that it is
    /// made there (SE-0423), which nib loading guarantees.
    public static func didAwake(_ view: any NibBridgeable) {
        view.nibDidAwake()
    }

    /// Reports a failure to ``errorHandler``; `file` and `line` default to the caller's.
    public static func report(_ error: NibBridgeError, file: String = #fileID, line: Int = #line) {
        errorHandler(error, file, line)
    }

    private static let settings = Settings()

    /// The mutable settings behind a lock (`Mutex` would need macOS 15 and iOS 18).
    private final class Settings: @unchecked Sendable {
        private let lock = NSLock()
        private var storedHandler: ErrorHandler = NibBridge.logErrorHandler
        private var storedAsserts = false

        var handler: ErrorHandler {
            get { locked { storedHandler } }
            set { locked { storedHandler = newValue } }
        }

        var asserts: Bool {
            get { locked { storedAsserts } }
            set { locked { storedAsserts = newValue } }
        }

        private func locked<T>(_ body: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }
    }
}
