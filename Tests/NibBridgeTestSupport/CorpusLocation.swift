import Foundation

/// Where the shared corpus of real documents is: `NIBBRIDGE_CORPUS`, or `../shared/corpus` beside the
/// package. Every test target's corpus tests use it, and are disabled with a message when it is absent.
public enum CorpusLocation {
    /// The corpus folder.
    public static let root: String = {
        if let path = ProcessInfo.processInfo.environment["NIBBRIDGE_CORPUS"], !path.isEmpty { return path }
        // This file is Tests/NibBridgeTestSupport/CorpusLocation.swift: three levels below the package.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return package.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
    }()

    /// Whether the corpus folder exists.
    public static var isAvailable: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Why corpus tests are disabled, for their `.enabled(if:_:)` trait.
    public static var missingMessage: String {
        "corpus not found at \(root): set NIBBRIDGE_CORPUS to run the corpus tests"
    }
}
