import Foundation
import NibBridgeTestSupport
import NibBridgeRender
import Testing

/// The render tests' fixtures and golden pictures, in the source tree (goldens are re-recorded there).
enum Fixtures {
    /// `Tests/NibBridgeRenderTests/Fixtures`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    /// The gallery project: a storyboard, a bridged nib and an asset catalog.
    static let gallery = folder + "/Gallery"
    static let galleryStoryboard = gallery + "/Gallery.storyboard"
    static let badgeNib = gallery + "/BadgeView.xib"
    static let goldens = folder + "/Golden"

    /// Whether Pango and cairo can be loaded (CI installs them; see `.ci/run`).
    static var backendAvailable: Bool { (try? PangoTextMeasurer()) != nil }
}

/// Where the corpus of real projects is, if present.
enum Corpus {
    static let root = CorpusLocation.root

    static var isAvailable: Bool { CorpusLocation.isAvailable }

    static var skipMessage: Comment { Comment(rawValue: CorpusLocation.missingMessage) }

    static func path(_ relative: String) -> String { root + "/" + relative }
}

/// Golden pictures: compared with a tolerance, re-recorded with `NIBBRIDGE_RECORD=1` (never when `CI` is set).
enum Golden {
    /// How far one channel may be off before a pixel counts as different.
    static let channelTolerance: UInt8 = 40
    /// The share of pixels that may differ.
    static let maximumDifferingShare = 0.004

    static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["NIBBRIDGE_RECORD"] == "1" && (environment["CI"] ?? "").isEmpty
    }

    /// Compares a PNG with the golden of a name, or records it.
    static func check(_ png: [UInt8], named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = Fixtures.goldens + "/" + name + ".png"
        if isRecording {
            try FileManager.default.createDirectory(atPath: Fixtures.goldens, withIntermediateDirectories: true)
            try Data(png).write(to: URL(fileURLWithPath: path))
            Issue.record(
                "recorded golden picture \(path); run again without NIBBRIDGE_RECORD", sourceLocation: sourceLocation)
            return
        }
        guard let golden = FileManager.default.contents(atPath: path) else {
            Issue.record(
                "no golden picture at \(path): record it with NIBBRIDGE_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        let expected = try PixelImage(png: [UInt8](golden))
        let actual = try PixelImage(png: png)
        let share = actual.difference(from: expected, tolerance: channelTolerance)
        if share > maximumDifferingShare {
            let failures = FileManager.default.temporaryDirectory.appendingPathComponent("nibbridge-render-failures")
            try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
            let actualPath = failures.appendingPathComponent(name + ".png")
            try? Data(png).write(to: actualPath)
            Issue.record(
                """
                \(name): \(actual.width)x\(actual.height) picture differs from the \(expected.width)x\(expected.height) \
                golden in \(String(format: "%.2f", share * 100))% of pixels (at most \(maximumDifferingShare * 100)% \
                allowed); actual picture at \(actualPath.path); re-record with NIBBRIDGE_RECORD=1 if the change is intended
                """,
                sourceLocation: sourceLocation)
        }
    }
}
