import Foundation
import NibBridgeTestSupport
import Testing

/// The corpus of real projects (`NIBBRIDGE_CORPUS`, default `../shared/corpus` beside the package): any
/// folder of project folders. Corpus tests are disabled, with ``skipMessage``, when it is absent or empty.
enum Corpus {
    static let root = CorpusLocation.root

    static var isAvailable: Bool { CorpusLocation.isAvailable }

    static var skipMessage: Comment { Comment(rawValue: CorpusLocation.missingMessage) }

    /// The project folders (each the root of its nibs), sorted.
    static var projects: [String] { CorpusLocation.projects }
}

/// The target's own fixtures.
enum Fixtures {
    static let root: String = Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
    static func path(_ name: String) -> String { root + "/" + name }
}
