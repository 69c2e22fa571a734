import Foundation
import NibBridgeDocument
import NibBridgeLoader
import NibBridgeRender

/// Render figures: every scene of every corpus document loaded with bridging, laid out and drawn, to SVG
/// and to PNG, in memory; scenes per second for each, warm: an untimed SVG pass first fills the process's
/// nib cache (`NibCache.shared`), so that neither format pays for compiling the nibs and the figures do not
/// depend on what ran before. One thread, no ambiguity check: the library's drawing speed alone.
/// ``RenderCLIFigures`` gives the cold figure a user of `nibbridge render` sees.
struct RenderFigures {
    var scenes: Int
    var svgSeconds: Double
    var pngSeconds: Double

    /// Draws everything once untimed, then once per format, timed.
    static func measure(paths: [String], log: (String) -> Void) -> RenderFigures? {
        guard (try? PangoTextMeasurer()) != nil else {
            log("render figures skipped: Pango and cairo are not installed")
            return nil
        }
        let documents = IBDocument.documentPaths(in: paths).paths
        let clock = ContinuousClock()
        let loaders = ConventionLoaders()  // Each project root indexed once, as a `render` run does.
        func pass(_ format: PictureFormat) -> (Int, Double) {
            let start = clock.now
            var scenes = 0
            for document in documents {
                scenes +=
                    RenderRun.pictures(
                        document: document, options: RenderOptions(format: format, reportsAmbiguity: false),
                        loaders: loaders
                    ).pictures.count
            }
            return (scenes, (clock.now - start).seconds)
        }
        _ = pass(.svg)
        log("render: warm-up pass done")
        let (scenes, svg) = pass(.svg)
        log("render: \(scenes) scenes to SVG")
        let (_, png) = pass(.png)
        log("render: \(scenes) scenes to PNG")
        return RenderFigures(scenes: scenes, svgSeconds: svg, pngSeconds: png)
    }

    /// The figures as JSON fields.
    var jsonFields: [(String, String)] {
        [
            ("render_scenes", "\(scenes)"),
            ("render_svg_scenes_per_second", Report.json(Double(scenes) / svgSeconds, decimals: 1)),
            ("render_png_scenes_per_second", Report.json(Double(scenes) / pngSeconds, decimals: 1)),
        ]
    }

    /// The figures for people.
    var table: String {
        "layout and render of \(scenes) scenes (load with bridging, Auto Layout, drawing): "
            + Report.format(Double(scenes) / svgSeconds, decimals: 1) + " scenes/s to SVG, "
            + Report.format(Double(scenes) / pngSeconds, decimals: 1) + " scenes/s to PNG"
    }
}
