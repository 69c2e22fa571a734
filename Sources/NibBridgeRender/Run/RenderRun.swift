internal import Foundation
public import NibBridgeDocument
public import NibBridgeLoader

/// What `nibbridge render` is asked to do.
public struct RenderRequest: Sendable, Hashable {
    /// Documents or folders of documents.
    public var paths: [String]
    /// Draw only this storyboard scene.
    public var scene: String?
    /// Draw only the object with this id (a controller, a view, a window).
    public var object: String?
    /// A `.svg` or `.png` file for one picture, or a folder for every scene plus `index.html`.
    public var output: String
    /// The project root searched for nibs (default: each document's).
    public var root: String?
    /// Outline and label bridged views.
    public var showBridges: Bool
    /// The screen for view controllers: a name from ``Device/all``, an IB device id, or `WIDTHxHEIGHT`.
    public var device: String?
    /// PNG pixels per point.
    public var scale: Double
    /// The pictures' format in folder mode (default SVG).
    public var folderFormat: PictureFormat
    /// How many threads draw a folder's documents (default: one per processor). The pictures and the index
    /// are the same bytes whatever the number.
    public var workers: Int?

    /// Creates a request.
    public init(
        paths: [String], scene: String? = nil, object: String? = nil, output: String, root: String? = nil,
        showBridges: Bool = false, device: String? = nil, scale: Double = 1, folderFormat: PictureFormat = .svg,
        workers: Int? = nil
    ) {
        self.paths = paths
        self.scene = scene
        self.object = object
        self.output = output
        self.root = root
        self.showBridges = showBridges
        self.device = device
        self.scale = scale
        self.folderFormat = folderFormat
        self.workers = workers
    }

    /// Whether one picture file is written (the output names a `.svg` or `.png` file) rather than a folder.
    public var writesOneFile: Bool { PictureFormat(path: output) != nil }

    /// What is wrong with the request's arguments, if anything (the command exits 64 for it).
    public var usageProblem: String? {
        if paths.isEmpty { return "give a document to render" }
        if scene != nil, object != nil { return "use --scene or --object, not both" }
        if let device, Device.named(device) == nil {
            return "unknown device '\(device)'; use WIDTHxHEIGHT or one of: "
                + Device.all.map { "\($0.name) \(IBNumber.format($0.width))x\(IBNumber.format($0.height))" }
                .joined(separator: ", ")
        }
        if !(scale > 0 && scale <= 8) { return "--scale must be between 0 and 8" }
        if let workers, workers < 1 { return "--jobs must be at least 1" }
        if writesOneFile {
            var isFolder: ObjCBool = false
            if paths.count > 1
                || (FileManager.default.fileExists(atPath: paths[0], isDirectory: &isFolder) && isFolder.boolValue)
            {
                return "one picture file takes one document; give a folder as --output to render several"
            }
        } else if ["jpg", "jpeg", "pdf", "gif", "webp", "tiff", "html"].contains(
            (output as NSString).pathExtension.lowercased())
        {
            return "cannot write '\(output)': pictures are .svg or .png files, or a folder"
        }
        return nil
    }

    /// The drawing options the request asks for, for a format.
    public func options(format: PictureFormat) -> RenderOptions {
        RenderOptions(format: format, showBridges: showBridges, device: device.flatMap(Device.named), scale: scale)
    }
}

/// One picture written.
public struct RenderedFile: Sendable, Hashable {
    /// Where it was written.
    public var path: String
    /// The document drawn.
    public var document: String
    /// The storyboard scene, if the object is a scene's.
    public var scene: String?
    /// The id of the object drawn.
    public var object: String?
    /// What it shows.
    public var title: String
    /// Its size in points.
    public var width: Double
    /// Its size in points.
    public var height: Double
    /// How many bridged views it shows.
    public var bridges: Int
}

