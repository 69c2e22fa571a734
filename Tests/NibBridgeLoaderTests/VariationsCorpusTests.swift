import Dispatch
import Foundation
import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// Every corpus document with size-class variations, loaded for several trait collections as `nibbridge load
/// --device` loads it: no new errors, the same objects decoded (what a size class does not install still
/// exists), every installed subview and active constraint one the document has, every constraint constant one
/// the document writes for it (its own or a variation's).
@Suite("Corpus variations", .enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct VariationsCorpusTests {
    static let traitSets: [SizeClassTraits] = [
        .unspecified, .phone(landscape: false, regularWidthInLandscape: false),
        .phone(landscape: true, regularWidthInLandscape: false), .phone(landscape: true, regularWidthInLandscape: true),
        .pad, SizeClassTraits(widthClass: .regular, heightClass: .regular, idiom: "mac"),
    ]

    /// The problems of one document, as `path: problem`.
    static func problems(path: String, loader: NibLoader, cache: NibCache) -> [String] {
        guard let nib = try? cache.nib(atPath: path), nib.hasVariations else { return [] }
        var problems: [String] = []
        let reference = loader.load(path: path)
        let referenceErrors = Set(reference.diagnostics.filter { $0.severity == .error }.map(\.message))
        for traits in traitSets {
            let loaded = loader.load(path: path, traits: traits)
            #expect(loaded.traits == traits)
            for error in loaded.diagnostics where error.severity == .error && !referenceErrors.contains(error.message) {
                problems.append("\(path) [\(traits)]: new error \(error)")
            }
            if Set(loaded.objectsByID.keys) != Set(reference.objectsByID.keys) {
                problems.append("\(path) [\(traits)]: other objects decoded than for the document's own device")
            }
            for case let view as LiveView in loaded.objectsByID.values where view.documentPath == path {
                problems += check(view, in: nib, path: path, traits: traits)
            }
        }
        return problems
    }

    /// An installed subview must be one the document places in the view (its element below the view's); a
    /// constraint's constant must be its own or one of its variations'.
    static func check(_ view: LiveView, in nib: CompiledNib, path: String, traits: SizeClassTraits) -> [String] {
        guard let id = view.documentID, let index = nib.indexByID[id], !view.isComposed else { return [] }
        var problems: [String] = []
        func isBelow(_ element: Int) -> Bool {
            var current = nib[element].parent
            while current >= 0, current != index { current = nib[current].parent }
            return current == index
        }
        for subview in view.subviews where subview.documentPath == path {
            if let subviewID = subview.documentID, let element = nib.indexByID[subviewID], !isBelow(element) {
                problems.append("\(path) [\(traits)]: \(subviewID) is installed in \(id), which does not hold it")
            }
        }
        for constraint in view.constraints where constraint.documentPath == path {
            guard let constraintID = constraint.documentID, let element = nib.indexByID[constraintID] else { continue }
            let written = ([element] + nib.children(of: element, named: "variation")).map {
                Double(nib[$0].attributes["constant"] ?? "0") ?? 0
            }
            if !written.contains(constraint.constant) {
                problems.append("\(path) [\(traits)]: \(constraintID) has constant \(constraint.constant)")
            }
        }
        return problems
    }

    @Test("every document with variations loads for each trait set, with its objects and written values")
    func everyDocumentLoadsForEveryTraitSet() throws {
        let projects = Corpus.projects
        try #require(!projects.isEmpty, "no project folders in \(Corpus.root)")
        let found = LockedValue<(documents: Int, problems: [String])>((0, []))
        DispatchQueue.concurrentPerform(iterations: projects.count) { index in
            let folder = Corpus.path(projects[index])
            let cache = NibCache()
            let loader = ConventionLoad.loader(root: folder, cache: cache)
            for path in IBDocument.documentPaths(in: [folder]).paths.sorted() {
                let problems = Self.problems(path: path, loader: loader, cache: cache)
                let counted = (try? cache.nib(atPath: path))?.hasVariations == true
                found.withLock {
                    $0.documents += counted ? 1 : 0
                    $0.problems += problems
                }
            }
        }
        let (documents, problems) = found.withLock { $0 }
        for problem in problems.sorted() { Issue.record(Comment(rawValue: problem)) }
        if documents == 0 { print("no document with size-class variations under \(Corpus.root)") }
    }
}
