import Foundation
import NibBridgeDocument
import NibBridgeRender
import Testing

/// `nibbridge render` as a library call: one file, a folder with index.html, usage problems.
@Suite("Render runs", .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct RenderRunTests {
    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nibbridge-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    @Test("One picture: the initial scene, in the format of the file's extension")
    func oneFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for ext in ["png", "svg"] {
            let output = folder + "/gallery." + ext
            let summary = RenderRun.run(
                RenderRequest(paths: [Fixtures.galleryStoryboard], output: output, root: Fixtures.gallery))
            #expect(!summary.hasErrors, "\(summary.diagnostics)")
            #expect(summary.files.count == 1)
            #expect(summary.files.first?.scene == "gal-sc-001")
            let bytes = try #require(FileManager.default.contents(atPath: output))
            if ext == "png" {
                #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
                let image = try PixelImage(png: [UInt8](bytes))
                #expect(image.width == 375 && image.height == 667)
            } else {
                #expect(String(decoding: bytes, as: UTF8.self).contains("<svg"))
            }
        }
    }

    @Test("--scene and --object pick what is drawn; --device sets a controller's screen; --scale the pixels")
    func selection() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var request = RenderRequest(
            paths: [Fixtures.galleryStoryboard], scene: "gal-sc-002", output: folder + "/d.png", root: Fixtures.gallery)
        request.device = "iPhone SE"
        request.scale = 2
        var summary = RenderRun.run(request)
        #expect(summary.files.first?.width == 320 && summary.files.first?.height == 568)
        let image = try PixelImage(png: [UInt8](try #require(FileManager.default.contents(atPath: folder + "/d.png"))))
        #expect(image.width == 640 && image.height == 1136)
        summary = RenderRun.run(
            RenderRequest(
                paths: [Fixtures.galleryStoryboard], object: "gal-bd-001", output: folder + "/o.svg",
                root: Fixtures.gallery))
        #expect(summary.files.first?.object == "gal-bd-001")
        #expect(summary.files.first?.width == 160)
        summary = RenderRun.run(
            RenderRequest(
                paths: [Fixtures.galleryStoryboard], scene: "nope", output: folder + "/x.svg", root: Fixtures.gallery))
        #expect(summary.hasErrors)
        #expect(summary.files.isEmpty)
    }

    @Test("Folder mode: every scene and nib, and index.html laid out like the canvas with segue arrows")
    func folder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let summary = RenderRun.run(
            RenderRequest(paths: [Fixtures.gallery], output: folder + "/out", root: Fixtures.gallery, showBridges: true)
        )
        #expect(!summary.hasErrors, "\(summary.diagnostics)")
        #expect(
            Set(summary.files.map { ($0.path as NSString).lastPathComponent }) == [
                "gal-sc-001.svg", "gal-sc-002.svg", "bdg-rt-001.svg",
            ])
        let index = try String(contentsOfFile: try #require(summary.index), encoding: .utf8)
        #expect(index.contains("<img src=\"Gallery.storyboard/gal-sc-001.svg\""))
        #expect(index.contains("<img src=\"BadgeView.xib/bdg-rt-001.svg\""))
        // The scenes at their canvas locations (centers 140,80 and 900,80), shifted to the origin.
        #expect(
            index.contains("data-scene=\"gal-sc-001\"")
                && index.contains("style=\"left:0px;top:30px\" data-scene=\"gal-sc-001\""))
        #expect(index.contains("style=\"left:760px;top:30px\" data-scene=\"gal-sc-002\""))
        // The show segue from the button, as an arrow.
        #expect(index.contains("<path class=\"segue show\""))
        #expect(index.contains("show “details”"))
        #expect(index.contains("1 bridged"))
    }

    @Test("Usage problems are reported before anything is drawn")
    func usage() {
        #expect(RenderRequest(paths: [], output: "a.svg").usageProblem != nil)
        #expect(RenderRequest(paths: ["a.storyboard"], scene: "x", object: "y", output: "a.svg").usageProblem != nil)
        #expect(
            RenderRequest(paths: ["a.storyboard"], output: "a.svg", device: "Nokia 3310").usageProblem?.contains(
                "iPhone SE 320x568") == true)
        #expect(RenderRequest(paths: ["a.storyboard", "b.xib"], output: "a.png").usageProblem != nil)
        #expect(RenderRequest(paths: [Fixtures.gallery], output: "a.png").usageProblem != nil)
        #expect(RenderRequest(paths: ["a.storyboard"], output: "a.jpg").usageProblem != nil)
        #expect(RenderRequest(paths: ["a.storyboard"], output: "a.svg", device: "390x844").usageProblem == nil)
        #expect(RenderRequest(paths: ["a.storyboard"], output: "out").usageProblem == nil)
        let summary = RenderRun.run(RenderRequest(paths: [], output: "a.svg"))
        #expect(summary.hasErrors && summary.files.isEmpty)
    }

    @Test("A missing document is an error")
    func missingDocument() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let summary = RenderRun.run(RenderRequest(paths: [folder + "/none.storyboard"], output: folder + "/x.svg"))
        #expect(summary.hasErrors)
    }
}
