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
        guard let subject = subject(object, index: index, objectsByID: loaded.objectsByID) else {
            throw RenderError.notFound(
                "\(object.className) \(object.documentID ?? "") is not a view, controller or window")
        }
        let measurer: PangoTextMeasurer
        if let given = measurerGiven { measurer = given } else { measurer = try PangoTextMeasurer() }
        let frameSource = makeFrameSource(measurer: measurer, index: index, reportsAmbiguity: options.reportsAmbiguity)
        let scene = try Scene(subject: subject, index: index, options: options, loaded: loaded)
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
        if let root = scene.root {
            let result = frameSource.layout(root, size: scene.rootSize, insets: scene.insets)
            diagnostics += result.diagnostics
            let painter = Painter(
                canvas: canvas, index: index, frames: result, frameSource: frameSource,
                showBridges: options.showBridges,
                objectsByID: loaded.objectsByID)
            painter.overrides = designableOverrides(root)
            painter.safeAreaTop = scene.insets.top
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

/// The size, root and bars of one picture.
struct Scene {
    var size: (width: Double, height: Double)
    var root: LiveView?
    var rootSize: LayoutSize
    var rootOrigin = 0.0
    var insets = ScreenInsets()
    var title: String
    var statusBar = 0.0
    var navigationItem: ElementRef?
    var showsNavigationBar = false
    var tabItems: [(String, String?)]?
    var windowTitle: String?
    var centeredLabel: String?
    var documentPath: String?

    init(subject: SceneRenderer.Subject, index: DocumentIndex, options: RenderOptions, loaded: LoadedNib)
        throws(RenderError)
    {
        switch subject {
        case .view(let view):
            root = view
            let frame = view.frame
            let width = frame.width > 0 ? frame.width : Device.fallback.width
            let height = frame.height > 0 ? frame.height : Device.fallback.height
            size = (width, height)
            rootSize = LayoutSize(width: width, height: height)
            title = "\(view.className) \(view.documentID ?? "")"
            documentPath = view.documentPath
            // Laid out as frame reproduction lays it out: with the safe area Interface Builder simulated for
            // it (a controller's xib view under the status bar and bars its File's Owner shows, say).
            if let simulated = FrameReproduction.simulatedSafeAreaInsets(of: view, cache: index.cache) {
                insets = ScreenInsets(
                    top: simulated.top, bottom: simulated.bottom, left: simulated.left, right: simulated.right)
            }
        case .window(let content, let window):
            let rect = window.keyed("contentRect")
            let width = rect.flatMap { Double($0["width"] ?? "") } ?? content?.frame.width ?? 480
            let height = rect.flatMap { Double($0["height"] ?? "") } ?? content?.frame.height ?? 270
            root = content
            rootOrigin = 28
            size = (width, height + 28)
            rootSize = LayoutSize(width: width, height: height)
            windowTitle = window["title"] ?? "Window"
            title = "\(window["customClass"] ?? "NSWindow") \(window["id"] ?? "")"
            documentPath = window.nib.path
        case .controller(let controller, _) where index.nib(controller.documentPath)?.platform == .cocoa:
            // An AppKit view controller: its view at its stored size, no bars.
            documentPath = controller.documentPath
            root = controller.view
            let frame = controller.view?.frame ?? IBRect(x: 0, y: 0, width: 0, height: 0)
            size = (frame.width > 0 ? frame.width : 480, frame.height > 0 ? frame.height : 270)
            rootSize = LayoutSize(width: size.width, height: size.height)
            title = "\(controller.className) \(controller.documentID ?? "")"
            if root == nil { centeredLabel = controller.className }
        case .controller(let controller, let element):
            documentPath = controller.documentPath
            let device = Scene.device(for: controller, element: element, index: index, options: options)
            size = (device.width, device.height)
            rootSize = LayoutSize(width: device.width, height: device.height)
            title = "\(controller.className) \(controller.documentID ?? "")"
            root = controller.view
            let statusHidden =
                element?.keyed("simulatedStatusBarMetrics")?.name == "nil"
                || element?.child("nil", key: "simulatedStatusBarMetrics") != nil
            statusBar = statusHidden ? 0 : device.statusBar
            insets.top = statusBar
            insets.bottom = device.homeIndicator
            let kind = element?.name ?? ""
            if let item = element?.keyed("navigationItem"), kind != "navigationController" {
                navigationItem = item
                showsNavigationBar = true
            } else if element?.keyed("simulatedTopBarMetrics")?.name == "simulatedNavigationBarMetrics" {
                showsNavigationBar = true
            }
            if kind == "navigationController" {
                showsNavigationBar = true
                centeredLabel = "Navigation Controller"
                if let rootID = Scene.relationships(of: element, index: index).first,
                    let destination = index.element(id: rootID, in: controller.documentPath)
                {
                    navigationItem = destination.keyed("navigationItem")
                }
            }
            if showsNavigationBar { insets.top += 44 }
            if kind == "tabBarController" {
                centeredLabel = "Tab Bar Controller"
                tabItems = Scene.relationships(of: element, index: index).compactMap { id in
                    guard let destination = index.element(id: id, in: controller.documentPath) else { return nil }
                    let item = destination.keyed("tabBarItem")
                    let name =
                        item?["title"] ?? item?["systemItem"].map { $0.prefix(1).uppercased() + $0.dropFirst() }
                        ?? destination["title"] ?? "Item"
                    return (name, item?["image"])
                }
            } else if let item = element?.keyed("tabBarItem") {
                tabItems = [
                    (
                        item["title"] ?? item["systemItem"].map { $0.prefix(1).uppercased() + $0.dropFirst() }
                            ?? "Item", item["image"]
                    )
                ]
            }
            if tabItems != nil { insets.bottom += 49 }
            if root == nil, centeredLabel == nil {
                centeredLabel = controller.className
            }
        }
    }

    /// The relationship segues' destinations of a container controller, in order.
    static func relationships(of element: ElementRef?, index: DocumentIndex) -> [String] {
        guard let connections = element?.child("connections") else { return [] }
        return connections.children("segue").filter { $0["kind"] == "relationship" }.compactMap { $0["destination"] }
    }

    /// The screen a controller is drawn at: `--device`, else the controller's own simulated size, else
    /// the document's device, else its root view's stored frame, else an iPhone 8.
    static func device(
        for controller: LiveViewController, element: ElementRef?, index: DocumentIndex, options: RenderOptions
    ) -> Device {
        if let device = options.device { return device }
        let stored = controller.view.map { $0.frame }
        func storedDevice() -> Device? {
            guard let stored, stored.width > 0, stored.height > 0 else { return nil }
            let known =
                Device.all.first { $0.width == stored.width && $0.height == stored.height }
                ?? Device.all.first { $0.width == stored.height && $0.height == stored.width }.map { $0.landscape }
            return known
                ?? Device(
                    name: "freeform", width: stored.width, height: stored.height, statusBar: stored.y > 0 ? 0 : 20)
        }
        if let metrics = element?.keyed("simulatedDestinationMetrics") {
            if metrics.name == "freeformSimulatedSizeMetrics", let device = storedDevice() { return device }
            if let type = metrics["type"], let device = Device.interfaceBuilder(type) {
                return metrics["orientation"] == "landscape" ? device.landscape : device
            }
        }
        if let nib = index.nib(controller.documentPath) {
            let document = ElementRef(nib: nib, index: 0)
            if let id = document.child("device")?["id"], let device = Device.interfaceBuilder(id) {
                return document.child("device")?["orientation"] == "landscape" ? device.landscape : device
            }
            if let stored = storedDevice() { return stored }
            if let type = document.keyed("defaultSimulatedMetrics")?.keyed("destination")?["type"],
                let device = Device.interfaceBuilder(type)
            {
                return device
            }
        }
        return storedDevice() ?? Device.fallback
    }

    /// Draws the status bar, navigation bar, tab bar or window title bar over the root view.
    func drawChrome(_ painter: Painter) {
        let canvas = painter.canvas
        let width = size.width
        if let label = centeredLabel, root == nil {
            var style = TextStyle(font: FontSpec(size: 17), color: RenderColor(white: 0.55), alignment: .center)
            style.lineBreak = .truncateMiddle
            canvas.drawText(label, in: IBRect(x: 16, y: 0, width: width - 32, height: size.height), style: style)
        }
        if let windowTitle {
            canvas.fill(IBRect(x: 0, y: 0, width: width, height: 28), RenderColor(white: 0.92))
            canvas.fill(IBRect(x: 0, y: 27.5, width: width, height: 0.5), RenderColor(white: 0, alpha: 0.2))
            for (number, color) in [RenderColor(255, 95, 87), RenderColor(254, 188, 46), RenderColor(40, 200, 64)]
                .enumerated()
            {
                canvas.fillCircle(14 + Double(number) * 20, 14, 6, color)
            }
            canvas.drawText(
                windowTitle, in: IBRect(x: 70, y: 0, width: max(0, width - 140), height: 28),
                style: TextStyle(
                    font: FontSpec(size: 13, weight: 700), color: RenderColor(white: 0, alpha: 0.85), alignment: .center
                ))
            return
        }
        if showsNavigationBar {
            painter.paintNavigationBar(
                content: nil, bounds: IBRect(x: 0, y: 0, width: width, height: statusBar + 44), item: navigationItem)
        }
        if statusBar > 0 {
            let ink = RenderColor(white: 0)
            canvas.drawText(
                "9:41",
                in: IBRect(
                    x: 0, y: 0, width: statusBar > 20 ? 110 : 60, height: statusBar > 20 ? statusBar - 4 : statusBar),
                style: TextStyle(
                    font: FontSpec(size: statusBar > 20 ? 16 : 12, weight: 600), color: ink, alignment: .center))
            let battery = IBRect(
                x: width - (statusBar > 20 ? 40 : 32), y: statusBar / 2 - (statusBar > 20 ? 4 : 5.5), width: 24,
                height: 11.5)
            canvas.strokeInside(battery, ink.withAlpha(0.4), width: 1, radius: 3)
            canvas.fill(IBRect(x: battery.x + 2, y: battery.y + 2, width: 20, height: 7.5), ink, radius: 1.5)
        }
        if let tabItems {
            let height = insets.bottom  // The bar and the home indicator's strip below it.
            let bar = IBRect(x: 0, y: size.height - height, width: width, height: height)
            painter.canvas.save()
            painter.canvas.translate(0, bar.y)
            painter.paintTabBar(
                items: tabItems, bounds: IBRect(x: 0, y: 0, width: width, height: height), background: nil, tint: .tint,
                documentPath: documentPath)
            painter.canvas.restore()
        }
    }
}
