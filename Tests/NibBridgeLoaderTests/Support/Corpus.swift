import Foundation
import NibBridgeTestSupport
import NibBridgeDocument
import Testing

/// The corpus of real projects, found through `NIBBRIDGE_CORPUS` (default `../shared/corpus` beside the
/// package): any folder of project folders. Corpus tests are disabled, with ``skipMessage``, when it is
/// absent or holds no document; tests about one demo project are disabled when its documents are absent.
enum Corpus {
    static let root = CorpusLocation.root

    static var isAvailable: Bool { CorpusLocation.isAvailable }

    static var skipMessage: Comment { Comment(rawValue: CorpusLocation.missingMessage) }

    /// The project folders, relative to the root ("" when the root itself is the one project), sorted.
    static var projects: [String] {
        CorpusLocation.projects.map { $0 == root ? "" : String($0.dropFirst(root.count + 1)) }
    }

    /// The path of a file or folder inside the corpus.
    static func path(_ relative: String) -> String { relative.isEmpty ? root : root + "/" + relative }
}
