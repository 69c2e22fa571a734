import Foundation
import Testing

/// The shared corpus (`NIBBRIDGE_CORPUS`, default `../shared/corpus` beside the package).
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
