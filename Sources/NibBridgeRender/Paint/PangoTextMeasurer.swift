internal import Foundation
public import NibBridgeLayout
public import NibBridgeLoader

/// Intrinsic content sizes measured with Pango in the renderer's fixed font: labels, buttons and text
/// fields by their text in the document's font size and weight; controls by UIKit's fixed sizes; image
/// views by their image.
///
/// Give it to the layout engine so laid-out frames fit the text the pictures show.
///
/// A measurer measures with the font map of the thread that made it, under that thread's drawing lock:
/// threads that each make their own measure at once, and one shared between threads stays correct (its
/// uses wait for each other and for drawing on the thread that made it).
public final class PangoTextMeasurer: IntrinsicContentSizing, @unchecked Sendable {
    // Guarded by `lock`.
    private let index: DocumentIndex
    /// Sizes from stored frames, for AppKit views and controls without text.
    private let stored: StoredFrameIntrinsicSizes
    /// The lock of the thread whose font map measures.
    private let lock: NSRecursiveLock
    private let fontMap: OpaquePointer?
    private var surface: OpaquePointer?
    private var context: OpaquePointer?
    private var pangoContext: OpaquePointer?

    /// Creates a measurer reading documents through ``NibBridgeLoader/NibCache/current``; it fails when
    /// Pango and cairo cannot be loaded.
    public init() throws(RenderError) {
        let lib = try PangoCairo.load()
        index = DocumentIndex()
        stored = StoredFrameIntrinsicSizes(cache: index.cache)
        lock = PangoCairo.lock
        // The thread's default font map, kept alive as long as the measurer (a thread's map goes with it).
        fontMap = lib.fontMapGetDefault().flatMap { lib.objectRef(UnsafeMutableRawPointer($0)) }.map(OpaquePointer.init)
    }

    deinit {
        guard let lib = try? PangoCairo.load() else { return }
        lock.lock()
        defer { lock.unlock() }
        if let pangoContext { lib.objectUnref(UnsafeMutableRawPointer(pangoContext)) }
        if let context { lib.destroy(context) }
        if let surface { lib.surfaceDestroy(surface) }
        if let fontMap { lib.objectUnref(UnsafeMutableRawPointer(fontMap)) }
    }

    /// The size text takes in a font, wrapped at a width when given (0 lines: no limit).
    public func size(of text: String, font: FontSpec, maxLines: Int = 1, width: Double? = nil) -> LayoutSize {
        lock.lock()
        defer { lock.unlock() }
        guard let lib = try? PangoCairo.load(), let context = measuringContext(lib), let layout = lib.layoutNew(context)
        else { return LayoutSize(width: 0, height: 0) }
        defer { lib.objectUnref(UnsafeMutableRawPointer(layout)) }
        var style = TextStyle(font: font)
        style.maxLines = maxLines
        style.lineBreak = maxLines == 1 ? .truncateTail : .wordWrap
        TextLayout.configure(
            lib, layout, text: text.isEmpty ? " " : text, style: style, width: width.map { $0 / FontSpec.widthFactor })
        let size = TextLayout.exactSize(lib, layout)
        return LayoutSize(width: text.isEmpty ? 0 : size.width * FontSpec.widthFactor, height: size.height)
    }

    /// The Pango context layouts are made in: as `pango_cairo_create_layout` makes one for a 1×1 surface with
    /// the renderer's font options, once, on the measurer's font map.
    private func measuringContext(_ lib: PangoCairo) -> OpaquePointer? {
        if let pangoContext { return pangoContext }
        guard let fontMap, let surface = lib.imageSurfaceCreate(PangoCairo.formatARGB32, 1, 1),
            let context = lib.create(surface)
        else {
            return nil
        }
        Canvas.configureFontOptions(lib, context)
        self.surface = surface
        self.context = context
        guard let pangoContext = lib.fontMapCreateContext(fontMap) else { return nil }
        lib.updateContext(context, pangoContext)
        self.pangoContext = pangoContext
        return pangoContext
    }

