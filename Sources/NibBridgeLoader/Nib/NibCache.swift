internal import Synchronization
public import NibBridgeDocument

/// Reads each nib file once per process and hands out its ``CompiledNib`` to any thread.
public final class NibCache: Sendable {
    private let entries = Mutex<[String: Result<CompiledNib, Diagnostic>]>([:])
    private let readCount = Atomic<Int>(0)

    /// Creates an empty cache.
    public init() {}

    /// The process-wide cache.
    public static let shared = NibCache()

    /// How many files this cache has read (for tests of the read-once guarantee).
    public var filesRead: Int { readCount.load(ordering: .relaxed) }

    /// The compiled nib of a file, reading and compiling it on first use.
    ///
    /// Concurrent first uses of the same path may both read; only one result is kept, so every caller
    /// sees the same instance.
    public func nib(atPath path: String) throws(Diagnostic) -> CompiledNib {
        if let cached = entries.withLock({ $0[path] }) { return try cached.get() }
        let result: Result<CompiledNib, Diagnostic>
        do {
            result = .success(CompiledNib(document: try IBDocument(contentsOfFile: path)))
        } catch {
            result = .failure(error)
        }
        let kept = entries.withLock { entries in
            if let existing = entries[path] { return existing }
            readCount.add(1, ordering: .relaxed)
            entries[path] = result
            return result
        }
        return try kept.get()
    }
}
