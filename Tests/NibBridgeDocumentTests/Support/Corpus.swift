import Foundation
import NibBridgeTestSupport
import NibBridgeDocument
import Testing

/// The shared corpus of real documents, found through `NIBBRIDGE_CORPUS` (default `../shared/corpus`
/// beside the package). Corpus-wide tests are disabled, with this message, when it is absent.
enum Corpus {
    static let root = CorpusLocation.root

    static var isAvailable: Bool { CorpusLocation.isAvailable }

    static let skipMessage: Comment = "corpus not found at \(root): set NIBBRIDGE_CORPUS to run corpus-wide tests"

    static var documentPaths: [String] { IBDocument.documentPaths(in: [root]).paths }

    /// Documents of the corpus that are broken on purpose (a linter's test resources): their constraints
    /// name ids that no object has, so reference checks skip them.
    static let deliberatelyDangling = [
        "IBDecodable__IBLinter/Tests/IBLinterKitTest/Resources/Rules/DuplicateIdRule/DuplicateID.xib"
    ]

    static func hasDeliberatelyDanglingReferences(_ path: String) -> Bool {
        deliberatelyDangling.contains { path.hasSuffix("/" + $0) }
    }
}
