internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A small, typed binding to the few cairo, Pango and GObject functions the renderer draws with.
///
/// It is written by hand and loaded at run time with `dlopen`/`dlsym` on purpose:
/// - a SwiftPM system-library target would need `pkg-config --cflags pangocairo`, whose `-pthread` flag
///   makes SwiftPM warn on every build, and the package builds without warnings;
/// - the package also ships its runtime library to iOS through SwiftPM, where Pango does not exist: a
///   link-time dependency would break those builds, while a run-time load only fails `nibbridge render`,
///   with a clear message, on a machine without the libraries.
///
/// Every handle is an opaque pointer; every function is a `@convention(c)` type matching the C
/// prototype in cairo.h, pango-layout.h, pangocairo.h and gobject.h.
///
/// Threads: cairo is thread-safe for distinct surfaces and contexts, and since Pango 1.32.6 each thread has
/// its own default font map (`pango_cairo_font_map_get_default`), so threads that each draw their own
/// pictures share no Pango state and run at once. What belongs to one thread's font map (a layout made on
/// it, a ``PangoTextMeasurer``'s context) is used under that thread's ``PangoCairo/lock``.
final class PangoCairo: @unchecked Sendable {
    typealias Handle = OpaquePointer
    /// `cairo_write_func_t`.
    typealias WriteFunc = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    /// `cairo_read_func_t`.
    typealias ReadFunc = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32

