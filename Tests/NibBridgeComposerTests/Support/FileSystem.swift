import Foundation
import NibBridgeDocument
import Testing

/// A temporary folder removed when the value is released.
final class TemporaryFolder {
    let path: String

    init(_ label: String = "nibbridge-tests") throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    func file(_ relative: String) -> String { path + "/" + relative }

    /// Writes a text file (creating folders) and returns its path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let url = URL(fileURLWithPath: file(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Reading whole folders, to compare files byte for byte.
enum FileTree {
    /// Every regular file under a folder, by path relative to it (hidden files included, except the
    /// marker `nibbridge compose` leaves in its output folder).
    static func read(_ folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = enumerator.nextObject() as? String {
            if (relative as NSString).lastPathComponent == IBDocument.composedOutputMarker { continue }
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[relative] = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return files
    }

    /// Copies a folder to a new place (so tests can write next to inputs without touching the bundle).
    static func copy(_ folder: String, to destination: String) throws {
        try? FileManager.default.removeItem(atPath: destination)
        try FileManager.default.createDirectory(
            atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder, toPath: destination)
    }

    /// The first line where two texts differ, for readable failures.
    static func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let left = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
        let right = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? left[index] : "<end of file>"
            let r = index < right.count ? right[index] : "<end of file>"
            if l != r { return "line \(index + 1):\n  expected: \(l)\n  actual:   \(r)" }
        }
        return "no difference"
    }
}
