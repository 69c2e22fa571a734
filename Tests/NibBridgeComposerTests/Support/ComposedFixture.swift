import Foundation
import NibBridgeComposer
import NibBridgeDocument
import Testing

/// One `ComposeRun` over a fixture project (`Fixtures/Compose/<name>`) into a fresh output folder, with
/// the bytes of the inputs before and after and of every file written.
struct ComposedFixture {
    /// The compose fixtures and the selection each is composed with.
    static let all: [String] = [
        "RootView", "FilesOwner", "Nested", "Twice", "PlaceholderSubviews", "ConstraintOutlet", "RuntimeAttributes",
        "GestureRecognizer", "Cycle", "IncludeList", "CellContentView", "TopLevelPlaceholder", "OwnerRuntimeAttributes",
    ]

    static func selection(for name: String) -> BridgeSelection {
        name == "IncludeList" ? BridgeSelection(include: ["BadgeView", "GhostView"]) : BridgeSelection()
    }

    let name: String
    let input: String
    let output: TemporaryFolder
    let summary: ComposeRun.Summary
    let inputsBefore: [String: [UInt8]]
    let inputsAfter: [String: [UInt8]]
    let outputs: [String: [UInt8]]

    init(_ name: String, selection: BridgeSelection? = nil) throws {
        self.name = name
        input = Fixtures.path("Compose/" + name)
        output = try TemporaryFolder("compose-\(name)")
        inputsBefore = try FileTree.read(input)
        summary = ComposeRun.run(
            ComposeRun.Request(
                paths: [input], output: output.path, selection: selection ?? ComposedFixture.selection(for: name)))
        inputsAfter = try FileTree.read(input)
        outputs = try FileTree.read(output.path)
    }

    /// The documents composition changed, by relative path.
    var changed: [String: [UInt8]] { outputs.filter { inputsBefore[$0.key] != $0.value } }

    /// A written document, read back.
    func document(_ relative: String) throws -> IBDocument {
        try IBDocument(contentsOfFile: output.file(relative))
    }

    /// The diagnostics of one rule.
    func diagnostics(rule: String) -> [Diagnostic] { summary.diagnostics.filter { $0.rule == rule } }

    /// Compares the changed documents with the golden files.
    func expectGolden(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try Golden.expectMatches(name, changed: changed, sourceLocation: sourceLocation)
    }
}

/// Queries on a composed document, by object id.
extension IBDocument {
    /// The element with an id, failing the test when there is none.
    func required(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> XMLNodeID {
        try #require(element(withID: id), "no object '\(id)' in \(path)", sourceLocation: sourceLocation)
    }

    /// An attribute of the element with an id.
    func attribute(_ name: String, ofID id: String) -> String? {
        element(withID: id).flatMap { tree.attribute(name, of: $0) }
    }

    /// The ids of the elements in a child container (`subviews`, `constraints`, `connections`...).
    func childIDs(of id: String, in container: String) -> [String] {
        guard let element = element(withID: id), let box = tree.firstElement(of: element, named: container) else {
            return []
        }
        return tree.elements(of: box).compactMap { tree.attribute("id", of: $0) }
    }

    /// The names of an element's children, in order.
    func childNames(of id: String) -> [String] {
        guard let element = element(withID: id) else { return [] }
        return tree.elements(of: element).map { tree.name(of: $0) }
    }

    /// The id of the element holding the element with an id (skipping containers such as `subviews`).
    func holderID(of id: String) -> String? {
        var current = element(withID: id).flatMap { tree.parent(of: $0) }
        while let node = current, tree.kind(of: node) == .element {
            if let holder = tree.attribute("id", of: node) { return holder }
            current = tree.parent(of: node)
        }
        return nil
    }

    /// Every connection (outlet, action, outlet collection) as `source.property -> destination`.
    var connectionSummaries: [String] {
        tree.descendantElements(of: rootElement).compactMap { element -> String? in
            let name = tree.name(of: element)
            guard ["outlet", "outletCollection", "action"].contains(name),
                let destination = tree.attribute("destination", of: element)
            else { return nil }
            let label = tree.attribute("property", of: element) ?? tree.attribute("selector", of: element) ?? "?"
            return "\(holderID(of: tree.attribute("id", of: element) ?? "") ?? "?").\(label) -> \(destination)"
        }
    }
}
