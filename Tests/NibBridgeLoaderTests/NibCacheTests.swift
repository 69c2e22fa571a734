import Dispatch
import Foundation
import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// A nib file is read and compiled once per cache, however many times and from however many threads it
/// is instantiated; every caller gets the same immutable ``CompiledNib``.
@Suite("Nib cache")
struct NibCacheTests {
    /// Collects values from concurrent iterations.
    final class Collected<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Value] = []
        func append(_ value: Value) { lock.withLock { storage.append(value) } }
        var values: [Value] { lock.withLock { storage } }
    }

    @Test("loading a storyboard three times reads each of its three files once")
    func readOnce() throws {
        let cache = NibCache()
        let loader = Fixtures.conventionLoader("XXBridge", cache: cache)
        for _ in 1...3 {
            let loaded = loader.load(path: Fixtures.path("XXBridge", "Main.storyboard"))
            #expect(try loaded.view("Dog-Ph-005").bridgedFrom != nil)
        }
        #expect(cache.filesRead == 3, "Main.storyboard, DogeView.xib (instantiated 6 times), SarkView.xib")
        let doge = Fixtures.path("XXBridge", "DogeView.xib")
        #expect(try cache.nib(atPath: doge) === cache.nib(atPath: doge))
        #expect(cache.filesRead == 3)
    }

    @Test("separate caches read separately")
    func cachesAreIndependent() throws {
        let first = NibCache()
        let second = NibCache()
        let path = Fixtures.path("XXBridge", "DogeView.xib")
        #expect(try first.nib(atPath: path) !== second.nib(atPath: path))
        #expect(first.filesRead == 1 && second.filesRead == 1)
    }

    @Test("a file that cannot be read fails the same way every time, read once")
    func failureCached() throws {
        let cache = NibCache()
        let path = Fixtures.path("Errors", "BrokenView.xib")
        let first = #expect(throws: Diagnostic.self) { try cache.nib(atPath: path) }
        let second = #expect(throws: Diagnostic.self) { try cache.nib(atPath: path) }
        #expect(first == second)
        #expect(first?.severity == .error)
        #expect(cache.filesRead == 1)
    }

    @Test("50 concurrent first uses of one nib read it once and all get the same instance")
    func concurrentFirstUse() throws {
        let cache = NibCache()
        let path = Fixtures.path("XXBridge", "SarkView.xib")
        let nibs = Collected<ObjectIdentifier>()
        DispatchQueue.concurrentPerform(iterations: 50) { _ in
            if let nib = try? cache.nib(atPath: path) { nibs.append(ObjectIdentifier(nib)) }
        }
        #expect(nibs.values.count == 50)
        #expect(Set(nibs.values).count == 1)
        #expect(cache.filesRead == 1)
    }

    @Test("50 concurrent loads of a bridging storyboard each get a complete, independent tree")
    func concurrentLoads() throws {
        let cache = NibCache()
        let loader = Fixtures.conventionLoader("XXBridge", cache: cache)
        let path = Fixtures.path("XXBridge", "Main.storyboard")
        // The views are kept (loads free what they made once dropped, and a freed object's identity is reused).
        let results = Collected<(errors: Int, bridged: Int, doge: LiveObject?, stackEmpty: Bool)>()
        DispatchQueue.concurrentPerform(iterations: 50) { _ in
            let loaded = loader.load(path: path)
            let bridged = loaded.allViews.filter { $0.bridgedFrom != nil }
            let doge = loaded.objectsByID["Dog-Ph-005"]
            results.append((loaded.diagnostics.count, bridged.count, doge, LoadingStack.frames.isEmpty))
        }
        let values = results.values
        #expect(values.count == 50)
        #expect(values.allSatisfy { $0.errors == 0 && $0.bridged == 3 && $0.stackEmpty })
        #expect(
            Set(values.compactMap { $0.doge.map(ObjectIdentifier.init) }).count == 50, "every load made its own views")
        #expect(cache.filesRead == 3)
        let shared = try cache.nib(atPath: path)
        #expect(try cache.nib(atPath: path) === shared)
    }
}
