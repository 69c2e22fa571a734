internal import Foundation
public import NibBridgeDocument

/// The picture formats.
public enum PictureFormat: String, Sendable, Hashable, CaseIterable {
    /// Portable Network Graphics (pixels).
    case png
    /// Scalable Vector Graphics.
    case svg

    /// The format a file name's extension names, if any.
    public init?(path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": self = .png
        case "svg": self = .svg
        default: return nil
        }
    }
}

/// Bytes written by cairo through a stream callback.
final class ByteSink {
    var bytes: [UInt8] = []
}

/// Bytes read by cairo through a stream callback.
final class ByteSource {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// How text is laid out in a box.
struct TextStyle {
    enum Alignment { case left, center, right, justified }
    enum LineBreak { case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle }
    enum Vertical { case top, center, bottom }

    var font: FontSpec
    var color: RenderColor = .black
    var alignment: Alignment = .left
    /// The most lines shown; 0 for no limit.
    var maxLines = 1
    var lineBreak: LineBreak = .truncateTail
    var vertical: Vertical = .center
    /// Whether a single line a little too wide is condensed to fit before it is truncated (IB laid the
    /// frame out with San Francisco, which is narrower than the fixed family).
    var condenseToFit = true

    /// UILabel's `lineBreakMode` names.
    static func lineBreak(_ name: String?) -> LineBreak {
        switch name {
        case "wordWrap": return .wordWrap
        case "characterWrap", "charWrap": return .charWrap
        case "clip", "clipping": return .clip
        case "headTruncation", "truncatingHead": return .truncateHead
        case "middleTruncation", "truncatingMiddle": return .truncateMiddle
        default: return .truncateTail
        }
    }

    /// `textAlignment` (UIKit) and `alignment` (AppKit) names; natural is left.
    static func alignment(_ name: String?) -> Alignment {
        switch name {
        case "center": return .center
        case "right": return .right
        case "justified": return .justified
        default: return .left
        }
    }
}

/// The most a single line that is a little too wide for its frame is squeezed further before it is truncated.
let maximumCondensing = 0.85

/// A drawing surface and its cairo context: the one place the renderer calls cairo and Pango.
///
/// Create, draw and ``finish()`` on one thread, under its ``PangoCairo/lock``.
final class Canvas {
    let lib: PangoCairo
    let format: PictureFormat
    let width: Double
    let height: Double
    private var surface: OpaquePointer?
    private var context: OpaquePointer?
    private let sink = ByteSink()
    private var groupDepth = 0
    /// The translation applied so far (in points), to record where things are drawn; scales are applied
    /// only inside single drawing operations.
    private var offset = (x: 0.0, y: 0.0)
    private var savedOffsets: [(x: Double, y: Double)] = []
    /// Text drawn, with its box in picture coordinates.
    private(set) var texts: [DrawnText] = []
    /// Images drawn (or boxed when missing), in picture coordinates.
    private(set) var images: [DrawnImage] = []

    /// Creates a surface of a size in points; PNG pixels are points times `scale`.
    init(format: PictureFormat, width: Double, height: Double, scale: Double = 1) throws(RenderError) {
        lib = try PangoCairo.load()
        self.format = format
        self.width = width
        self.height = height
        switch format {
        case .png:
            // Callers check the size first (RenderLimits.pictureSizeProblem); cairo refuses what is still
            // too large, which is reported below.
            let pixelWidth = Int32(saturating: max(1, (width * scale).rounded(.up)))
            let pixelHeight = Int32(saturating: max(1, (height * scale).rounded(.up)))
            surface = lib.imageSurfaceCreate(PangoCairo.formatARGB32, pixelWidth, pixelHeight)
        case .svg:
            let closure = Unmanaged.passUnretained(sink).toOpaque()
            surface = lib.svgSurfaceCreateForStream(
                { closure, data, length in
                    guard let closure, let data else { return PangoCairo.statusWriteError }
                    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return PangoCairo.statusSuccess
                }, closure, max(1, width), max(1, height))
            if let surface { lib.svgSurfaceSetDocumentUnit?(surface, PangoCairo.svgUnitUser) }
        }
        guard let surface, lib.surfaceStatus(surface) == PangoCairo.statusSuccess, let context = lib.create(surface)
        else {
            throw RenderError.drawingFailed(
                "cairo could not create a \(IBNumber.format(width))x\(IBNumber.format(height)) "
                    + "\(format.rawValue) surface")
        }
        self.context = context
        if format == .png, scale != 1 { lib.scale(context, scale, scale) }
        Canvas.configureFontOptions(lib, context)
    }

