internal import Dispatch
internal import Foundation
import NibBridgeDocument
import NibBridgeLoader

/// Draws a folder run's documents on several threads, in order, with a nib cache per project.
///
/// Each thread takes the next document in the run's order and draws all of it (loading, layout, drawing,
/// writing): a document's pictures depend only on the document and its project's nibs, never on the thread
/// or on what was drawn before, so the results, collected in document order, are the same bytes whatever the
/// number of threads (cairo's own surface numbering is renumbered per picture, see ``SVGIdentifiers``).
///
/// Memory stays flat over any number of documents: the documents of one project (one ``group``) share one
/// ``NibBridgeLoader/NibCache``, bound as ``NibBridgeLoader/NibCache/current`` while they are drawn, so each
/// nib of a project is read once; when the last of them is done the cache is dropped with every nib it held.
/// Documents come in order, so few projects are open at once (at most one per thread, plus a project whose
/// last document is still being drawn).
struct RenderWorkers {
    /// How many threads draw.
    var workers: Int

    /// One thread per processor, or as many as asked.
    init(workers: Int?) {
        self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Which document is next, how many of each project are left, and the open projects' caches.
    private struct State {
        var next = 0
        var done = 0
        var remaining: [String: Int] = [:]
        var caches: [String: NibCache] = [:]
    }

    /// The results of `body` for items `0..<groups.count`, in order, each computed with its group's cache bound as
    /// ``NibBridgeLoader/NibCache/current`` and `roots` as ``NibBridgeLoader/ProjectRoots/current``;
    /// `progress` hears of each item done.
    func map<Result: Sendable>(
        groups: [String], roots: ProjectRoots = ProjectRoots(), progress: ProgressHandler?,
        _ body: @Sendable (Int) -> Result
    ) -> [Result] {
        let count = groups.count
        var initial = State()
        for key in groups { initial.remaining[key, default: 0] += 1 }
        let state = LockedValue(initial)
        let slots = LockedValue<[Result?]>(Array(repeating: nil, count: count))
        // One iteration runs on the calling thread.
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            while true {
                let claimed = state.withLock { state -> (Int, NibCache)? in
                    guard state.next < count else { return nil }
                    let index = state.next
                    state.next += 1
                    let key = groups[index]
                    if let cache = state.caches[key] { return (index, cache) }
                    let cache = NibCache()
                    state.caches[key] = cache
                    return (index, cache)
                }
                guard let (index, cache) = claimed else { return }
                // Task-local values do not cross to the pool's threads: each document binds the run's own.
                let result = ProjectRoots.$current.withValue(roots) {
                    NibCache.$current.withValue(cache) { body(index) }
                }
                slots.withLock { $0[index] = result }
                let done = state.withLock { state -> Int in
                    let key = groups[index]
                    state.remaining[key, default: 1] -= 1
                    if state.remaining[key] == 0 { state.caches[key] = nil }  // The project is done: its nibs go.
                    state.done += 1
                    return state.done
                }
                progress?(done, count)
            }
        }
        return slots.withLock { $0.map { $0! } }
    }
}
