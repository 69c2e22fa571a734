internal import Foundation
import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader

/// The size, root and bars of one picture.
struct Scene {
    var size: (width: Double, height: Double)
    var root: LiveView?
    var rootSize: LayoutSize
    var rootOrigin = 0.0
    /// The bars the chrome draws (status, navigation and tab bars, home indicator).
    var insets = ScreenInsets()
    /// The safe-area insets the root view is laid out with, when they differ from the bars drawn: those
    /// Interface Builder simulated when it stored the frames (see ``simulatedMetrics(of:index:)``).
    var layoutInsets: ScreenInsets?
    /// The insets the root view is laid out with: ``layoutInsets``, else the bars drawn.
    var insetsForLayout: ScreenInsets { layoutInsets ?? insets }
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
            layoutInsets = Scene.simulatedInsets(of: view, index: index)
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
            if options.device == nil, let root {
                placeAsStored(root, index: index)
                // The status bar drawn is the one Interface Builder simulated: none where it hid it (the
                // classic status bar of home-button iPhones in Xcode 11 to 14), as the layout has none.
                if let simulated = layoutInsets, simulated.top == (showsNavigationBar ? 44 : 0), statusBar > 0 {
                    insets.top -= statusBar
                    statusBar = 0
                }
            }
        }
    }

    /// The safe-area insets Interface Builder simulated for a root view when it stored the frames below it
    /// (``FrameReproduction/simulatedSafeAreaInsets(of:cache:)``), if it knows them.
    static func simulatedInsets(of view: LiveView, index: DocumentIndex) -> ScreenInsets? {
        FrameReproduction.simulatedSafeAreaInsets(of: view, cache: index.cache).map {
            ScreenInsets(top: $0.top, bottom: $0.bottom, left: $0.left, right: $0.right)
        }
    }

    /// Lays a controller's root view out on the document's own device as frame reproduction does: at its
    /// stored place and size (below opaque bars, say) with the safe area Interface Builder simulated (the
    /// status bar of the Xcode that saved it, the navigation bar it infers from segues, translucent tab
    /// bars), so that the picture shows the frames Interface Builder stored. A root view that does not
    /// fit the screen keeps the screen's size at its top-left corner.
    mutating func placeAsStored(_ root: LiveView, index: DocumentIndex) {
        guard root.properties[.frame] != nil, let simulated = Scene.simulatedInsets(of: root, index: index) else {
            return
        }
        layoutInsets = simulated
        let frame = root.frame
        // The size IB laid the root out at, when not the stored one (Xcode 8 stores a view below an opaque
        // bar with the screen's whole height), as frame reproduction uses it.
        let laidOut =
            FrameReproduction.simulatedLayoutSize(of: root, cache: index.cache)
            ?? LayoutSize(width: frame.width, height: frame.height)
        if laidOut.width == size.width, laidOut.height > 0, frame.y >= 0, frame.y + laidOut.height <= size.height {
            rootOrigin = frame.y
            rootSize = laidOut
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