    // cairo: surfaces
    let imageSurfaceCreate: @convention(c) (Int32, Int32, Int32) -> Handle?
    let imageSurfaceCreateFromPNG: @convention(c) (UnsafePointer<CChar>) -> Handle?
    let imageSurfaceCreateFromPNGStream: @convention(c) (ReadFunc, UnsafeMutableRawPointer?) -> Handle?
    let imageSurfaceGetWidth: @convention(c) (Handle) -> Int32
    let imageSurfaceGetHeight: @convention(c) (Handle) -> Int32
    let imageSurfaceGetStride: @convention(c) (Handle) -> Int32
    let imageSurfaceGetData: @convention(c) (Handle) -> UnsafeMutablePointer<UInt8>?
    let imageSurfaceGetFormat: @convention(c) (Handle) -> Int32
    let svgSurfaceCreateForStream: @convention(c) (WriteFunc, UnsafeMutableRawPointer?, Double, Double) -> Handle?
    let svgSurfaceSetDocumentUnit: (@convention(c) (Handle, Int32) -> Void)?
    let surfaceWriteToPNGStream: @convention(c) (Handle, WriteFunc, UnsafeMutableRawPointer?) -> Int32
    let surfaceStatus: @convention(c) (Handle) -> Int32
    let surfaceFlush: @convention(c) (Handle) -> Void
    let surfaceFinish: @convention(c) (Handle) -> Void
    let surfaceDestroy: @convention(c) (Handle) -> Void
    // cairo: contexts
    let create: @convention(c) (Handle) -> Handle?
    let destroy: @convention(c) (Handle) -> Void
    let status: @convention(c) (Handle) -> Int32
    let save: @convention(c) (Handle) -> Void
    let restore: @convention(c) (Handle) -> Void
    let translate: @convention(c) (Handle, Double, Double) -> Void
    let scale: @convention(c) (Handle, Double, Double) -> Void
    let rotate: @convention(c) (Handle, Double) -> Void
    let transform: @convention(c) (Handle, UnsafePointer<Double>) -> Void
    let newPath: @convention(c) (Handle) -> Void
    let newSubPath: @convention(c) (Handle) -> Void
    let closePath: @convention(c) (Handle) -> Void
    let moveTo: @convention(c) (Handle, Double, Double) -> Void
    let lineTo: @convention(c) (Handle, Double, Double) -> Void
    let curveTo: @convention(c) (Handle, Double, Double, Double, Double, Double, Double) -> Void
    let arc: @convention(c) (Handle, Double, Double, Double, Double, Double) -> Void
    let rectangle: @convention(c) (Handle, Double, Double, Double, Double) -> Void
    let setSourceRGBA: @convention(c) (Handle, Double, Double, Double, Double) -> Void
    let setSourceSurface: @convention(c) (Handle, Handle, Double, Double) -> Void
    let setLineWidth: @convention(c) (Handle, Double) -> Void
    let setDash: @convention(c) (Handle, UnsafePointer<Double>?, Int32, Double) -> Void
    let fill: @convention(c) (Handle) -> Void
    let fillPreserve: @convention(c) (Handle) -> Void
    let stroke: @convention(c) (Handle) -> Void
    let clip: @convention(c) (Handle) -> Void
    let paint: @convention(c) (Handle) -> Void
    let paintWithAlpha: @convention(c) (Handle, Double) -> Void
    let pushGroup: @convention(c) (Handle) -> Void
    let popGroupToSource: @convention(c) (Handle) -> Void
    let getSource: @convention(c) (Handle) -> Handle?
    let patternSetFilter: @convention(c) (Handle, Int32) -> Void
    let fontOptionsCreate: @convention(c) () -> Handle?
    let fontOptionsDestroy: @convention(c) (Handle) -> Void
    let fontOptionsSetHintMetrics: @convention(c) (Handle, Int32) -> Void
    let fontOptionsSetHintStyle: @convention(c) (Handle, Int32) -> Void
    let fontOptionsSetAntialias: @convention(c) (Handle, Int32) -> Void
    let setFontOptions: @convention(c) (Handle, Handle) -> Void
    // Pango
    let createLayout: @convention(c) (Handle) -> Handle?
    let updateLayout: @convention(c) (Handle, Handle) -> Void
    let showLayout: @convention(c) (Handle, Handle) -> Void
    let layoutSetText: @convention(c) (Handle, UnsafePointer<CChar>, Int32) -> Void
    let layoutSetFontDescription: @convention(c) (Handle, Handle?) -> Void
    let layoutSetWidth: @convention(c) (Handle, Int32) -> Void
    let layoutSetHeight: @convention(c) (Handle, Int32) -> Void
    let layoutSetWrap: @convention(c) (Handle, Int32) -> Void
    let layoutSetEllipsize: @convention(c) (Handle, Int32) -> Void
    let layoutSetAlignment: @convention(c) (Handle, Int32) -> Void
    let layoutSetSingleParagraphMode: @convention(c) (Handle, Int32) -> Void
    let layoutGetPixelSize: @convention(c) (Handle, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let layoutGetSize: @convention(c) (Handle, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let layoutGetBaseline: @convention(c) (Handle) -> Int32
    let layoutGetLineCount: @convention(c) (Handle) -> Int32
    let layoutGetContext: @convention(c) (Handle) -> Handle?
    let layoutContextChanged: @convention(c) (Handle) -> Void
    let layoutNew: @convention(c) (Handle) -> Handle?
    let fontMapGetDefault: @convention(c) () -> Handle?
    let fontMapCreateContext: @convention(c) (Handle) -> Handle?
    let updateContext: @convention(c) (Handle, Handle) -> Void
    let contextSetMatrix: @convention(c) (Handle, UnsafeRawPointer?) -> Void
    let fontDescriptionFromString: @convention(c) (UnsafePointer<CChar>) -> Handle?
    let fontDescriptionFree: @convention(c) (Handle) -> Void
    let fontDescriptionSetAbsoluteSize: @convention(c) (Handle, Double) -> Void
    let fontDescriptionSetWeight: @convention(c) (Handle, Int32) -> Void
    // GObject
    let objectRef: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    let objectUnref: @convention(c) (UnsafeMutableRawPointer) -> Void

    // Constants of the C enums used.
    static let formatARGB32: Int32 = 0
    static let statusSuccess: Int32 = 0
    static let statusWriteError: Int32 = 11
    static let statusReadError: Int32 = 10
    static let svgUnitUser: Int32 = 0
    static let hintMetricsOff: Int32 = 1
    static let hintStyleNone: Int32 = 1
    static let antialiasGray: Int32 = 2
    static let filterGood: Int32 = 1
    static let pangoScale = 1024.0

    /// The libraries, opened once per process, or why they could not be.
    static let shared: Result<PangoCairo, RenderError> = {
        do throws(RenderError) {
            return .success(try PangoCairo())
        } catch {
            return .failure(error)
        }
    }()

    /// The calling thread's lock, held while drawing with the thread's font map: uses of one thread's Pango
    /// state are serialized (a measurer made on it and used elsewhere takes this lock), while threads drawing
    /// their own pictures do not wait for each other.
    static var lock: NSRecursiveLock {
        let key = "NibBridgeRender.PangoCairo.lock"
        let storage = Thread.current.threadDictionary
        if let lock = storage[key] as? NSRecursiveLock { return lock }
        let lock = NSRecursiveLock()
        storage[key] = lock
        return lock
    }

    /// The libraries, or the error telling how to install them.
    static func load() throws(RenderError) -> PangoCairo {
        switch shared {
        case .success(let library): return library
        case .failure(let error): throw error
        }
    }

    /// The message given when the libraries are missing.
    static let installHint = "nibbridge render needs Pango and cairo: apt-get install libpangocairo-1.0-0"

    private init() throws(RenderError) {
        // Linux sonames first; then what Homebrew installs on macOS (found by name in /usr/local/lib, or in
        // /opt/homebrew/lib on Apple silicon, which dyld does not search by default).
        func names(_ linux: String, _ mac: String) -> [String] { [linux, mac, "/opt/homebrew/lib/" + mac] }
        let cairo = try PangoCairo.open(names("libcairo.so.2", "libcairo.2.dylib"))
        let pango = try PangoCairo.open(names("libpango-1.0.so.0", "libpango-1.0.0.dylib"))
        let pangoCairo = try PangoCairo.open(names("libpangocairo-1.0.so.0", "libpangocairo-1.0.0.dylib"))
        let gobject = try PangoCairo.open(names("libgobject-2.0.so.0", "libgobject-2.0.0.dylib"))
        func symbol<T>(_ library: UnsafeMutableRawPointer, _ name: String, as type: T.Type = T.self) throws(RenderError)
            -> T
        {
            guard let pointer = dlsym(library, name) else {
                throw RenderError.backendUnavailable("\(PangoCairo.installHint) (missing symbol \(name))")
            }
            return unsafeBitCast(pointer, to: type)
        }
        imageSurfaceCreate = try symbol(cairo, "cairo_image_surface_create")
        imageSurfaceCreateFromPNG = try symbol(cairo, "cairo_image_surface_create_from_png")
        imageSurfaceCreateFromPNGStream = try symbol(cairo, "cairo_image_surface_create_from_png_stream")
        imageSurfaceGetWidth = try symbol(cairo, "cairo_image_surface_get_width")
        imageSurfaceGetHeight = try symbol(cairo, "cairo_image_surface_get_height")
        imageSurfaceGetStride = try symbol(cairo, "cairo_image_surface_get_stride")
        imageSurfaceGetData = try symbol(cairo, "cairo_image_surface_get_data")
        imageSurfaceGetFormat = try symbol(cairo, "cairo_image_surface_get_format")
        svgSurfaceCreateForStream = try symbol(cairo, "cairo_svg_surface_create_for_stream")
        svgSurfaceSetDocumentUnit = try? symbol(cairo, "cairo_svg_surface_set_document_unit")  // cairo ≥ 1.16
        surfaceWriteToPNGStream = try symbol(cairo, "cairo_surface_write_to_png_stream")
        surfaceStatus = try symbol(cairo, "cairo_surface_status")
        surfaceFlush = try symbol(cairo, "cairo_surface_flush")
        surfaceFinish = try symbol(cairo, "cairo_surface_finish")
        surfaceDestroy = try symbol(cairo, "cairo_surface_destroy")
        create = try symbol(cairo, "cairo_create")
        destroy = try symbol(cairo, "cairo_destroy")
        status = try symbol(cairo, "cairo_status")
        save = try symbol(cairo, "cairo_save")
        restore = try symbol(cairo, "cairo_restore")
        translate = try symbol(cairo, "cairo_translate")
        scale = try symbol(cairo, "cairo_scale")
        rotate = try symbol(cairo, "cairo_rotate")
        transform = try symbol(cairo, "cairo_transform")
        newPath = try symbol(cairo, "cairo_new_path")
        newSubPath = try symbol(cairo, "cairo_new_sub_path")
        closePath = try symbol(cairo, "cairo_close_path")
        moveTo = try symbol(cairo, "cairo_move_to")
        lineTo = try symbol(cairo, "cairo_line_to")
        curveTo = try symbol(cairo, "cairo_curve_to")
        arc = try symbol(cairo, "cairo_arc")
        rectangle = try symbol(cairo, "cairo_rectangle")
        setSourceRGBA = try symbol(cairo, "cairo_set_source_rgba")
        setSourceSurface = try symbol(cairo, "cairo_set_source_surface")
        setLineWidth = try symbol(cairo, "cairo_set_line_width")
        setDash = try symbol(cairo, "cairo_set_dash")
        fill = try symbol(cairo, "cairo_fill")
        fillPreserve = try symbol(cairo, "cairo_fill_preserve")
        stroke = try symbol(cairo, "cairo_stroke")
        clip = try symbol(cairo, "cairo_clip")
        paint = try symbol(cairo, "cairo_paint")
        paintWithAlpha = try symbol(cairo, "cairo_paint_with_alpha")
        pushGroup = try symbol(cairo, "cairo_push_group")
        popGroupToSource = try symbol(cairo, "cairo_pop_group_to_source")
        getSource = try symbol(cairo, "cairo_get_source")
        patternSetFilter = try symbol(cairo, "cairo_pattern_set_filter")
        fontOptionsCreate = try symbol(cairo, "cairo_font_options_create")
        fontOptionsDestroy = try symbol(cairo, "cairo_font_options_destroy")
        fontOptionsSetHintMetrics = try symbol(cairo, "cairo_font_options_set_hint_metrics")
        fontOptionsSetHintStyle = try symbol(cairo, "cairo_font_options_set_hint_style")
        fontOptionsSetAntialias = try symbol(cairo, "cairo_font_options_set_antialias")
        setFontOptions = try symbol(cairo, "cairo_set_font_options")
        createLayout = try symbol(pangoCairo, "pango_cairo_create_layout")
        updateLayout = try symbol(pangoCairo, "pango_cairo_update_layout")
        showLayout = try symbol(pangoCairo, "pango_cairo_show_layout")
        layoutSetText = try symbol(pango, "pango_layout_set_text")
        layoutSetFontDescription = try symbol(pango, "pango_layout_set_font_description")
        layoutSetWidth = try symbol(pango, "pango_layout_set_width")
        layoutSetHeight = try symbol(pango, "pango_layout_set_height")
        layoutSetWrap = try symbol(pango, "pango_layout_set_wrap")
        layoutSetEllipsize = try symbol(pango, "pango_layout_set_ellipsize")
        layoutSetAlignment = try symbol(pango, "pango_layout_set_alignment")
        layoutSetSingleParagraphMode = try symbol(pango, "pango_layout_set_single_paragraph_mode")
        layoutGetPixelSize = try symbol(pango, "pango_layout_get_pixel_size")
        layoutGetSize = try symbol(pango, "pango_layout_get_size")
        layoutGetBaseline = try symbol(pango, "pango_layout_get_baseline")
        layoutGetLineCount = try symbol(pango, "pango_layout_get_line_count")
        layoutGetContext = try symbol(pango, "pango_layout_get_context")
        layoutContextChanged = try symbol(pango, "pango_layout_context_changed")
        layoutNew = try symbol(pango, "pango_layout_new")
        fontMapGetDefault = try symbol(pangoCairo, "pango_cairo_font_map_get_default")
        fontMapCreateContext = try symbol(pango, "pango_font_map_create_context")
        updateContext = try symbol(pangoCairo, "pango_cairo_update_context")
        contextSetMatrix = try symbol(pango, "pango_context_set_matrix")
        fontDescriptionFromString = try symbol(pango, "pango_font_description_from_string")
        fontDescriptionFree = try symbol(pango, "pango_font_description_free")
        fontDescriptionSetAbsoluteSize = try symbol(pango, "pango_font_description_set_absolute_size")
        fontDescriptionSetWeight = try symbol(pango, "pango_font_description_set_weight")
        objectRef = try symbol(gobject, "g_object_ref")
        objectUnref = try symbol(gobject, "g_object_unref")
    }

    /// Opens the first library of a list of names that loads.
    private static func open(_ names: [String]) throws(RenderError) -> UnsafeMutableRawPointer {
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return handle }
        }
        throw RenderError.backendUnavailable("\(installHint) (could not load \(names[0]))")
    }
}
