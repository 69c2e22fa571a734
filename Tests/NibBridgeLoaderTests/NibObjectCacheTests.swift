import Dispatch
import Foundation
import Testing

@testable import NibBridge

/// The nib cache of the UIKit and AppKit adapters (Foundation only): one nib object per bundle and name.
@Suite("Nib object cache")
struct NibObjectCacheTests {
    final class Nib: @unchecked Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test("one object per bundle and name, made once even when many threads ask at once")
    func madeOnce() throws {
        let cache = NibObjectCache<Nib>()
        let made = Counter()
        let bundle = Bundle.main
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let name = index.isMultiple(of: 2) ? "Card" : "Avatar"
            _ = cache.nib(named: name, in: bundle) {
                made.increment()
                return Nib(name)
            }
        }
        #expect(made.count == 2)
        let card = cache.nib(named: "Card", in: bundle) { Nib("other") }
        #expect(card?.name == "Card")
    }

    @Test("a nib that cannot be made is not kept; emptying the cache makes nibs again")
    func failuresAndPurge() throws {
        let cache = NibObjectCache<Nib>()
        #expect(cache.nib(named: "Broken", in: .main) { nil } == nil)
        #expect(cache.nib(named: "Broken", in: .main) { Nib("fixed") }?.name == "fixed")
        let first = cache.nib(named: "Card", in: .main) { Nib("Card") }
        cache.removeAll()
        let second = cache.nib(named: "Card", in: .main) { Nib("Card") }
        #expect(first !== second)
    }
}
