import Foundation
import NibBridgeDocument
import NibBridgeRender
import NibBridgeTestSupport
import Testing

/// Every scene of every corpus document drawn to SVG in memory without a rendering error, and every
/// document that has a view (outside WatchKit) drawn at least once.
@Suite(
    "Corpus pictures", .enabled(if: CorpusLocation.isAvailable, Comment(rawValue: CorpusLocation.missingMessage)),
    .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct CorpusRenderTests {
    @Test("Every scene of every corpus document renders to SVG")
    func everyScene() throws {
        let (documents, missing) = IBDocument.documentPaths(in: [CorpusLocation.root])
        #expect(missing.isEmpty)
        var pictures = 0
        var bytes = 0
        var failures: [String] = []
        for document in documents {
            let (rendered, diagnostics) = RenderRun.pictures(
                document: document, options: RenderOptions(format: .svg, reportsAmbiguity: false))
            // A document with views gives a picture (WatchKit interfaces have no views to draw).
            if rendered.isEmpty, let read = try? IBDocument(contentsOfFile: document), read.platform != .watchKit,
                !read.allViews.isEmpty
            {
                failures.append("\(document): \(read.allViews.count) views but no picture")
            }
            for diagnostic in diagnostics where diagnostic.rule == "render" {
                failures.append(diagnostic.description)
            }
            for scene in rendered {
                let svg = scene.picture.bytes
                if !(svg.count > 100 && String(decoding: svg.suffix(16), as: UTF8.self).contains("</svg>")) {
                    failures.append("\(document) \(scene.object ?? "?"): not a complete SVG")
                }
                bytes += svg.count
            }
            pictures += rendered.count
        }
        print("Rendered \(pictures) pictures (\(bytes / 1_000_000) MB of SVG) from \(documents.count) corpus documents")
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
        #expect(pictures > 0 || documents.isEmpty)
    }
}
