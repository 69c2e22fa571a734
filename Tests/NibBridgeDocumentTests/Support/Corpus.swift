import Foundation
import NibBridgeDocument
import Testing

/// The shared corpus of real documents, found through `NIBBRIDGE_CORPUS` (default `../shared/corpus`
/// beside the package). Corpus-wide tests are disabled, with this message, when it is absent.
enum Corpus {
    static let root: String = {
        if let path = ProcessInfo.processInfo.environment["NIBBRIDGE_CORPUS"], !path.isEmpty { return path }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return package.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
    }()

    static var isAvailable: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) && isDirectory.boolValue
    }

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
