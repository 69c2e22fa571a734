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
}

/// The project's own fixtures, copied into the test bundle.
enum Fixtures {
    static let root: String = {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
    }()

    static func path(_ name: String) -> String { root + "/" + name }

    static func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path(name)))) }

    static func document(_ name: String) throws -> IBDocument { try IBDocument(contentsOfFile: path(name)) }
}
