import Dispatch
import Foundation
import NibBridgeDocument
import NibBridgeLoader
import NibBridgeTestSupport
import Testing

/// Every macOS document of the corpus, loaded as `nibbridge load` loads it: each `<action>` is connected on
/// the object that sends it (AppKit names the receiver with `target`), and each window has the content view
/// its element holds (issue 11, items 11 and 12).
@Suite("Corpus AppKit connections", .enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct CorpusAppKitConnectionTests {
    struct Tally: Sendable {
        var documents = 0
        var actions = 0
        var connectedActions = 0
        var windows = 0
        var attachedContentViews = 0
        var problems: [String] = []

        static func + (lhs: Tally, rhs: Tally) -> Tally {
            Tally(
                documents: lhs.documents + rhs.documents, actions: lhs.actions + rhs.actions,
                connectedActions: lhs.connectedActions + rhs.connectedActions, windows: lhs.windows + rhs.windows,
                attachedContentViews: lhs.attachedContentViews + rhs.attachedContentViews,
                problems: lhs.problems + rhs.problems)
        }
    }

    final class Tallies: @unchecked Sendable {
        private let lock = NSLock()
        private var total = Tally()
        func add(_ tally: Tally) { lock.withLock { total = total + tally } }
        var sum: Tally { lock.withLock { total } }
    }

    /// The actions and window content views of one document, and which of them the loader made.
    static func tally(_ nib: CompiledNib, _ loaded: LoadedNib) -> Tally {
        var tally = Tally(documents: 1)
        var expected: [String: [String]] = [:]  // Sender id: selectors, in document order.
        for index in nib.elements.indices where nib[index].name == "action" {
            let container = nib[index].parent
            guard container >= 0, nib[container].name == "connections", nib[container].parent >= 0,
                let sender = nib[nib[container].parent].attributes["id"]
            else { continue }
            tally.actions += 1
            expected[sender, default: []].append(nib[index].attributes["selector"] ?? "")
        }
        for (sender, selectors) in expected.sorted(by: { $0.key < $1.key }) {
            let connected = loaded.objectsByID[sender]?.actions.map(\.selector) ?? []
            let matched = selectors.filter { connected.contains($0) }.count
            tally.connectedActions += matched
            if matched < selectors.count {
                tally.problems.append("\(nib.path): \(sender) sends \(selectors), connected \(connected)")
            }
        }
        for index in nib.elements.indices where nib[index].name == "window" {
            guard let id = nib[index].attributes["id"],
                let content = nib.child(of: index, named: "view", key: "contentView")
                    ?? nib[index].children.first(where: { nib[$0].attributes["key"] == "contentView" })
            else { continue }
            tally.windows += 1
            let attached = loaded.objectsByID[id]?.windowContentView
            if attached != nil, attached?.documentID == nib[content].attributes["id"] {
                tally.attachedContentViews += 1
            } else {
                tally.problems.append("\(nib.path): window \(id) lacks its content view")
            }
        }
        return tally
    }

    @Test("every action of every macOS document is connected and every window has its content view")
    func everyActionAndContentView() throws {
        let projects = Corpus.projects
        try #require(!projects.isEmpty, "no project folders in \(Corpus.root)")
        let tallies = Tallies()
        DispatchQueue.concurrentPerform(iterations: projects.count) { number in
            let folder = Corpus.path(projects[number])
            let cache = NibCache()
            let loader = ConventionLoad.loader(root: folder, cache: cache)
            for path in IBDocument.documentPaths(in: [folder]).paths.sorted() {
                guard let nib = try? cache.nib(atPath: path), nib.platform == .cocoa else { continue }
                tallies.add(Self.tally(nib, loader.load(path: path)))
            }
        }
        let tally = tallies.sum
        print(
            "macOS documents: \(tally.documents); actions connected: \(tally.connectedActions) of \(tally.actions); "
                + "windows with their content view: \(tally.attachedContentViews) of \(tally.windows)")
        for problem in tally.problems.prefix(20) { Issue.record("\(problem)") }
        try NothingToCheck.skip(if: tally.documents == 0, "no macOS document below \(Corpus.root)")
        #expect(tally.connectedActions == tally.actions)
        #expect(tally.attachedContentViews == tally.windows)
    }
}
