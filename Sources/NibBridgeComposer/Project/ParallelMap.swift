internal import Dispatch
internal import Synchronization

/// Maps over items on all cores, returning results in the items' order (deterministic output whatever
/// the scheduling).
enum ParallelMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let slots = Mutex<[R?]>(Array(repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = transform(items[index])
            slots.withLock { $0[index] = result }
        }
        return slots.withLock { $0.map { $0! } }
    }
}
