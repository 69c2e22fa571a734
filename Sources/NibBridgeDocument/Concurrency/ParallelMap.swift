internal import Dispatch

/// Reports how many of a run's documents are done: called from worker threads, in no particular order.
public typealias ProgressHandler = @Sendable (_ done: Int, _ total: Int) -> Void

/// Maps over items on all cores, returning results in the items' order (deterministic output whatever
/// the scheduling).
public enum ParallelMap {
    /// Applies `transform` to every item on all cores; results keep the items' order.
    public static func map<T: Sendable, R: Sendable>(
        _ items: [T],
        progress: ProgressHandler? = nil,
        _ transform: @Sendable (T) -> R
    ) -> [R] {
        let slots = LockedValue<[R?]>(Array(repeating: nil, count: items.count))
        let done = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = transform(items[index])
            slots.withLock { $0[index] = result }
            if let progress {
                let count = done.withLock { count in
                    count += 1
                    return count
                }
                progress(count, items.count)
            }
        }
        return slots.withLock { $0.map { $0! } }
    }
}
