import ArgumentParser
import NibBridgeRender

/// `nibbridge render`: pictures of documents after bridging.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw documents after nib bridging, as SVG or PNG pictures.",
        discussion: """
            With a .svg or .png --output, draws one picture: the --scene or --object given, else the \
            storyboard's initial scene or the xib's first view. With a folder as --output, draws every \
            scene of every document given (documents or folders of documents) and writes index.html, \
            laying the scenes out like the storyboard canvas with segues as arrows.

            A folder run draws its documents on every processor (--jobs to choose how many) and shows its \
            progress on a terminal; the pictures are the same bytes whatever the number of jobs. --quiet leaves \
            out layout warnings (conflicting or ambiguous constraints: UIKit's console messages); errors and \
            other warnings are still printed.

            Drawing uses Pango and cairo, loaded at run time (apt-get install libpangocairo-1.0-0), in the \
            DejaVu Sans font (fonts-dejavu-core).

            Devices: \(Device.all.map { "\($0.name) \(Int($0.width))x\(Int($0.height))" }.joined(separator: ", ")).
            """
    )

    @Argument(help: "The .xib or .storyboard to draw; with a folder --output, any number of documents or folders.")
    var documents: [String]

    @Option(help: "Draw this storyboard scene (its sceneID).")
    var scene: String?

    @Option(help: "Draw the object with this id (a view controller, a view or a window).")
    var object: String?

    @Option(name: .shortAndLong, help: "A .svg or .png file, or a folder for every scene and index.html.")
    var output: String

    @Option(help: "The project root searched for nibs (default: the nearest folder with .git or Package.swift).")
    var root: String?

    @Flag(name: .customLong("show-bridges"), help: "Outline bridged views and label them with the nib they came from.")
    var showBridges = false

    @Option(
        help:
            "The screen for view controllers: a device name (\"iPhone SE\"), an IB device id (retina6_12) or WIDTHxHEIGHT (default: the document's)."
    )
    var device: String?

    @Option(help: "PNG pixels per point.")
    var scale: Double = 1

    /// Picture formats for folder mode.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg
        case png
    }

    @Option(help: "The pictures' format in folder mode: svg or png.")
    var format: Format = .svg

    @Flag(
        name: .shortAndLong,
        help: "Leave out layout warnings (conflicting or ambiguous constraints); errors are printed.")
    var quiet = false

    @Option(
        name: .shortAndLong, help: "How many documents are drawn at once in folder mode (default: one per processor).")
    var jobs: Int?

    func validate() throws {
        if let problem = request.usageProblem { throw ValidationError(problem) }
        if documents.count == 1 {
            try DocumentChoice.validate(document: documents[0], scene: scene, object: object)
        }
    }

    var request: RenderRequest {
        RenderRequest(
            paths: documents, scene: scene, object: object, output: output, root: root, showBridges: showBridges,
            device: device, scale: scale, folderFormat: format == .png ? .png : .svg, workers: jobs)
    }

    func run() throws {
        let summary = RenderRun.run(request, progress: ProgressDisplay.handler("rendering"))
        if let index = summary.index {
            print("rendered \(summary.files.count) pictures, index at \(index)")
        } else {
            for file in summary.files {
                print("rendered \(file.title) (\(Int(file.width))x\(Int(file.height))) to \(file.path)")
            }
        }
        let code = report(summary.printed(quiet: quiet))
        if code != .success { throw code }
    }
}
