internal import Foundation
public import NibBridgeDocument

/// Loading a document with only documents at hand, as `nibbridge load` does: every custom view class
/// with a same-named nib under the project root is treated as opted in to bridging.
public enum ConventionLoad {
    /// The project root for a document: the nearest folder at or above it holding `.git` or
    /// `Package.swift`; when there is none, the document's folder (its parent for an `.lproj` folder).
    public static func projectRoot(for documentPath: String) -> String {
        let manager = FileManager.default
        var folder = URL(fileURLWithPath: documentPath).deletingLastPathComponent().standardizedFileURL
        let start = folder
        while folder.path != "/" {
            for marker in [".git", "Package.swift"]
            where manager.fileExists(atPath: folder.appendingPathComponent(marker).path) {
                return folder.path
            }
            folder = folder.deletingLastPathComponent()
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

    /// Loads a document (optionally one scene) with convention bridging and reports the live tree.
    public static func load(path: String, scene: String? = nil, root: String? = nil) -> (
        tree: LiveTree, diagnostics: [Diagnostic]
    ) {
        let loader = loader(root: root ?? projectRoot(for: path), framework: NibFramework.ofDocument(atPath: path))
        let loaded = loader.load(path: path, scene: scene)
        return (LiveTree(loaded: loaded, scene: scene), loaded.diagnostics)
    }
}

/// Convention loaders by project root and framework, made once and shared by the documents of one run: a
/// folder of documents under one root indexes that root once instead of once per document.
public final class ConventionLoaders: @unchecked Sendable {
    private let lock = NSLock()
    private var loaders: [String: NibLoader] = [:]
    private let cache: NibCache

    /// Creates an empty set of loaders, reading nibs through `cache`.
    public init(cache: NibCache = .shared) { self.cache = cache }

    /// The loader for documents of `framework` under `root`, made the first time it is asked for.
    public func loader(root: String, framework: NibFramework?) -> NibLoader {
        let key = root + "\u{0}" + (framework.map { "\($0)" } ?? "")
        lock.lock()
        defer { lock.unlock() }
        if let loader = loaders[key] { return loader }
        let loader = ConventionLoad.loader(root: root, framework: framework, cache: cache)
        loaders[key] = loader
        return loader
    }
}
