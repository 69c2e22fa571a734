internal import Foundation
public import NibBridge
import NibBridgeDocument

/// The nibs under a project root by name, found by one walk of the root made the first time a name is
/// looked up, and the UI framework of each file read when first asked for: what ``ProjectNibLocator``
/// knows, paid for only when a document has a class to look up.
///
/// A document without custom view classes never looks a nib up, so loading it does not walk its root at
/// all (a small document in a large folder loads at once); one that does walks it once, however many
/// documents and threads ask. The walk is ``NibBridgeDocument/IBDocument/documentPaths(in:excluding:)``'s
/// (hidden folders and build products skipped, links followed once), keeping the `.xib` files.
public final class NibIndex: NibLocating {
    /// The folder indexed.
    public let root: String
    private let walked = LockedValue<[String: [String]]?>(nil)
    private let frameworks = LockedValue<[String: NibFramework?]>([:])
    private let walks = LockedValue(0)

    /// An index of a folder, walked when first used.
    public init(root: String) { self.root = root }

    /// How many times the root was walked: 0 until a name is first looked up, then 1.
    public var walkCount: Int { walks.withLock { $0 } }

    /// Every candidate file for each nib name, best first, whatever its framework (walking the root if it
    /// was not yet).
    public var candidates: [String: [String]] {
        walked.withLock { walked in
            if let walked { return walked }
            walks.withLock { $0 += 1 }
            let found = NibIndex.walk(root: root)
            walked = found
            return found
        }
    }

    /// The UI framework of a candidate file, read from its header once.
    public func framework(ofPath path: String) -> NibFramework? {
        if let known = frameworks.withLock({ $0[path] }) { return known }
        let read = NibFramework.ofDocument(atPath: path)
        frameworks.withLock { $0[path] = read }
        return read
    }

    /// The candidates for a name, best first, of `framework` only when one is given (a file whose framework
    /// cannot be read counts as any), within a bundle path when `location` is one.
    public func candidates(forNibNamed name: String, location: NibLocation, framework: NibFramework?) -> [String] {
        var found = candidates[name] ?? []
        if case .bundlePath(let folder) = location { found = found.filter { $0.hasPrefix(folder) } }
        guard let framework else { return found }
        return found.filter { (self.framework(ofPath: $0) ?? framework) == framework }
    }

    /// The first candidate for the name, of any framework.
    public func path(forNibNamed name: String, location: NibLocation) -> String? {
        candidates(forNibNamed: name, location: location, framework: nil).first
    }

    /// The first candidate of `framework` (any framework when `nil`).
    public func path(forNibNamed name: String, location: NibLocation, framework: NibFramework?) -> String? {
        candidates(forNibNamed: name, location: location, framework: framework).first
    }

    /// The `.xib` files under a folder by nib name, best first (``ProjectNibLocator/rank(_:)``).
    static func walk(root: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for path in IBDocument.documentPaths(in: [root]).paths where path.hasSuffix(".xib") {
            found[ProjectNibLocator.nibName(ofPath: path), default: []].append(path)
        }
        return found.mapValues { $0.sorted { ProjectNibLocator.rank($0) < ProjectNibLocator.rank($1) } }
    }

    /// The class names that load bridged in a document of `framework` as convention loading decides (a
    /// custom view class with a nib of that name under the root): those of the document's views, and of the
    /// views of the nibs they bring in, and so on. Nibs are read through `cache`, each once.
    ///
    /// Registering these instead of every nib name under the root bridges the same views, since a class name
    /// the load meets is on a view of the document or of a nib it brings in; a document without custom view
    /// classes leaves the root unwalked.
    public func bridgedClassNames(
        reachableFrom document: CompiledNib, framework: NibFramework?, cache: NibCache
    ) -> Set<String> {
        var names: Set<String> = []
        var looked: Set<String> = []
        var read: Set<String> = [document.path]
        var pending = [document]
        while let nib = pending.popLast() {
            for element in nib.elements {
                guard let className = element.attributes["customClass"],
                    IBClassNames.isViewElement(element.name, platform: nib.platform), looked.insert(className).inserted
                else { continue }
                let found = candidates(forNibNamed: className, location: .automatic, framework: framework)
                guard !found.isEmpty else { continue }
                names.insert(className)
                for path in found where read.insert(path).inserted {
                    if let nested = try? cache.nib(atPath: path) { pending.append(nested) }
                }
            }
        }
        return names
    }
}
