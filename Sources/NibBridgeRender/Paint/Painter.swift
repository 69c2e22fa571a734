public import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader

/// A view drawn with a bridged nib's content, outlined and labelled with `--show-bridges`.
public struct BridgeMark: Sendable, Hashable {
    /// The view's frame in the picture, in points.
    public var rect: IBRect
    /// The nib's file name (`XXDogeView.xib`).
    public var nib: String
    /// The nib's path.
    public var nibPath: String
    /// The view's class.
    public var className: String
    /// The placeholder the view replaced, if known.
    public var placeholderID: String?

    /// The label drawn beside the outline.
    public var label: String { nib }
}

/// What a view shows instead of its own content (see ``Painter/designableOverrides(for:)``).
enum ContentOverride {
    case text(String)
    case image(String)
}

/// Draws a live view tree onto a canvas: backgrounds, layer looks, each kind of view's content and the
/// subviews, with hidden views skipped, alpha applied and clipping honored.
final class Painter {
    let canvas: Canvas
    let index: DocumentIndex
    var frames: LayoutResult
    let frameSource: any FrameSource
    let showBridges: Bool
    /// Every object of the loaded document by id (static table cells are reached through it).
    let objectsByID: [String: LiveObject]
    var overrides: [ObjectIdentifier: ContentOverride] = [:]
    private(set) var bridges: [BridgeMark] = []
    /// The top of the picture's safe area: scroll views reaching under the bars start their content below.
    var safeAreaTop = 0.0
    /// Measures titles laid out beside images.
    lazy var measurer: PangoTextMeasurer? = try? PangoTextMeasurer()

    init(
        canvas: Canvas, index: DocumentIndex, frames: LayoutResult, frameSource: any FrameSource, showBridges: Bool,
        objectsByID: [String: LiveObject]
    ) {
        self.canvas = canvas
        self.index = index
        self.frames = frames
        self.frameSource = frameSource
        self.showBridges = showBridges
        self.objectsByID = objectsByID
    }

    /// The frame a view is drawn at: the layout's, else the stored one.
    func frame(of view: LiveView) -> IBRect { frames.frame(of: view) ?? view.frame }

    /// Lays out a view drawn outside the tree (a table's prototype cell) at a size, and remembers the frames.
    func layoutDetached(_ view: LiveView, size: LayoutSize) {
        let result = frameSource.layout(view, size: size, insets: ScreenInsets())
        for (key, value) in result.frames { frames.frames[key] = value }
    }

    // MARK: The tree

