import Dispatch
import Foundation
import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// Every real project of the corpus loaded as `nibbridge load` loads it: each empty view whose custom class has
/// a same-named nib in its project is a placeholder and must come out bridged, without bridge errors. A view
/// that holds content (subviews, or a cell's content view with subviews) in a document the app loads itself is
/// the designed view, not a placeholder (`PlaceholderDetection.loadingStack`), and is left alone.
@Suite("Corpus bridging", .enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct CorpusBridgingTests {
    /// Placeholders (`project/path#id`) or documents (`project/path`) that are genuinely misconfigured,
    /// with the reason. Everything else must bridge.
    static let allowList: [String: String] = [
        // A linter's test fixture (CustomModuleRule: one class name in two modules). TestView.xib's File's
        // Owner is TestView and its content holds a TestView, so the nib embeds itself: a nib-bridged
        // TestView would recurse at run time. The loader stops after one level (the nested instance is
        // taken for its nib's root) instead of reporting a cycle.
        "IBDecodable__IBLinter/Tests/IBLinterKitTest/Resources/Rules/CustomModuleRule/SameNameClass/TestView.xib#aN9-11-1gu":
            "self-embedding File's Owner nib (linter fixture)",
        // GameTableView.xib is GameCollectionViewController's nib (its File's Owner), named after the table
        // view it holds; GameTableView has no nib of its own, so the naming convention misfires. The
        // automatic style then embeds the nib's scroll view (holding the table) into the table view.
        "OpenEmu__OpenEmu/OpenEmu/GameTableView.xib#BcP-iB-yXR":
            "the same-named nib is a controller's nib, not the table view's",
        // Same situation: TimelineTableView.xib belongs to TimelineViewController (File's Owner).
        "Ranchero-Software__NetNewsWire/Mac/MainWindow/Timeline/TimelineTableView.xib#opA-RM-DKR":
            "the same-named nib is a controller's nib, not the table view's",
    ]

    /// One placeholder found in a document.
    struct Placeholder: Sendable {
        var key: String
        var className: String
        var line: Int?
    }

    /// What loading one document gave.
    struct Outcome: Sendable {
        var document: String
        var placeholders: [Placeholder] = []
        /// Placeholders left as they were, or marked bridged without the nib's content.
        var unbridged: [(Placeholder, String)] = []
        var bridgeErrors: [String] = []
    }

    final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Outcome] = []
        func append(contentsOf outcomes: [Outcome]) { lock.withLock { storage += outcomes } }
        var all: [Outcome] { lock.withLock { storage.sorted { $0.document < $1.document } } }
    }

    /// The views of a loaded document that are placeholders by the naming convention: a view element with a
    /// custom class that has a nib of that name in the project, other than the root of that very nib.
    static func placeholders(in nib: CompiledNib, nibNames: Set<String>, document: String) -> [Placeholder] {
        let ownNib = nib.kind == .xib ? ProjectNibLocator.nibName(ofPath: nib.path) : nil
        let topLevel = Set(nib.kind == .xib ? nib.topLevelObjects() : [])
        return nib.elements.indices.compactMap { index in
            let element = nib[index]
            guard let customClass = element.attributes["customClass"], nibNames.contains(customClass),
                IBClassNames.isViewElement(element.name, platform: nib.platform),
                let id = element.attributes["id"]
            else { return nil }
            if customClass == ownNib && topLevel.contains(index) { return nil }  // The nib's own root.
            if holdsContent(index, in: nib) { return nil }  // Designed in this document, as UIKit sees it.
            return Placeholder(key: "\(document)#\(id)", className: customClass, line: element.location?.line)
        }
    }

    /// Whether a view element holds subviews, or a content view (a cell's) that holds subviews.
    static func holdsContent(_ index: Int, in nib: CompiledNib) -> Bool {
        func hasSubviews(_ element: Int) -> Bool {
            nib.child(of: element, named: "subviews").map { !nib[$0].children.isEmpty } ?? false
        }
        if hasSubviews(index) { return true }
        return nib[index].children.contains { nib[$0].attributes["key"] == "contentView" && hasSubviews($0) }
    }

    static func load(project: String) -> [Outcome] {
        let folder = Corpus.path(project)
        let cache = NibCache()
        let loader = ConventionLoad.loader(root: folder, cache: cache)
        let nibNames = Set(ProjectNibLocator(root: folder).candidates.keys)
        return IBDocument.documentPaths(in: [folder]).paths.sorted().map { path in
            let document = project + "/" + String(path.dropFirst(folder.count + 1))
            var outcome = Outcome(document: document)
            let loaded = loader.load(path: path)
            outcome.bridgeErrors = loaded.diagnostics.filter { $0.rule == "bridge" && $0.severity == .error }
                .map(\.description)
            guard let nib = try? cache.nib(atPath: path) else { return outcome }
            outcome.placeholders = placeholders(in: nib, nibNames: nibNames, document: document)
            let objects = loaded.objectsByID
            outcome.unbridged = outcome.placeholders.compactMap { placeholder in
                let id = String(placeholder.key.split(separator: "#").last ?? "")
                guard let view = objects[id] as? LiveView else { return (placeholder, "was not decoded") }
                guard let nib = view.bridgedFrom else { return (placeholder, "is not bridged") }
                // The nib's root replaced it, or it holds the nib's content (File's Owner style).
                guard view.documentPath == nib || view.subviews.contains(where: { $0.documentPath == nib }) else {
                    return (placeholder, "is marked bridged from \(nib) without the nib's content")
                }
                if nib == path { return (placeholder, "embeds the very nib that holds it") }
                return nil
            }
            return outcome
        }
    }

    @Test("every placeholder by convention in every corpus project loads bridged, without bridge errors")
    func everyPlaceholderBridged() throws {
        let projects = Corpus.projects
        try #require(!projects.isEmpty, "no project folders in \(Corpus.root)")
        let outcomes = Outcomes()
        DispatchQueue.concurrentPerform(iterations: projects.count) { index in
            outcomes.append(contentsOf: Self.load(project: projects[index]))
        }
        var bridged = 0
        var documents = 0
        for outcome in outcomes.all {
            let allowedDocument = Self.allowList[outcome.document] != nil
            let unbridged = outcome.unbridged.filter { Self.allowList[$0.0.key] == nil && !allowedDocument }
            for (placeholder, problem) in unbridged {
                Issue.record("\(placeholder.key) (\(placeholder.className), line \(placeholder.line ?? 0)) \(problem)")
            }
            if !allowedDocument {
                for error in outcome.bridgeErrors { Issue.record("\(outcome.document): \(error)") }
            }
            let count = outcome.placeholders.count - outcome.unbridged.count
            bridged += count
            if count > 0 { documents += 1 }
        }
        print("bridged \(bridged) placeholders in \(documents) documents")
        #expect(bridged > 0)
    }

    @Test("every allow-listed placeholder still exists, so the list cannot go stale")
    func allowListIsCurrent() throws {
        for key in Self.allowList.keys.sorted() {
            let parts = key.split(separator: "#").map(String.init)
            let text = try? String(contentsOfFile: Corpus.path(parts[0]), encoding: .utf8)
            #expect(text != nil, "\(parts[0]) no longer exists")
            if parts.count == 2 { #expect(text?.contains("id=\"\(parts[1])\"") == true, "\(key) no longer exists") }
        }
    }
}
