public import NibBridgeDocument

/// Reads each nib file once and hands out its ``CompiledNib`` to any thread, for as long as the cache lives.
///
/// ``shared`` lives as long as the process and keeps every file it read. A run over many documents (such as
/// `nibbridge render` of a folder) keeps its memory flat with a cache of its own per project, bound as
/// ``current`` while the project's documents are drawn and dropped when they are done; ``entryCount`` and
/// ``hasEntry(atPath:)`` tell what a cache holds.
public final class NibCache: Sendable {
    /// One file's slot: the first caller reads the file while holding the slot's lock, so callers that
    /// arrive meanwhile wait for that read instead of reading the file again.
    private final class Entry: Sendable {
        let result = LockedValue<Result<CompiledNib, Diagnostic>?>(nil)
    }

    private let entries = LockedValue<[String: Entry]>([:])
    private let readCount = LockedValue(0)

    /// Creates an empty cache.
    public init() {}

    /// The process-wide cache.
    public static let shared = NibCache()

    /// The cache that code reading documents on behalf of a run uses when it is given none: ``shared``,
    /// unless a run binds its own (`NibCache.$current.withValue(cache) { ... }`), for the calls made within.
    @TaskLocal public static var current: NibCache = .shared

    /// How many files this cache holds (read, or failed to read).
    public var entryCount: Int { entries.withLock { $0.count } }

    /// Whether this cache holds a file (read, failed to read, or being read), without reading it.
    public func hasEntry(atPath path: String) -> Bool { entries.withLock { $0[path] != nil } }

    /// How many times this cache has read and compiled a file (once per path, however many threads ask).
    public var filesRead: Int { readCount.withLock { $0 } }

    /// The compiled nib of a file, reading and compiling it on first use.
    ///
    /// Concurrent first uses of the same path read it once: the other callers wait for that read and
    /// get the same instance (or the same error).
    public func nib(atPath path: String) throws(Diagnostic) -> CompiledNib {
        let entry = entries.withLock { entries in
            if let entry = entries[path] { return entry }
            let entry = Entry()
            entries[path] = entry
            return entry
        }
        let result = entry.result.withLock { result -> Result<CompiledNib, Diagnostic> in
            if let result { return result }
            readCount.withLock { $0 += 1 }
            let read: Result<CompiledNib, Diagnostic>
            do throws(Diagnostic) {
                read = .success(CompiledNib(document: try IBDocument(contentsOfFile: path)))
            } catch {
                read = .failure(error)
            }
            result = read
            return read
        }
        return try result.get()
    }
}
