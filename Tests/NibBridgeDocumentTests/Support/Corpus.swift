import Foundation
import NibBridgeTestSupport
import NibBridgeDocument
import Testing

/// The corpus of real documents, found through `NIBBRIDGE_CORPUS` (default `../shared/corpus` beside the
/// package): any folder of `.xib` and `.storyboard` files. Corpus-wide tests are disabled, with
/// ``skipMessage``, when it is absent or holds no document.
enum Corpus {
    static let root = CorpusLocation.root

    static var isAvailable: Bool { CorpusLocation.isAvailable }

    static var skipMessage: Comment { Comment(rawValue: CorpusLocation.missingMessage) }

    static var documentPaths: [String] { IBDocument.documentPaths(in: [root]).paths }

    /// Whether two elements of a document share an id. Xcode never writes such a document (a linter's
    /// test resource, say, broken on purpose): an id there does not name one object, so what its
    /// references resolve to means nothing, and reference checks skip the document.
    static func hasDuplicateIDs(_ document: IBDocument) -> Bool {
        let tree = document.tree
        var seen = Set<String>()
        for element in tree.descendantElements(of: document.rootElement) {
            guard let id = tree.attribute("id", of: element) else { continue }
            if !seen.insert(id).inserted { return true }
        }
        return false
    }

    /// The ids a document's references name that no element of it has, each reported by
    /// ``IBDocument/referenceDiagnostics(referenceNames:)`` as a structure error at a line of the file (what
    /// `nibbridge check` prints). Xcode leaves such references behind in real documents (a size-class
    /// variation's `<exclude reference>` to a deleted view, a constraint to a removed item): they are the
    /// input's defect, not the model's, and a reference check holds for them when the check reports them.
    static func reportedDanglingReferences(_ document: IBDocument) -> Set<String> {
        let names = IBAttributeNames(["firstItem", "secondItem", "reference", "destination", "initialViewController"])
        var ids = Set<String>()
        for diagnostic in document.referenceDiagnostics(referenceNames: names)
        where diagnostic.severity == .error && (diagnostic.location?.line ?? 0) >= 1 {
            // "NAME 'ID' names no object in the document"
            let parts = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
            if parts.count == 3, parts[2].hasPrefix(" names no object") { ids.insert(String(parts[1])) }
        }
        return ids
    }
}