/// What a run did.
public struct RenderSummary: Sendable {
    /// The pictures written, in order.
    public var files: [RenderedFile]
    /// The `index.html` written in folder mode.
    public var index: String?
    /// Every diagnostic, loading's included.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error (the command then exits 1).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics `render` prints: all, or with `quiet` (`--quiet`) all but layout warnings (constraints
    /// that conflict or leave a view ambiguous); errors and other warnings are always printed.
    public func printed(quiet: Bool) -> [Diagnostic] {
        quiet ? diagnostics.filter { $0.severity == .error || $0.rule != "layout" } : diagnostics
    }
}

/// A picture of one object of a document, with where it sits on the storyboard canvas.
public struct ScenePicture: Sendable {
    /// The picture.
    public var picture: Picture
    /// The storyboard scene, if any.
    public var scene: String?
    /// The id of the object drawn.
    public var object: String?
    /// The scene's (or top-level object's) `canvasLocation`, if the document records one.
    public var canvasLocation: (x: Double, y: Double)?
}

/// `nibbridge render` as a library call.
public enum RenderRun {
    /// Renders as asked and writes the files; `progress` hears of each document of a folder run drawn.
    public static func run(_ request: RenderRequest, progress: ProgressHandler? = nil) -> RenderSummary {
        if let problem = request.usageProblem {
            return RenderSummary(files: [], index: nil, diagnostics: [Diagnostic(.error, problem, rule: "usage")])
        }
        if request.writesOneFile { return runOneFile(request) }
        return CanvasIndex.runFolder(request, progress: progress)
    }

