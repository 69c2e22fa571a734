internal import Foundation
public import NibBridgeDocument
public import NibBridgeLayout
public import NibBridgeLoader

/// How pictures are drawn.
public struct RenderOptions: Sendable, Hashable {
    /// The file format.
    public var format: PictureFormat
    /// Whether bridged views are outlined and labelled with the nib they came from.
    public var showBridges: Bool
    /// The screen for view controllers' root views; `nil` for the document's own.
    public var device: Device?
    /// PNG pixels per point.
    public var scale: Double
    /// Whether the layout reports views its constraints leave ambiguous (it costs a re-solve per view).
    public var reportsAmbiguity: Bool

    /// Creates options.
    public init(
        format: PictureFormat = .svg, showBridges: Bool = false, device: Device? = nil, scale: Double = 1,
        reportsAmbiguity: Bool = true
    ) {
        self.format = format
        self.showBridges = showBridges
        self.device = device
        self.scale = scale
        self.reportsAmbiguity = reportsAmbiguity
    }
}

/// One drawn picture.
public struct Picture: Sendable {
    /// The encoded file.
    public var bytes: [UInt8]
    /// Its format.
    public var format: PictureFormat
    /// Its size in points.
    public var size: LayoutSize
    /// What it shows: the controller's or view's class and id.
    public var title: String
    /// The id of the object drawn.
    public var objectID: String?
    /// The bridged views drawn, in drawing order.
    public var bridges: [BridgeMark]
    /// Problems found while laying out or drawing.
    public var diagnostics: [Diagnostic]
    /// The text drawn, in drawing order (the overlay's labels excluded).
    public var texts: [DrawnText] = []
    /// The images drawn or boxed, in drawing order.
    public var images: [DrawnImage] = []

    /// The SVG text, for SVG pictures.
    public var svg: String? { format == .svg ? String(decoding: bytes, as: UTF8.self) : nil }
}

/// Draws one top-level object of a loaded document: a view controller's scene (its root view at the
/// device's size, with status, navigation and tab bars), a view, or an AppKit window.
public enum SceneRenderer {
    /// What a top-level object is drawn as, or `nil` when it is not drawn (placeholders, menus, objects).
    enum Subject {
        case controller(LiveViewController, ElementRef?)
        case view(LiveView)
        case window(LiveView?, ElementRef)
    }

    /// The controller elements drawn besides `...ViewController`s.
    static let containerControllers: Set<String> = [
        "viewController", "navigationController", "tabBarController", "splitViewController", "pageViewController",
        "hostingController", "avPlayerViewController", "glkViewController", "tabViewController",
    ]

    /// Whether an object is drawn: view controllers, views and windows.
    public static func isRenderable(_ object: LiveObject) -> Bool {
        let index = DocumentIndex()
        return subject(object, index: index, objectsByID: [:]) != nil
    }

    static func subject(_ object: LiveObject, index: DocumentIndex, objectsByID: [String: LiveObject]) -> Subject? {
        if let controller = object as? LiveViewController {
            let element = index.element(of: controller)
            if element?.name == "windowController", let window = element?.keyed("window") {
                return windowSubject(window, objectsByID: objectsByID)
            }
            // Controllers of views only (not array, object, tree or user-defaults controllers).
            let name = element?.name ?? controller.elementName
            guard name.hasSuffix("ViewController") || SceneRenderer.containerControllers.contains(name) else {
                return nil
            }
            return .controller(controller, element)
        }
        if let view = object as? LiveView { return .view(view) }
        if object.elementName == "window" || object.elementName == "panel", let element = index.element(of: object) {
            return windowSubject(element, objectsByID: objectsByID)
        }
        return nil
    }

    static func windowSubject(_ window: ElementRef, objectsByID: [String: LiveObject]) -> Subject {
        let content = window.keyed("contentView").flatMap { $0["id"] }.flatMap { objectsByID[$0] as? LiveView }
        return .window(content, window)
    }

    /// Draws a top-level object of a loaded document.
    public static func render(
        _ object: LiveObject, loaded: LoadedNib, options: RenderOptions,
        measurer measurerGiven: PangoTextMeasurer? = nil
    ) throws(RenderError) -> Picture {
        PangoCairo.lock.lock()
        defer { PangoCairo.lock.unlock() }
        let index = DocumentIndex()
        let measurer: PangoTextMeasurer
        if let given = measurerGiven { measurer = given } else { measurer = try PangoTextMeasurer() }
        let (scene, frameSource, layout) = try laidOut(
            object, loaded: loaded, options: options, measurer: measurer, index: index)
        if let problem = RenderLimits.pictureSizeProblem(
            width: scene.size.width, height: scene.size.height, format: options.format, scale: options.scale)
        {
            throw RenderError.outOfRange(problem)
        }
        let canvas = try Canvas(
            format: options.format, width: scene.size.width, height: scene.size.height, scale: options.scale)
        canvas.fill(IBRect(x: 0, y: 0, width: scene.size.width, height: scene.size.height), .white)
        var diagnostics: [Diagnostic] = []
        var bridges: [BridgeMark] = []
        if let root = scene.root, let result = layout {
            diagnostics += result.diagnostics
            let painter = Painter(
                canvas: canvas, index: index, frames: result, frameSource: frameSource,
                showBridges: options.showBridges,
                objectsByID: loaded.objectsByID)
            painter.overrides = designableOverrides(root)
            painter.safeAreaTop = scene.insetsForLayout.top
            painter.draw(
                root,
                frame: IBRect(x: 0, y: scene.rootOrigin, width: scene.rootSize.width, height: scene.rootSize.height),
                origin: (0, 0))
            bridges = painter.bridges
            scene.drawChrome(painter)
        } else {
            let painter = Painter(
                canvas: canvas, index: index, frames: LayoutResult(), frameSource: frameSource, showBridges: false,
                objectsByID: loaded.objectsByID)
            scene.drawChrome(painter)
        }
        let texts = canvas.texts
        let images = canvas.images
        if options.showBridges, options.format == .png { BridgeOverlay.draw(bridges, on: canvas) }
        var bytes = try canvas.finish()
        if options.format == .svg {
            bytes = BridgeOverlay.annotate(
                svg: bytes, title: scene.title, bridges: options.showBridges ? bridges : [], measurer: measurer)
        }
        return Picture(
            bytes: bytes, format: options.format, size: LayoutSize(width: scene.size.width, height: scene.size.height),
            title: scene.title, objectID: object.documentID, bridges: bridges, diagnostics: diagnostics, texts: texts,
            images: images)
    }

