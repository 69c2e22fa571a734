import Foundation
import NibBridgeDocument
@testable import NibBridgeLoader
import NibBridgeTestSupport
import Testing

/// Every document of every project, loaded as `nibbridge load` loads it (bridging by convention): once the
/// load's result is dropped, none of the objects it made may still be alive. A survivor is an object held by
/// a retain cycle among the loaded objects, which LeakSanitizer reports as a leak when fuzzing the load stage
/// and which would grow the memory of every command that loads many documents. A survivor is reported with
/// the chain of references that keeps it (the cycle), so the failing message shows which edge to weaken.
@Suite("Corpus: loaded objects are freed", .enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct CorpusLoadLifetimeTests {
    @Test("no object of any load outlives the load's result")
    func everyLoadIsFreed() throws {
        var survivors: [String] = []
        var documents = 0
        for project in Corpus.projects {
            let root = Corpus.path(project)
            let loaders = ConventionLoaders(cache: NibCache())
            for path in IBDocument.documentPaths(in: [root]).paths.sorted() {
                documents += 1
                let framework = NibFramework.ofDocument(atPath: path)
                var references: [WeakObject] = []
                do {
                    let loaded = loaders.loader(root: root, framework: framework).load(path: path)
                    for object in loaded.objectsByID.values { references.append(WeakObject(object)) }
                    for object in LiveWalk.objects(from: loaded.topLevelObjects) {
                        references.append(WeakObject(object))
                    }
                }
                let alive = references.compactMap(\.object)
                guard let first = alive.first else { continue }
                let kept = Set(alive.map(ObjectIdentifier.init)).count
                let cycle = alive.lazy.compactMap(Self.cycle(through:)).first
                survivors.append(
                    "\(path): \(kept) object(s) outlive the load, e.g. \(first.className) \(first.documentID ?? ""); "
                        + (cycle.map { "cycle: \($0)" } ?? "no cycle through the references walked"))
            }
        }
        #expect(documents > 0)
        #expect(survivors.isEmpty, "\(survivors.count) documents:\n\(survivors.prefix(20).joined(separator: "\n"))")
    }

    /// A cycle of references that leads from an object back to itself, described edge by edge.
    static func cycle(through start: LiveObject) -> String? {
        var queue: [(AnyObject, [String])] = [(start, [])]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        while !queue.isEmpty {
            let (object, path) = queue.removeFirst()
            guard let live = object as? LiveObject else { continue }
            for (label, next) in Self.strongReferences(of: live) {
                if next === start { return (path + [label]).joined(separator: " -> ") }
                if seen.insert(ObjectIdentifier(next)).inserted { queue.append((next, path + [label])) }
            }
        }
        return nil
    }

    /// The references an object holds strongly, with where each is held.
    static func strongReferences(of object: LiveObject) -> [(String, LiveObject)] {
        let name = "\(object.className) \(object.documentID ?? "?")"
        var result: [(String, LiveObject)] = []
        for (property, destination) in object.stronglyHeldOutlets {
            result.append(("\(name).outlet \(property)", destination))
        }
        for (property, list) in object.outletCollections {
            result += list.map { ("\(name).collection \(property)", $0) }
        }
        if let view = object.windowContentView { result.append(("\(name).contentView", view)) }
        if let controller = object as? LiveViewController {
            if let view = controller.view { result.append(("\(name).view", view)) }
            result += controller.keyedObjects.map { ("\(name).\($0.key)", $0.value) }
        }
        if let view = object as? LiveView {
            result += view.subviews.map { ("\(name).subview", $0) }
            result += view.constraints.map { ("\(name).constraint", $0) }
            result += view.layoutGuides.map { ("\(name).layoutGuide", $0) }
            for (key, value) in view.properties { result += (value.objects ?? []).map { ("\(name).\(key)", $0) } }
            for (key, value) in view.otherState { result += (value.objects ?? []).map { ("\(name).\(key)", $0) } }
        }
        return result
    }
}

/// A weak reference for checking that an object was freed.
struct WeakObject {
    weak var object: LiveObject?
    init(_ object: LiveObject) { self.object = object }
}
