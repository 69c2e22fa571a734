import Foundation
import NibBridgeDocument
import Testing

/// The shared corpus of real projects, found through `NIBBRIDGE_CORPUS` (default `../shared/corpus`
/// beside the package). Corpus tests are disabled, with ``skipMessage``, when it is absent.
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

    static let skipMessage: Comment = "corpus not found at \(root): set NIBBRIDGE_CORPUS to run the corpus tests"

    /// The project folders (`owner__repo`), sorted.
    static var projects: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { $0.contains("__") }.sorted()
    }

    /// The path of a file inside the corpus.
    static func path(_ relative: String) -> String { root + "/" + relative }
}