    static func runOneFile(_ request: RenderRequest) -> RenderSummary {
        let format = PictureFormat(path: request.output) ?? .svg
        let document = request.paths[0]
        var (pictures, diagnostics) = pictures(
            document: document, root: request.root, scene: request.scene, object: request.object,
            options: request.options(format: format), all: false)
        guard let first = pictures.first else {
            if !diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(Diagnostic(.error, "nothing to render in \(document)", rule: "render"))
            }
            return RenderSummary(files: [], index: nil, diagnostics: diagnostics)
        }
        pictures = [first]
        do throws(Diagnostic) {
            try IBDocument.writeAtomically(first.picture.bytes, toFile: request.output)
        } catch {
            return RenderSummary(files: [], index: nil, diagnostics: diagnostics + [error])
        }
        let file = RenderedFile(
            path: request.output, document: document, scene: first.scene, object: first.object,
            title: first.picture.title,
            width: first.picture.size.width, height: first.picture.size.height, bridges: first.picture.bridges.count)
        return RenderSummary(files: [file], index: nil, diagnostics: diagnostics)
    }

    /// Draws a document's pictures in memory: the chosen scene or object, or (with `all`) every scene's
    /// drawable objects, or (without) the storyboard's initial scene or the xib's first drawable object.
    ///
    /// Documents are read through ``NibBridgeLoader/NibCache/current``. `loaders`, shared by the documents
    /// of one run, indexes each project root once, and only when a document has a custom view class.
    public static func pictures(
        document: String, root: String? = nil, scene: String? = nil, object: String? = nil, options: RenderOptions,
        all: Bool = true, loaders: ConventionLoaders? = nil
    ) -> (pictures: [ScenePicture], diagnostics: [Diagnostic]) {
        let cache = NibCache.current
        let nib: CompiledNib
        do throws(Diagnostic) {
            nib = try cache.nib(atPath: document)
        } catch {
            return ([], [error])
        }
        if scene != nil, nib.kind != .storyboard {
            return (
                [], [Diagnostic(.error, "--scene applies to storyboards; use --object for \(document)", rule: "usage")]
            )
        }
        let projectRoot = root ?? ConventionLoad.projectRoot(for: document)
        let loader = (loaders ?? ConventionLoaders()).loader(
            for: nib, root: projectRoot, framework: NibFramework(nib.platform), cache: cache)
        // A device given (`--device`) brings its size classes; without one, the document's own device's.
        let loaded = loader.load(path: document, scene: scene, traits: options.device?.sizeClassTraits)
        var diagnostics = loaded.diagnostics + numberDiagnostics(document: nib, loaded: loaded, cache: cache)
        if scene != nil, diagnostics.contains(where: { $0.severity == .error && $0.rule == "load" }) {
            return ([], diagnostics)
        }
        let measurer: PangoTextMeasurer
        do throws(RenderError) {
            measurer = try PangoTextMeasurer()
        } catch {
            return ([], diagnostics + [Diagnostic(.error, error.description, rule: "render")])
        }
        // The objects to draw, with their scene and canvas location.
        var jobs: [(object: LiveObject, id: String, scene: String?, location: (Double, Double)?)] = []
        if let object {
            guard let found = loaded.objectsByID[object] else {
                return (
                    [],
                    diagnostics + [Diagnostic(.error, "no object with id '\(object)' in \(document)", rule: "render")]
                )
            }
            jobs.append((found, object, sceneID(of: object, in: nib), nil))
        } else {
            var entries: [(String?, [Int], (Double, Double)?)] = []
            if nib.kind == .storyboard {
                let scenes = nib.child(of: 0, named: "scenes").map { nib.children(of: $0, named: "scene") } ?? []
                for sceneIndex in scenes {
                    let id = nib[sceneIndex].attributes["sceneID"]
                    if let scene, id != scene { continue }
                    let objects = nib.child(of: sceneIndex, named: "objects").map { nib[$0].children } ?? []
                    entries.append((id, objects, canvasLocation(of: sceneIndex, in: nib)))
                }
                if !all, scene == nil, let initial = nib[0].attributes["initialViewController"],
                    let position = entries.firstIndex(where: { $0.1.contains { nib[$0].attributes["id"] == initial } })
                {
                    entries.insert(entries.remove(at: position), at: 0)
                }
            } else {
                for element in nib.topLevelObjects() {
                    entries.append((nil, [element], canvasLocation(of: element, in: nib)))
                }
            }
            for (sceneID, elements, location) in entries {
                for element in elements {
                    if let id = nib[element].attributes["id"], let live = loaded.objectsByID[id],
                        SceneRenderer.isRenderable(live)
                    {
                        jobs.append((live, id, sceneID, location))
                    } else {
                        // A toolbar's, touch bar's or menu's items' views, each drawn as a root view.
                        for (view, id) in heldRootViews(of: element, in: nib, loaded: loaded) {
                            jobs.append((view, id, sceneID, location))
                        }
                    }
                }
            }
        }
        var pictures: [ScenePicture] = []
        for (live, id, sceneID, location) in jobs {
            guard object != nil || SceneRenderer.isRenderable(live) else { continue }
            do throws(RenderError) {
                let picture = try SceneRenderer.render(live, loaded: loaded, options: options, measurer: measurer)
                diagnostics += picture.diagnostics
                pictures.append(ScenePicture(picture: picture, scene: sceneID, object: id, canvasLocation: location))
            } catch {
                let location = live.documentID.flatMap { nib.indexByID[$0] }.flatMap { nib[$0].location }
                diagnostics.append(
                    Diagnostic(
                        .error, "cannot render \(live.className): \(error.description)", at: location, rule: "render"))
            }
            if !all, !pictures.isEmpty { break }
        }
        if object == nil, !diagnostics.contains(where: { $0.severity == .error }),
            let warning = nothingDrawnWarning(document: document, nib: nib, loaded: loaded, drawn: pictures.count)
        {
            diagnostics.append(warning)
        }
        return (pictures, diagnostics)
    }

    /// The scene holding an element id.
    static func sceneID(of id: String, in nib: CompiledNib) -> String? {
        guard var index = nib.indexByID[id] else { return nil }
        while index >= 0 {
            if nib[index].name == "scene" { return nib[index].attributes["sceneID"] }
            index = nib[index].parent
        }
        return nil
    }

    /// An element's `<point key="canvasLocation">`, clamped into the range drawn (``RenderLimits``).
    static func canvasLocation(of index: Int, in nib: CompiledNib) -> (Double, Double)? {
        guard
            let point = nib.children(of: index, named: "point").first(where: {
                nib[$0].attributes["key"] == "canvasLocation"
            }),
            let x = nib[point].attributes["x"].flatMap(Double.init),
            let y = nib[point].attributes["y"].flatMap(Double.init)
        else { return nil }
        return (RenderLimits.length(x), RenderLimits.length(y))
    }
}
