import Foundation
import NibBridgeTestSupport
import Testing

/// The shared corpus (`NIBBRIDGE_CORPUS`, default `../shared/corpus` beside the package).
enum Corpus {
    static let root = CorpusLocation.root

    static var isAvailable: Bool { CorpusLocation.isAvailable }

    static let skipMessage: Comment = "corpus not found at \(root): set NIBBRIDGE_CORPUS to run corpus-wide tests"

    /// One folder per project (`owner__repo`).
    static var projects: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted().map { root + "/" + $0 }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
    }
}

/// The target's own fixtures.
enum Fixtures {
    static let root: String = Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
    static func path(_ name: String) -> String { root + "/" + name }
}