    deinit {
        if let context { lib.destroy(context) }
        if let surface { lib.surfaceDestroy(surface) }
    }

    /// Fixed font rendering options, so text measures the same on every surface and machine.
    static func configureFontOptions(_ lib: PangoCairo, _ context: OpaquePointer) {
        guard let options = lib.fontOptionsCreate() else { return }
        lib.fontOptionsSetHintMetrics(options, PangoCairo.hintMetricsOff)
        lib.fontOptionsSetHintStyle(options, PangoCairo.hintStyleNone)
        lib.fontOptionsSetAntialias(options, PangoCairo.antialiasGray)
        lib.setFontOptions(context, options)
        lib.fontOptionsDestroy(options)
    }

    private var cr: OpaquePointer { context! }

    /// Ends drawing and returns the encoded file.
    func finish() throws(RenderError) -> [UInt8] {
        guard let surface, let context else { return sink.bytes }
        let status = lib.status(context)
        lib.destroy(context)
        self.context = nil
        if status != PangoCairo.statusSuccess {
            lib.surfaceDestroy(surface)
            self.surface = nil
            throw RenderError.drawingFailed("cairo drawing failed (status \(status))")
        }
        switch format {
        case .png:
            lib.surfaceFlush(surface)
            let closure = Unmanaged.passUnretained(sink).toOpaque()
            let written = lib.surfaceWriteToPNGStream(
                surface,
                { closure, data, length in
                    guard let closure, let data else { return PangoCairo.statusWriteError }
                    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return PangoCairo.statusSuccess
                }, closure)
            lib.surfaceDestroy(surface)
            self.surface = nil
            if written != PangoCairo.statusSuccess {
                throw RenderError.drawingFailed("cairo could not encode PNG (status \(written))")
            }
        case .svg:
            lib.surfaceFinish(surface)
            let status = lib.surfaceStatus(surface)
            lib.surfaceDestroy(surface)
            self.surface = nil
            if status != PangoCairo.statusSuccess {
                throw RenderError.drawingFailed("cairo could not write SVG (status \(status))")
            }
            return SVGIdentifiers.renumberingSurfaces(sink.bytes)
        }
        return sink.bytes
    }

    // MARK: State

    func save() {
        lib.save(cr)
        savedOffsets.append(offset)
    }

    func restore() {
        lib.restore(cr)
        if let last = savedOffsets.popLast() { offset = last }
    }

    func translate(_ x: Double, _ y: Double) {
        let (x, y) = (RenderLimits.length(x), RenderLimits.length(y))
        lib.translate(cr, x, y)
        offset = (offset.x + x, offset.y + y)
    }

    /// Records an image drawn (or a box standing for it) at a rectangle in current coordinates.
    func recordImage(_ name: String, in rect: IBRect, found: Bool) {
        images.append(DrawnImage(name: name, rect: absolute(rect), found: found))
    }

    func absolute(_ rect: IBRect) -> IBRect {
        IBRect(x: rect.x + offset.x, y: rect.y + offset.y, width: rect.width, height: rect.height)
    }
    func scale(_ x: Double, _ y: Double) { lib.scale(cr, x, y) }

    /// Draws into a group composited with an alpha when ended.
    func beginGroup() {
        lib.pushGroup(cr)
        groupDepth += 1
    }

    /// Composites the current group with an alpha.
    func endGroup(alpha: Double) {
        guard groupDepth > 0 else { return }
        groupDepth -= 1
        lib.popGroupToSource(cr)
        lib.paintWithAlpha(cr, min(max(alpha, 0), 1))
    }

