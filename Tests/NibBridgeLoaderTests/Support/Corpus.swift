import Foundation
import NibBridgeTestSupport
import NibBridgeDocument
import Testing

/// The shared corpus of real projects, found through `NIBBRIDGE_CORPUS` (default `../shared/corpus`
/// beside the package). Corpus tests are disabled, with ``skipMessage``, when it is absent.
enum Corpus {
    static let root = CorpusLocation.root

    static var isAvailable: Bool { CorpusLocation.isAvailable }

    static let skipMessage: Comment = "corpus not found at \(root): set NIBBRIDGE_CORPUS to run the corpus tests"

    /// The project folders (`owner__repo`), sorted.
    static var projects: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { $0.contains("__") }.sorted()
    }

    /// The path of a file inside the corpus.
    static func path(_ relative: String) -> String { root + "/" + relative }
}
