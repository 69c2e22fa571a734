internal import Foundation

/// A value shared between threads behind a lock.
///
/// Used instead of the Synchronization module's `Mutex` and `Atomic`, which need macOS 15 and iOS 18: the
/// tools build for macOS 13 and later.
public final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the shared value.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