    /// Draws a view at a frame in its superview's coordinates; `origin` is the superview's origin in the
    /// picture.
    func draw(_ view: LiveView, frame: IBRect, origin: (x: Double, y: Double)) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let content = ViewContent(view, index: index)
        let bounds = IBRect(x: 0, y: 0, width: max(0, frame.width), height: max(0, frame.height))
        let layer = LayerStyle(view, index: index)
        let absolute = (x: origin.x + frame.x, y: origin.y + frame.y)
        canvas.save()
        canvas.translate(frame.x, frame.y)
        let grouped = view.alpha < 1
        if grouped { canvas.beginGroup() }
        if let background = background(of: view, content: content) {
            canvas.fill(bounds, background, radius: layer.cornerRadius)
        }
        let clips = view.properties[.clipsToBounds]?.text == "YES" || layer.masksToBounds
        if clips {
            canvas.save()
            canvas.clip(bounds, radius: layer.cornerRadius)
        }
        paintContent(view, content: content, bounds: bounds, origin: absolute)
        let fromBottom = FlippedViews.measuresFromBottom(view, appKit: content.element?.nib.platform == .cocoa)
        for subview in view.subviews {
            var frame = self.frame(of: subview)
            if fromBottom { frame = FlippedViews.flip(frame, height: bounds.height) }
            draw(subview, frame: frame, origin: absolute)
        }
        if clips { canvas.restore() }
        if layer.borderWidth > 0 {
            canvas.strokeInside(
                bounds, layer.borderColor ?? .black, width: layer.borderWidth, radius: layer.cornerRadius)
        }
        if grouped { canvas.endGroup(alpha: view.alpha) }
        canvas.restore()
        if let nibPath = view.bridgedFrom {
            bridges.append(
                BridgeMark(
                    rect: IBRect(x: absolute.x, y: absolute.y, width: bounds.width, height: bounds.height),
                    nib: fileName(nibPath), nibPath: nibPath, className: view.className,
                    placeholderID: view.placeholderID))
        }
    }

    /// The background color: the view's own, else its kind's default.
    func background(of view: LiveView, content: ViewContent) -> RenderColor? {
        if case .element(_, let attributes)? = view.backgroundColor {
            return index.color(attributes, documentPath: view.documentPath)
        }
        let appKit = content.element?.nib.platform == .cocoa
        switch content.kind {
        case "tableView" where !appKit:
            let style = content.attribute("style") ?? "plain"
            return style == "plain" ? .white : RenderColor(242, 242, 247)
        case "tableViewCell": return .white
        case "textView" where !appKit: return .white
        default: return nil
        }
    }

    /// The tint a view uses: its own, an ancestor's, or UIKit's default blue.
    func tint(of view: LiveView) -> RenderColor {
        var current: LiveView? = view
        while let candidate = current {
            if case .element(_, let attributes)? = candidate.properties[.tintColor],
                let color = index.color(attributes, documentPath: candidate.documentPath)
            {
                return color
            }
            current = candidate.superview
        }
        return .tint
    }

    /// Draws what a kind of view shows, between its background and its subviews.
    func paintContent(_ view: LiveView, content: ViewContent, bounds: IBRect, origin: (x: Double, y: Double)) {
        if content.element?.nib.platform == .cocoa {
            paintAppKit(view, content: content, bounds: bounds)
            return
        }
        switch content.kind {
        case "label": paintLabel(view, content: content, bounds: bounds)
        case "button": paintButton(view, content: content, bounds: bounds)
        case "textField": paintTextField(view, content: content, bounds: bounds)
        case "textView": paintTextView(view, content: content, bounds: bounds)
        case "imageView": paintImageView(view, content: content, bounds: bounds)
        case "switch": paintSwitch(view, content: content, bounds: bounds)
        case "slider": paintSlider(view, content: content, bounds: bounds)
        case "segmentedControl": paintSegmentedControl(view, content: content, bounds: bounds)
        case "stepper": paintStepper(view, content: content, bounds: bounds)
        case "activityIndicatorView": paintActivityIndicator(content: content, bounds: bounds, color: nil)
        case "progressView": paintProgress(view, content: content, bounds: bounds)
        case "pageControl": paintPageControl(content: content, bounds: bounds)
        case "tableView": paintTableView(view, content: content, bounds: bounds, origin: origin)
        case "collectionView": paintCollectionView(view, content: content, bounds: bounds, origin: origin)
        case "tableViewCell": paintCellAccessory(view, content: content, bounds: bounds)
        case "navigationBar":
            paintNavigationBar(
                content: content, bounds: bounds,
                item: content.element?.child("items")?.children("navigationItem").first)
        case "toolbar": paintToolbar(view, content: content, bounds: bounds)
        case "tabBar": paintTabBar(view, content: content, bounds: bounds)
        case "searchBar": paintSearchBar(content: content, bounds: bounds)
        case "visualEffectView": paintVisualEffect(content: content, bounds: bounds)
        case "datePicker", "pickerView": paintPicker(content: content, bounds: bounds)
        case "mapView":
            paintPlaceholderBox(
                bounds: bounds, title: "Map View", fill: RenderColor(233, 230, 221), text: RenderColor(white: 0.45))
        case "webView", "wkWebView":
            paintPlaceholderBox(bounds: bounds, title: "Web View", fill: .white, text: RenderColor(white: 0.55))
        case "glkView", "mtkView", "skView", "sceneKitView", "arskView", "arscnView":
            paintPlaceholderBox(
                bounds: bounds, title: view.className, fill: RenderColor(white: 0.2), text: RenderColor(white: 0.85))
        case "containerView": paintContainer(view, content: content, bounds: bounds)
        default: paintCustomView(view, content: content, bounds: bounds)
        }
    }

    // MARK: Helpers

    func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// A box with a title in the middle: how views the renderer cannot draw are shown.
    func paintPlaceholderBox(
        bounds: IBRect, title: String, fill: RenderColor?, text: RenderColor, outline: RenderColor? = nil
    ) {
        if let fill { canvas.fill(bounds, fill) }
        if let outline { canvas.strokeInside(bounds, outline, width: 1, dash: [4, 3]) }
        guard bounds.width > 8, bounds.height > 8 else { return }
        var style = TextStyle(font: FontSpec(size: min(13, max(8, bounds.height / 3))), color: text, alignment: .center)
        style.lineBreak = .truncateMiddle
        canvas.drawText(title, in: IBRect(x: 4, y: 0, width: bounds.width - 8, height: bounds.height), style: style)
    }

    /// A custom view class the renderer knows nothing about: a labelled box when it shows nothing else,
    /// as Interface Builder draws a custom class it cannot run.
    func paintCustomView(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        guard let customClass = content.customClass, view.subviews.isEmpty, view.bridgedFrom == nil,
            !["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(content.kind)
        else { return }
        paintPlaceholderBox(
            bounds: bounds, title: customClass, fill: nil, text: RenderColor(white: 0.45),
            outline: RenderColor(white: 0.6))
    }

    /// A container view: a box naming the controller it embeds.
    func paintContainer(_ view: LiveView, content: ViewContent, bounds: IBRect) {
        var title = "Container View"
        if let segue = view.segues.first(where: { $0.kind == "embed" }),
            let destination = index.element(id: segue.destinationID, in: view.documentPath)
        {
            title =
                destination["customClass"] ?? IBClassNames.uiKitClass(forElement: destination.name) ?? destination.name
        }
        paintPlaceholderBox(
            bounds: bounds, title: title, fill: nil, text: RenderColor(white: 0.45), outline: RenderColor(white: 0.6))
    }
}
