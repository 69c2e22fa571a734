internal import Foundation
public import NibBridgeDocument

/// Loading a document with only documents at hand, as `nibbridge load` does: every custom view class
/// with a same-named nib under the project root is treated as opted in to bridging.
public enum ConventionLoad {
    /// The project root for a document: the nearest folder at or above it holding `.git` or
    /// `Package.swift`; when there is none, the document's folder (its parent for an `.lproj` folder).
    ///
    /// Within ``ProjectRoots/current`` (bound by a run over many documents), each folder's answer is found once.
    public static func projectRoot(for documentPath: String) -> String {
        guard let known = ProjectRoots.current else { return findProjectRoot(for: documentPath) }
        let folder = (documentPath as NSString).deletingLastPathComponent
        if let root = known.roots.withLock({ $0[folder] }) { return root }
        let root = findProjectRoot(for: documentPath)
        known.roots.withLock { $0[folder] = root }
        return root
    }

    private static func findProjectRoot(for documentPath: String) -> String {
        let start = URL(fileURLWithPath: documentPath).deletingLastPathComponent().standardizedFileURL
        var folder = start.path
        while folder != "/" && !folder.isEmpty {
            for marker in [".git", "Package.swift"] where FilePaths.kind(atPath: folder + "/" + marker) != nil {
                return folder
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return start.pathExtension == "lproj" ? start.deletingLastPathComponent().path : start.path
    }

    /// A loader that bridges every class with a same-named nib under `root` (of `framework` when one is
    /// given: a class whose only nib is another framework's is no bridged class in that framework's app).
    public static func loader(root: String, framework: NibFramework? = nil, cache: NibCache = .shared) -> NibLoader {
        let locator = ProjectNibLocator(root: root)
        let registry = ClassRegistry(unknownClassPolicy: .assumeExists)
        registry.registerBridged(
            locator.candidates.keys.filter {
                !locator.candidates(forNibNamed: $0, location: .automatic, framework: framework).isEmpty
            })
        return NibLoader(registry: registry, locator: locator, cache: cache)
    }

    /// A loader for one document that bridges as ``loader(root:framework:cache:)`` does, looking up only
    /// the classes the document's views (and the nibs they bring in) name: `index` walks its root only when
    /// there is one.
    public static func loader(
        for document: CompiledNib, index: NibIndex, framework: NibFramework?, cache: NibCache = .shared
    ) -> NibLoader {
        let registry = ClassRegistry(unknownClassPolicy: .assumeExists)
        registry.registerBridged(index.bridgedClassNames(reachableFrom: document, framework: framework, cache: cache))
        return NibLoader(registry: registry, locator: index, cache: cache)
    }

    /// Loads a document (optionally one scene) with convention bridging and reports the live tree.
    public static func load(path: String, scene: String? = nil, root: String? = nil) -> (
        tree: LiveTree, diagnostics: [Diagnostic]
    ) {
        let framework = NibFramework.ofDocument(atPath: path)
        let index = NibIndex(root: root ?? projectRoot(for: path))
        let loader: NibLoader
        if let document = try? NibCache.shared.nib(atPath: path) {
            loader = ConventionLoad.loader(for: document, index: index, framework: framework)
        } else {
            loader = NibLoader(registry: ClassRegistry(unknownClassPolicy: .assumeExists), locator: index)
        }
        let loaded = loader.load(path: path, scene: scene)  // Reports a document that cannot be read.
        return (LiveTree(loaded: loaded, scene: scene), loaded.diagnostics)
    }
}

/// The project roots found during a run, by document folder: bound as ``current`` by a run over many
/// documents, so that ``ConventionLoad/projectRoot(for:)`` looks for each folder's `.git` once.
public final class ProjectRoots: Sendable {
    let roots = LockedValue<[String: String]>([:])

    /// An empty set of answers.
    public init() {}

    /// The answers of the run in progress, if it keeps them.
    @TaskLocal public static var current: ProjectRoots?
}

/// The nib indexes of the project roots a run's documents are under, made once and shared by the run's
/// documents and threads: a folder of documents under one root walks that root at most once.
public final class ConventionLoaders: Sendable {
    private let indexes = LockedValue<[String: NibIndex]>([:])
    private let loaders = LockedValue<[String: NibLoader]>([:])
    private let cache: NibCache

    /// Creates an empty set of indexes; ``loader(root:framework:)`` reads nibs through `cache`.
    public init(cache: NibCache = .shared) { self.cache = cache }

    /// The index of a root, made the first time it is asked for (and walked when first used).
    public func index(root: String) -> NibIndex {
        indexes.withLock { indexes in
            if let index = indexes[root] { return index }
            let index = NibIndex(root: root)
            indexes[root] = index
            return index
        }
    }

    /// The loader for a document under `root`, reading nibs through `cache`: it registers only the classes
    /// the document reaches (``ConventionLoad/loader(for:index:framework:cache:)``).
    public func loader(
        for document: CompiledNib, root: String, framework: NibFramework?, cache: NibCache
    ) -> NibLoader {
        ConventionLoad.loader(for: document, index: index(root: root), framework: framework, cache: cache)
    }

    /// The loader for any document of `framework` under `root`, made the first time it is asked for: it
    /// registers every nib name of the root, as ``ConventionLoad/loader(root:framework:cache:)`` does.
    public func loader(root: String, framework: NibFramework?) -> NibLoader {
        let key = root + "\u{0}" + (framework.map { "\($0)" } ?? "")
        if let loader = loaders.withLock({ $0[key] }) { return loader }
        let index = index(root: root)
        let registry = ClassRegistry(unknownClassPolicy: .assumeExists)
        registry.registerBridged(
            index.candidates.keys.filter {
                !index.candidates(forNibNamed: $0, location: .automatic, framework: framework).isEmpty
            })
        let loader = NibLoader(registry: registry, locator: index, cache: cache)
        return loaders.withLock { loaders in
            if let made = loaders[key] { return made }
            loaders[key] = loader
            return loader
        }
    }
}