    /// The intrinsic size of a view, as UIKit would report it, in the renderer's font.
    public func intrinsicContentSize(of view: LiveView, widthLimit: Double?) -> LayoutSize? {
        lock.lock()
        defer { lock.unlock() }
        let content = ViewContent(view, index: index)
        // AppKit controls: their stored sizes (the cells' metrics are not modelled here).
        if content.element?.nib.platform == .cocoa {
            return stored.intrinsicContentSize(of: view, widthLimit: widthLimit)
        }
        let none = LayoutSize.noIntrinsicMetric
        // Interface Builder's design-time intrinsic size wins where the document sets one.
        func placeholder(_ name: String) -> Double? {
            guard let text = content.attribute(name) else { return nil }
            return text == "infinite" ? none : Double(text)
        }
        let placeholderWidth = placeholder("placeholderIntrinsicWidth")
        let placeholderHeight = placeholder("placeholderIntrinsicHeight")
        func withPlaceholders(_ size: LayoutSize?) -> LayoutSize? {
            guard placeholderWidth != nil || placeholderHeight != nil else { return size }
            return LayoutSize(
                width: placeholderWidth ?? size?.width ?? none, height: placeholderHeight ?? size?.height ?? none)
        }
        switch content.kind {
        case "label":
            let font = content.attributedFont ?? content.font(default: .body)
            let lines = Int(content.attribute("numberOfLines") ?? "1") ?? 1
            let text = content.text ?? ""
            let size = self.size(of: text, font: font, maxLines: lines, width: lines == 1 ? nil : widthLimit)
            return withPlaceholders(LayoutSize(width: size.width.rounded(.up), height: size.height.rounded(.up)))
        case "button":
            let font = content.font(default: FontSpec(size: content.element?.keyed("configuration") != nil ? 17 : 15))
            let title = content.buttonTitle ?? ""
            var image: (Double, Double)?
            if let name = content.buttonImage {
                if let file = index.imageFile(name, documentPath: content.documentPath),
                    let loaded = LoadedImage(pngPath: file.path, scale: file.scale)
                {
                    image = loaded.pointSize
                } else {
                    image = index.recordedImageSize(name, documentPath: content.documentPath)
                }
            }
            guard !title.isEmpty || image != nil else {
                return stored.intrinsicContentSize(of: view, widthLimit: widthLimit)
            }
            let text = title.isEmpty ? LayoutSize(width: 0, height: 0) : self.size(of: title, font: font)
            let insets = content.keyed("contentEdgeInsets")
            let horizontal = (insets?["minX"].flatMap(Double.init) ?? 0) + (insets?["maxX"].flatMap(Double.init) ?? 0)
            let vertical = (insets?["minY"].flatMap(Double.init) ?? 6) + (insets?["maxY"].flatMap(Double.init) ?? 6)
            let width = text.width + (image?.0 ?? 0) + horizontal
            let height = max(title.isEmpty ? 0 : 30, text.height + vertical, image?.1 ?? 0)
            return withPlaceholders(LayoutSize(width: width.rounded(.up), height: height.rounded(.up)))
        case "textField":
            let font = content.font(default: FontSpec(size: 14))
            let size = self.size(of: content.attribute("text") ?? content.attribute("placeholder") ?? "", font: font)
            return withPlaceholders(
                LayoutSize(width: (size.width + 14).rounded(.up), height: max(34, (size.height + 16).rounded(.up))))
        case "switch": return LayoutSize(width: 51, height: 31)
        case "stepper": return LayoutSize(width: 94, height: 32)
        case "slider": return withPlaceholders(LayoutSize(width: none, height: 30))
        case "progressView": return withPlaceholders(LayoutSize(width: none, height: 4))
        case "activityIndicatorView":
            let large = (content.attribute("style") ?? "").lowercased().contains("large")
            return large ? LayoutSize(width: 37, height: 37) : LayoutSize(width: 20, height: 20)
        case "pageControl":
            let pages = Double(content.attribute("numberOfPages") ?? "3") ?? 3
            return withPlaceholders(LayoutSize(width: max(0, pages * 16 + 10), height: 26))
        case "segmentedControl":
            let titles = content.element?.child("segments")?.children("segment").map { $0["title"] ?? "" } ?? []
            let font = FontSpec(size: 13)
            let widths = titles.map { self.size(of: $0, font: font).width + 24 }
            return withPlaceholders(LayoutSize(width: (widths.max() ?? 0) * Double(max(1, titles.count)), height: 32))
        case "imageView":
            if let name = content.attribute("image") {
                if let file = index.imageFile(name, documentPath: content.documentPath),
                    let image = LoadedImage(pngPath: file.path, scale: file.scale)
                {
                    return withPlaceholders(LayoutSize(width: image.pointSize.width, height: image.pointSize.height))
                }
                if let recorded = index.recordedImageSize(name, documentPath: content.documentPath) {
                    return withPlaceholders(LayoutSize(width: recorded.width, height: recorded.height))
                }
            }
            return withPlaceholders(nil)
        default:
            return withPlaceholders(nil)
        }
    }
}
