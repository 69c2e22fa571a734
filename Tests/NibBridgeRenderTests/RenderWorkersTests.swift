import Foundation
import NibBridgeDocument
import NibBridgeLoader
@testable import NibBridgeRender
import Testing

/// A folder run draws its documents on several threads: the pictures, `index.html` and diagnostics are the
/// same bytes with one thread or many, and a picture drawn alone is the same bytes as in a folder run.
@Suite("Render workers", .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct RenderWorkersTests {
    /// Every file under a folder, by path relative to it.
    static func contents(of folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let walk = try #require(FileManager.default.enumerator(atPath: folder))
        while let next = walk.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + next, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            result[next] = FileManager.default.contents(atPath: folder + "/" + next)
        }
        return result
    }

    @Test("Every fixture project drawn with 1 and with 4 threads: the same files, bytes and diagnostics")
    func sameBytesWhateverTheThreads() throws {
        let folder = try RenderRunTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Several projects (each fixture folder is its own root), so that caches open and close mid-run.
        let projects = ["Gallery", "SafeArea", "HugeNumbers"].map { Fixtures.folder + "/" + $0 }
        var outputs: [[String: Data]] = []
        var diagnostics: [[String]] = []
        for workers in [1, 4] {
            for format in [PictureFormat.svg, .png] {
                let output = folder + "/\(workers)-\(format.rawValue)"
                let summary = RenderRun.run(
                    RenderRequest(
                        paths: projects, output: output, showBridges: true, folderFormat: format, workers: workers))
                #expect(summary.index != nil)
                outputs.append(try Self.contents(of: output))
                diagnostics.append(summary.diagnostics.map { $0.rendered() })
            }
        }
        #expect(outputs[0].count > 5 && outputs[1].count == outputs[0].count)
        #expect(outputs[0] == outputs[2], "SVG pictures differ between 1 and 4 threads")
        #expect(outputs[1] == outputs[3], "PNG pictures differ between 1 and 4 threads")
        #expect(diagnostics[0] == diagnostics[2] && diagnostics[1] == diagnostics[3])
        // HugeNumbers' out-of-range numbers are reported in both, at their attributes.
        #expect(diagnostics[0].contains { $0.contains("is out of the range pictures are drawn with") })
    }

    @Test("A picture drawn alone is the bytes of the same picture in a folder run, cairo's surface ids included")
    func pictureIndependentOfWhatCameBefore() throws {
        let folder = try RenderRunTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let summary = RenderRun.run(RenderRequest(paths: [Fixtures.gallery], output: folder + "/all", workers: 2))
        let alone = folder + "/alone.svg"
        _ = RenderRun.run(
            RenderRequest(
                paths: [Fixtures.galleryStoryboard], scene: "gal-sc-002", output: alone, root: Fixtures.gallery))
        let inFolder = try #require(summary.files.first { $0.scene == "gal-sc-002" })
        let drawnAlone = try #require(FileManager.default.contents(atPath: alone))
        #expect(FileManager.default.contents(atPath: inFolder.path) == drawnAlone)
        #expect(String(decoding: drawnAlone, as: UTF8.self).contains("id=\"surface1\""))
    }

    @Test("A folder run leaves the process-wide nib cache alone: each project's nibs go when it is done")
    func projectCachesAreDropped() throws {
        let folder = try RenderRunTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A project of its own, never read by any other test, so the shared cache cannot have it.
        let project = folder + "/Project"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        for name in ["Gallery.storyboard", "BadgeView.xib"] {
            try FileManager.default.copyItem(atPath: Fixtures.gallery + "/" + name, toPath: project + "/" + name)
        }
        let summary = RenderRun.run(RenderRequest(paths: [project], output: folder + "/out", workers: 2))
        #expect(summary.files.count == 3)
        #expect(summary.files.contains { $0.bridges > 0 }, "the badge is bridged: its nib was found and read")
        for name in ["Gallery.storyboard", "BadgeView.xib"] {
            #expect(!NibCache.shared.hasEntry(atPath: project + "/" + name), "\(name) was read into the shared cache")
        }
    }

    /// Holds a cache weakly.
    final class WeakCache: @unchecked Sendable {
        weak var cache: NibCache?
    }

    @Test("Documents of one project share a cache, read once; it is dropped when its last document is done")
    func cachePerProject() {
        let first = WeakCache()
        let results = RenderWorkers(workers: 1).map(groups: ["A", "A", "B", "B"], progress: nil) {
            index -> (ObjectIdentifier, Bool) in
            let cache = NibCache.current
            if index == 0 { first.cache = cache }
            // When B's documents are drawn, A's cache is gone.
            return (ObjectIdentifier(cache), index >= 2 && first.cache == nil)
        }
        #expect(results[0].0 == results[1].0 && results[2].0 == results[3].0)
        #expect(results[0].0 != ObjectIdentifier(NibCache.shared))
        #expect(results[2].1 && results[3].1)
    }

    @Test("Results come back in order whatever the threads; progress hears of every document")
    func orderAndProgress() {
        let heard = LockedValue<[Int]>([])
        let progress: ProgressHandler = { done, total in heard.withLock { $0.append(done * 1000 + total) } }
        let results = RenderWorkers(workers: 3).map(groups: (0..<50).map { "\($0 / 7)" }, progress: progress) {
            $0 * $0
        }
        #expect(results == (0..<50).map { $0 * $0 })
        #expect(heard.withLock { $0.sorted() } == (1...50).map { $0 * 1000 + 50 })
    }

    @Test("cairo's surface ids are renumbered by first appearance; text that only looks like one is left alone")
    func surfaceIDs() {
        let svg = """
            <g id="surface57"><use xlink:href="#surface57"/><g id="surface9" clip-path="url(#clip1)">\
            <use xlink:href="#surface9" mask="url(#surface57)"/><image id="image40"/><use xlink:href="#image40"/>\
            <title>surface12 "surface3</title>
            """
        let expected = """
            <g id="surface1"><use xlink:href="#surface1"/><g id="surface2" clip-path="url(#clip1)">\
            <use xlink:href="#surface2" mask="url(#surface1)"/><image id="image1"/><use xlink:href="#image1"/>\
            <title>surface12 "surface3</title>
            """
        #expect(String(decoding: SVGIdentifiers.renumberingSurfaces(Array(svg.utf8)), as: UTF8.self) == expected)
    }

    @Test("--quiet leaves out layout warnings only: errors and other warnings are still printed")
    func quiet() {
        let summary = RenderSummary(
            files: [], index: nil,
            diagnostics: [
                Diagnostic(.warning, "Ambiguous layout for view UILabel (a-1)", rule: "layout"),
                Diagnostic(.error, "cannot render UIView: too large", rule: "render"),
                Diagnostic(.warning, "x=\"1e19\" is out of the range pictures are drawn with", rule: "number"),
                Diagnostic(.error, "a layout error", rule: "layout"),
            ])
        #expect(summary.printed(quiet: false).count == 4)
        #expect(
            summary.printed(quiet: true).map(\.message) == [
                "cannot render UIView: too large", "x=\"1e19\" is out of the range pictures are drawn with",
                "a layout error",
            ])
    }
}
