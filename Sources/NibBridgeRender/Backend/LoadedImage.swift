internal import Foundation

/// A PNG decoded by cairo, drawn scaled into image views.
final class LoadedImage {
    let lib: PangoCairo
    let surface: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int
    /// The pixels per point of the file (`@2x` → 2).
    let scale: Double

    /// Decodes a PNG file; `nil` when cairo cannot read it. Call under ``PangoCairo/lock``.
    init?(pngPath path: String, scale: Double) {
        guard let lib = try? PangoCairo.load(),
            let surface = path.withCString(lib.imageSurfaceCreateFromPNG)
        else { return nil }
        guard lib.surfaceStatus(surface) == PangoCairo.statusSuccess else {
            lib.surfaceDestroy(surface)
            return nil
        }
        self.lib = lib
        self.surface = surface
        pixelWidth = Int(lib.imageSurfaceGetWidth(surface))
        pixelHeight = Int(lib.imageSurfaceGetHeight(surface))
        self.scale = scale
    }

    deinit { lib.surfaceDestroy(surface) }

    /// The size in points.
    var pointSize: (width: Double, height: Double) { (Double(pixelWidth) / scale, Double(pixelHeight) / scale) }
}

/// The pixels of a decoded PNG: what golden-picture tests compare.
public struct PixelImage: Sendable, Hashable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// The pixels, row by row, 4 bytes each: red, green, blue, alpha (not premultiplied).
    public var rgba: [UInt8]

    /// Creates an image from pixels.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Decodes a PNG with cairo.
    public init(png bytes: [UInt8]) throws(RenderError) {
        let lib = try PangoCairo.load()
        PangoCairo.lock.lock()
        defer { PangoCairo.lock.unlock() }
        let source = ByteSource(bytes)
        let closure = Unmanaged.passUnretained(source).toOpaque()
        let decoded = lib.imageSurfaceCreateFromPNGStream(
            { closure, data, length in
                guard let closure, let data else { return PangoCairo.statusReadError }
                let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
                let count = Int(length)
                guard source.offset + count <= source.bytes.count else { return PangoCairo.statusReadError }
                source.bytes.withUnsafeBufferPointer { buffer in
                    data.update(from: buffer.baseAddress! + source.offset, count: count)
                }
                source.offset += count
                return PangoCairo.statusSuccess
            }, closure)
        guard let surface = decoded else { throw RenderError.drawingFailed("cairo could not decode the PNG") }
        defer { lib.surfaceDestroy(surface) }
        guard lib.surfaceStatus(surface) == PangoCairo.statusSuccess else {
            throw RenderError.drawingFailed("not a PNG cairo can read")
        }
        lib.surfaceFlush(surface)
        let width = Int(lib.imageSurfaceGetWidth(surface))
        let height = Int(lib.imageSurfaceGetHeight(surface))
        let stride = Int(lib.imageSurfaceGetStride(surface))
        let format = lib.imageSurfaceGetFormat(surface)
        guard let data = lib.imageSurfaceGetData(surface) else { throw RenderError.drawingFailed("PNG without pixels") }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let offset = (y * width + x) * 4
                switch format {
                case 0, 1:  // ARGB32 / RGB24: native-endian 32-bit words, premultiplied.
                    let word = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
                    let a = format == 0 ? UInt8(truncatingIfNeeded: word >> 24) : 255
                    func channel(_ shift: UInt32) -> UInt8 {
                        let value = UInt32(truncatingIfNeeded: word >> shift) & 0xff
                        guard a > 0, a < 255 else { return a == 0 ? 0 : UInt8(value) }
                        return UInt8(min(255, (value * 255 + UInt32(a) / 2) / UInt32(a)))
                    }
                    rgba[offset] = channel(16)
                    rgba[offset + 1] = channel(8)
                    rgba[offset + 2] = channel(0)
                    rgba[offset + 3] = a
                default:  // A8 and others: gray from alpha.
                    let value = row[x]
                    rgba[offset] = 0
                    rgba[offset + 1] = 0
                    rgba[offset + 2] = 0
                    rgba[offset + 3] = value
                }
            }
        }
        self.init(width: width, height: height, rgba: rgba)
    }

    /// How two images differ: the share of pixels with any channel off by more than `tolerance`.
    public func difference(from other: PixelImage, tolerance: UInt8) -> Double {
        guard width == other.width, height == other.height else { return 1 }
        var differing = 0
        for pixel in 0..<(width * height) {
            let offset = pixel * 4
            for channel in 0..<4 {
                let a = Int(rgba[offset + channel])
                let b = Int(other.rgba[offset + channel])
                if abs(a - b) > Int(tolerance) {
                    differing += 1
                    break
                }
            }
        }
        return width * height == 0 ? 0 : Double(differing) / Double(width * height)
    }

    /// The color of a pixel.
    public func pixel(x: Int, y: Int) -> RenderColor {
        let offset = (y * width + x) * 4
        return RenderColor(
            red: Double(rgba[offset]) / 255, green: Double(rgba[offset + 1]) / 255,
            blue: Double(rgba[offset + 2]) / 255, alpha: Double(rgba[offset + 3]) / 255)
    }
}