    /// The scene of a top-level object and its root view laid out: the one layout path of pictures.
    static func laidOut(
        _ object: LiveObject, loaded: LoadedNib, options: RenderOptions, measurer: PangoTextMeasurer,
        index: DocumentIndex
    ) throws(RenderError) -> (scene: Scene, frameSource: any FrameSource, layout: LayoutResult?) {
        guard let subject = subject(object, index: index, objectsByID: loaded.objectsByID) else {
            throw RenderError.notFound(
                "\(object.className) \(object.documentID ?? "") is not a view, controller or window")
        }
        let frameSource = makeFrameSource(measurer: measurer, index: index, reportsAmbiguity: options.reportsAmbiguity)
        let scene = try Scene(subject: subject, index: index, options: options, loaded: loaded)
        let layout = scene.root.map { frameSource.layout($0, size: scene.rootSize, insets: scene.insetsForLayout) }
        return (scene, frameSource, layout)
    }

    /// The frames a top-level object's picture draws its views with, each in its superview's coordinates,
    /// and where the root view sits on the picture (its top edge's distance from the picture's top): what
    /// ``render(_:loaded:options:measurer:)`` lays out, for checking it against frame reproduction.
    package static func frames(
        of object: LiveObject, loaded: LoadedNib, options: RenderOptions
    ) throws(RenderError) -> (rootTop: Double, layout: LayoutResult)? {
        PangoCairo.lock.lock()
        defer { PangoCairo.lock.unlock() }
        let (scene, _, layout) = try laidOut(
            object, loaded: loaded, options: options, measurer: try PangoTextMeasurer(), index: DocumentIndex())
        return layout.map { (scene.rootOrigin, $0) }
    }

    /// The frames pictures are drawn with: the layout engine's, with text measured in the pictures' font;
    /// `NIBBRIDGE_RENDER_LAYOUT=stored` draws the frames the document stores instead (see ``StoredFrameSource``).
    static func makeFrameSource(measurer: PangoTextMeasurer, index: DocumentIndex, reportsAmbiguity: Bool = true)
        -> any FrameSource
    {
        if ProcessInfo.processInfo.environment["NIBBRIDGE_RENDER_LAYOUT"] == "stored" {
            return StoredFrameSource.reading(index, measurer: measurer)
        }
        var engine = LayoutEngine(intrinsicSizes: measurer, cache: index.cache)
        engine.reportsAmbiguity = reportsAmbiguity
        return EngineFrameSource(engine: engine)
    }

    /// What custom views' IBInspectable properties commonly do, so a designable view's picture shows its
    /// content: a string or image runtime attribute `name` (`profileImage`) fills the empty label, text
    /// field, button or image view behind the view's outlet `nameLabel` (`profileImageView`).
    ///
    /// Only an outlet whose name is the attribute's plus a view suffix is used, and only where that view
    /// shows nothing of its own (no text, no image): a heuristic, since the property's code is not at hand.
    static func designableOverrides(_ root: LiveView) -> [ObjectIdentifier: ContentOverride] {
        var result: [ObjectIdentifier: ContentOverride] = [:]
        var stack = [root]
        while let view = stack.popLast() {
            stack += view.subviews
            for (keyPath, value) in view.runtimeAttributes.sorted(by: { $0.key < $1.key })
            where !keyPath.contains(".") && !LayerStyle.allKeys.contains(keyPath) {
                guard let text = LayerStyle.text(value), !text.isEmpty else { continue }
                var stem = keyPath
                if stem.hasSuffix("Text") || stem.hasSuffix("Title") {
                    stem = String(stem.dropLast(stem.hasSuffix("Text") ? 4 : 5))
                }
                let names = [
                    keyPath + "Label", keyPath + "TextField", keyPath + "Button", keyPath + "View",
                    keyPath + "ImageView",
                    stem + "Label", stem + "TextField", stem + "Button",
                ]
                guard let target = names.lazy.compactMap({ view.outlets[$0] as? LiveView }).first else { continue }
                switch target.elementName {
                case "imageView":
                    if target.otherState["image"] == nil { result[ObjectIdentifier(target)] = .image(text) }
                case "label", "textField", "button":
                    result[ObjectIdentifier(target)] = .text(text)
                default: break
                }
            }
        }
        return result
    }
}