    /// Restricts drawing to a (rounded) rectangle until the state is restored.
    func clip(_ rect: IBRect, radius: Double = 0) {
        path(rect, radius: radius)
        lib.clip(cr)
    }

    // MARK: Shapes

    /// A rectangle with its coordinates in the range drawn (``RenderLimits/length(_:)``).
    static func limited(_ rect: IBRect) -> IBRect {
        IBRect(
            x: RenderLimits.length(rect.x), y: RenderLimits.length(rect.y), width: RenderLimits.length(rect.width),
            height: RenderLimits.length(rect.height))
    }

    private func setColor(_ color: RenderColor) {
        lib.setSourceRGBA(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// Adds a (rounded) rectangle to a new path.
    func path(_ rect: IBRect, radius: Double = 0) {
        let rect = Canvas.limited(rect)
        lib.newPath(cr)
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        guard r > 0 else {
            lib.rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let (x, y, w, h) = (rect.x, rect.y, rect.width, rect.height)
        lib.newSubPath(cr)
        lib.arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        lib.arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        lib.arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        lib.arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        lib.closePath(cr)
    }

    func fill(_ rect: IBRect, _ color: RenderColor, radius: Double = 0) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        path(rect, radius: radius)
        setColor(color)
        lib.fill(cr)
    }

    /// Strokes inside a rectangle (the way CALayer borders are drawn).
    func strokeInside(_ rect: IBRect, _ color: RenderColor, width: Double, radius: Double = 0, dash: [Double] = []) {
        guard color.alpha > 0, width > 0 else { return }
        let inset = IBRect(
            x: rect.x + width / 2, y: rect.y + width / 2, width: rect.width - width, height: rect.height - width)
        guard inset.width >= 0, inset.height >= 0 else { return }
        path(inset, radius: max(0, radius - width / 2))
        stroke(color, width: width, dash: dash)
    }

    private func stroke(_ color: RenderColor, width: Double, dash: [Double]) {
        setColor(color)
        lib.setLineWidth(cr, width)
        dash.withUnsafeBufferPointer { lib.setDash(cr, $0.baseAddress, Int32(dash.count), 0) }
        lib.stroke(cr)
        lib.setDash(cr, nil, 0, 0)
    }

    func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ color: RenderColor, width: Double = 1,
        dash: [Double] = []
    ) {
        lib.newPath(cr)
        lib.moveTo(cr, RenderLimits.length(x1), RenderLimits.length(y1))
        lib.lineTo(cr, RenderLimits.length(x2), RenderLimits.length(y2))
        stroke(color, width: width, dash: dash)
    }

    func polyline(
        _ points: [(Double, Double)], _ color: RenderColor, width: Double = 1, closed: Bool = false,
        filled: Bool = false
    ) {
        guard let first = points.first else { return }
        lib.newPath(cr)
        lib.moveTo(cr, RenderLimits.length(first.0), RenderLimits.length(first.1))
        for point in points.dropFirst() { lib.lineTo(cr, RenderLimits.length(point.0), RenderLimits.length(point.1)) }
        if closed || filled { lib.closePath(cr) }
        if filled {
            setColor(color)
            lib.fill(cr)
        } else {
            stroke(color, width: width, dash: [])
        }
    }

    func fillCircle(_ cx: Double, _ cy: Double, _ radius: Double, _ color: RenderColor) {
        guard radius > 0 else { return }
        lib.newPath(cr)
        lib.arc(
            cr, RenderLimits.length(cx), RenderLimits.length(cy), RenderLimits.length(radius), 0, 2 * Double.pi)
        setColor(color)
        lib.fill(cr)
    }

    func strokeCircle(_ cx: Double, _ cy: Double, _ radius: Double, _ color: RenderColor, width: Double = 1) {
        guard radius > 0 else { return }
        lib.newPath(cr)
        lib.arc(
            cr, RenderLimits.length(cx), RenderLimits.length(cy), RenderLimits.length(radius), 0, 2 * Double.pi)
        stroke(color, width: width, dash: [])
    }

    // MARK: Images

    /// Draws a PNG image scaled into a rectangle.
    func draw(_ image: LoadedImage, in rect: IBRect) {
        let rect = Canvas.limited(rect)
        guard image.pixelWidth > 0, image.pixelHeight > 0, rect.width > 0, rect.height > 0 else { return }
        save()
        lib.newPath(cr)
        lib.rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        lib.clip(cr)
        translate(rect.x, rect.y)
        scale(rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
        lib.setSourceSurface(cr, image.surface, 0, 0)
        if let pattern = lib.getSource(cr) { lib.patternSetFilter(pattern, PangoCairo.filterGood) }
        lib.paint(cr)
        restore()
    }

    // MARK: Text

    /// Lays out text in a box and draws it; returns the size the text took.
    @discardableResult
    func drawText(_ text: String, in rect: IBRect, style: TextStyle) -> (width: Double, height: Double) {
        let rect = Canvas.limited(rect)
        guard !text.isEmpty, rect.width > 0 || style.maxLines == 0 else { return (0, 0) }
        guard let layout = lib.createLayout(cr) else { return (0, 0) }
        texts.append(DrawnText(text: text, rect: absolute(rect), font: style.font, color: style.color))
        defer { lib.objectUnref(UnsafeMutableRawPointer(layout)) }
        var condense = FontSpec.widthFactor
        // A single line that fits (perhaps squeezed a little) is laid out at its natural width and placed
        // by its alignment; otherwise Pango wraps and truncates at the box's width.
        var natural: (width: Double, height: Double)?
        if style.maxLines == 1 || style.maxLines == 0 || rect.width <= 0 {
            TextLayout.configure(lib, layout, text: text, style: style, width: nil)
            let size = TextLayout.exactSize(lib, layout)
            if size.width * condense <= rect.width + 0.5 || rect.width <= 0 {
                natural = size
            } else if style.maxLines == 1, style.condenseToFit,
                size.width * condense * maximumCondensing <= rect.width + 0.5
            {
                condense = rect.width / size.width
                natural = size
            }
        }
        var x = rect.x
        let size: (width: Double, height: Double)
        let layoutWidth: Double?
        if let natural {
            layoutWidth = nil
            size = natural
            switch style.alignment {
            case .left, .justified: break
            case .center: x += (rect.width - natural.width * condense) / 2
            case .right: x += rect.width - natural.width * condense
            }
        } else {
            layoutWidth = rect.width / condense
            TextLayout.configure(lib, layout, text: text, style: style, width: layoutWidth)
            size = TextLayout.exactSize(lib, layout)
        }
        var y = rect.y
        switch style.vertical {
        case .top: break
        case .center: y += (rect.height - size.height) / 2
        case .bottom: y += rect.height - size.height
        }
        save()
        if style.lineBreak == .clip {
            lib.newPath(cr)
            lib.rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            lib.clip(cr)
        }
        translate(x, y)
        if condense != 1 { scale(condense, 1) }
        if style.font.italic {
            // A slant drawn as a skew: the fixed family's core package has no oblique face.
            let skew: [Double] = [1, 0, -0.2, 1, 0.2 * size.height, 0]
            skew.withUnsafeBufferPointer { lib.transform(cr, $0.baseAddress!) }
        }
        if let drawn = lib.createLayout(cr) {
            TextLayout.configure(lib, drawn, text: text, style: style, width: layoutWidth)
            setColor(style.color)
            lib.showLayout(cr, drawn)
            lib.objectUnref(UnsafeMutableRawPointer(drawn))
        }
        restore()
        return (min(size.width * condense, rect.width), size.height)
    }
}

/// A string a picture shows, and the box it was laid out in.
public struct DrawnText: Sendable, Hashable {
    /// The text.
    public var text: String
    /// Its box in the picture, in points (the text is aligned and truncated within it).
    public var rect: IBRect
    /// Its font.
    public var font: FontSpec
    /// Its color.
    public var color: RenderColor
}

/// An image a picture shows, or the labelled box standing for an image whose file was not found.
public struct DrawnImage: Sendable, Hashable {
    /// The image's name in the document.
    public var name: String
    /// Where it is in the picture, in points.
    public var rect: IBRect
    /// Whether the image file was found and drawn (otherwise a labelled box is drawn).
    public var found: Bool
}
