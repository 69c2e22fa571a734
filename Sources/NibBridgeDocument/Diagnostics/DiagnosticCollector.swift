/// Collects diagnostics from any number of threads, and hands them back in a deterministic order.
public final class DiagnosticCollector: Sendable {
    private let storage = LockedValue<[Diagnostic]>([])

    /// Creates an empty collector.
    public init() {}

    /// Records a diagnostic.
    public func emit(_ diagnostic: Diagnostic) {
        storage.withLock { $0.append(diagnostic) }
    }

    /// Records several diagnostics.
    public func emit(contentsOf diagnostics: some Sequence<Diagnostic>) {
        let array = Array(diagnostics)
        storage.withLock { $0.append(contentsOf: array) }
    }

    /// The diagnostics sorted by path, line and column; diagnostics without a place come first.
    public var diagnostics: [Diagnostic] {
        storage.withLock { $0 }.enumerated().sorted { a, b in
            let l = a.element.location
            let r = b.element.location
            let lk = (l?.path ?? "", l?.line ?? 0, l?.column ?? 0)
            let rk = (r?.path ?? "", r?.line ?? 0, r?.column ?? 0)
            return lk != rk ? lk < rk : a.offset < b.offset
        }.map(\.element)
    }

    /// Whether any error was recorded.
    public var hasErrors: Bool { storage.withLock { $0.containsErrors } }
}
