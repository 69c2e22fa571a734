import Dispatch
import Foundation
import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import NibBridgeTestSupport
import Testing

/// Every project of the corpus loaded as `nibbridge load` loads it: each empty view whose custom class has
/// a same-named nib in its project is a placeholder and must come out bridged, without bridge errors. A view
/// that holds content (subviews, or a cell's content view with subviews) in a document the app loads itself is
/// the designed view, not a placeholder (`PlaceholderDetection.loadingStack`), and is left alone. The only
/// placeholders excused are those the document itself shows cannot bridge (``CorpusBridgingExemption``).
@Suite("Corpus bridging", .enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct CorpusBridgingTests {
    /// One placeholder found in a document.
    struct Placeholder: Sendable {
        var key: String
        var className: String
        var line: Int?
        /// Why it cannot bridge, read from the document (``CorpusBridgingExemption``); `nil` when it must.
        var exemption: String?
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
            return Placeholder(
                key: "\(document)#\(id)", className: customClass, line: element.location?.line,
                exemption: CorpusBridgingExemption.reason(className: customClass, in: nib))
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
            let document = (project.isEmpty ? "" : project + "/") + String(path.dropFirst(folder.count + 1))
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
        var placeholders = 0
        var bridged = 0
        var exempt: [String] = []
        for outcome in outcomes.all {
            placeholders += outcome.placeholders.count
            for (placeholder, problem) in outcome.unbridged {
                if let reason = placeholder.exemption {
                    exempt.append("\(placeholder.key) (\(placeholder.className)) \(problem): \(reason)")
                } else {
                    Issue.record(
                        "\(placeholder.key) (\(placeholder.className), line \(placeholder.line ?? 0)) \(problem)")
                }
            }
            for error in outcome.bridgeErrors { Issue.record("\(outcome.document): \(error)") }
            bridged += outcome.placeholders.count - outcome.unbridged.count
        }
        print("bridged \(bridged) of \(placeholders) placeholders by convention below \(Corpus.root)")
        for line in exempt { print("cannot bridge, as the document shows: \(line)") }
        try NothingToCheck.skip(
            if: placeholders == 0, "no view below \(Corpus.root) has a same-named nib in its project: nothing to bridge"
        )
        // Every placeholder is bridged or excused by its own document, and the excuse is the exception.
        #expect(exempt.count < placeholders)
    }

    @Test("a view of the class its own nib is named after is told apart by the nib's File's Owner")
    func exemptionRule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbridge-exemption-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func reason(_ file: String, owner: String?, platform: IBPlatform) throws -> String? {
            let path = folder.appendingPathComponent(file + ".xib").path
            try CorpusBridgingExemption.document(nibName: file, owner: owner, platform: platform)
                .write(toFile: path, atomically: true, encoding: .utf8)
            return CorpusBridgingExemption.reason(className: "TableView", in: try NibCache().nib(atPath: path))
        }
        #expect(try reason("TableView", owner: "TableView", platform: .cocoaTouch)?.contains("self-embedding") == true)
        #expect(
            try reason("TableView", owner: "TimelineController", platform: .cocoa)?.contains("TimelineController")
                == true)
        #expect(try reason("TableView", owner: nil, platform: .cocoa) == nil, "no File's Owner class: must bridge")
        #expect(try reason("OtherView", owner: "TableView", platform: .cocoaTouch) == nil, "another nib: must bridge")
    }
}
