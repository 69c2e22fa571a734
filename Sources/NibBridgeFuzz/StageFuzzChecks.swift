internal import Foundation
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import NibBridgeRender

/// The stage a fuzzing process checks, from `NIBBRIDGE_FUZZ_STAGE` (`reader` when unset).
enum FuzzStage: String, CaseIterable {
    case reader, compose, load, render

    /// This process's stage; an unknown name ends the process before any input is run.
    static let current: FuzzStage = {
        let name = ProcessInfo.processInfo.environment["NIBBRIDGE_FUZZ_STAGE"] ?? "reader"
        guard let stage = FuzzStage(rawValue: name) else {
            FileHandle.standardError.write(
                Data("NIBBRIDGE_FUZZ_STAGE=\(name): expected one of reader, compose, load, render\n".utf8))
            exit(64)
        }
        return stage
    }()

    /// Runs the stage's checks on one input; returns whether the input was read as a document.
    @discardableResult
    func run(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .reader: return ReaderFuzzCheck.run(bytes)
        case .compose: return ComposeFuzzCheck.run(bytes)
        case .load: return LoadFuzzCheck.run(bytes)
        case .render: return RenderFuzzCheck.run(bytes)
        }
    }
}

/// Composition of any document against the fuzz project's nibs (``FuzzProject``).
///
/// 1. Composing never traps, whatever the document.
/// 2. The composed document's bytes read back as a document, and that document written again is
///    byte-identical to them (the composer writes only what the reader reads losslessly).
enum ComposeFuzzCheck {
    /// The project index over the two fixed nibs, built once.
    static let index = ProjectIndex(root: FuzzProject.shared.nibRoot)

    static func run(_ bytes: [UInt8]) -> Bool {
        // Only the document's kind is taken from its name; composition reads nothing from this path.
        guard let probe = try? IBDocument(bytes: bytes, path: "fuzz.xib") else { return false }
        let path = FuzzProject.shared.inputFolder + "/" + FuzzProject.fileName("Fuzz", kind: probe.kind)
        guard let document = try? IBDocument(bytes: bytes, path: path) else {
            fatalError("a document that was read once cannot be read again")
        }
        // A composer per input: its cache of composed nibs must not carry state from one input to the next.
        let result = Composer(index: index).compose(document)
        let composed = result.document.serialized()
        let reread: IBDocument
        do {
            reread = try IBDocument(bytes: composed, path: path)
        } catch {
            fatalError(
                "the composed document (\(result.replacedCount) placeholders replaced) does not read back: \(error)")
        }
        let again = reread.serialized()
        if again != composed {
            let offset =
                zip(again, composed).enumerated().first { $1.0 != $1.1 }?.offset ?? min(again.count, composed.count)
            fatalError(
                "the composed document does not round-trip: differs at byte \(offset), \(composed.count) bytes written, \(again.count) read back"
            )
        }
        return true
    }
}

/// Loading any document with convention bridging against the fuzz project's nibs, then laying out
/// every top-level view, every controller's view and every window's content view.
///
/// 1. Loading (decoding, bridging, connecting, runtime attributes, awakeFromNib) never traps.
/// 2. Layout never traps, and the live tree's text and JSON reports can be made.
enum LoadFuzzCheck {
    static func run(_ bytes: [UInt8]) -> Bool {
        guard let probe = try? IBDocument(bytes: bytes, path: "fuzz.xib") else { return false }
        // The layout engine looks constraints and attributes up by the document's path, through a cache:
        // the input is written to a fixed path and each input gets a fresh cache.
        let path = FuzzProject.shared.write(bytes, named: FuzzProject.fileName("Fuzz", kind: probe.kind))
        defer { FuzzProject.shared.remove(path) }
        guard let document = try? IBDocument(bytes: bytes, path: path) else {
            fatalError("a document that was read once cannot be read again")
        }
        let loader = FuzzProject.shared.loader(for: NibFramework(document.platform))
        let loaded = loader.instantiate(
            CompiledNib(document: document), scene: nil, owner: nil, collector: DiagnosticCollector())
        let tree = LiveTree(loaded: loaded, scene: nil)
        _ = tree.renderedText()
        _ = LiveTree.renderedJSON([tree])
        let engine = LayoutEngine(intrinsicSizes: StoredFrameIntrinsicSizes(), cache: NibCache())
        var roots: [LiveView] = []
        var seen: Set<ObjectIdentifier> = []
        func add(_ view: LiveView?) {
            if let view, seen.insert(ObjectIdentifier(view)).inserted { roots.append(view) }
        }
        for object in loaded.topLevelObjects {
            add(object as? LiveView)
            add((object as? LiveViewController)?.view)
            add(object.windowContentView)
        }
        for id in loaded.objectsByID.keys.sorted() {
            let object = loaded.objectsByID[id]
            add((object as? LiveViewController)?.view)
            add(object?.windowContentView)
        }
        for root in roots {
            _ = engine.layout(root)
            _ = engine.layout(root, size: LayoutSize(width: 390, height: 844))
        }
        return true
    }
}

/// Rendering every drawable object of any document to SVG in memory, as `nibbridge render` draws a
/// folder of pictures (``RenderRun/pictures(document:root:scene:object:options:all:)``).
///
/// 1. Rendering never traps.
/// 2. Every SVG picture is well-formed XML (the XML reader parses it).
///
/// The renderer reads the document through the process-wide ``NibCache``, which keeps every path it
/// has read: each input is written to a path of its own (removed after the rendering), so the cache grows
/// by one compiled document per input read.
enum RenderFuzzCheck {
    nonisolated(unsafe) static var count = 0

    static func run(_ bytes: [UInt8]) -> Bool {
        guard let probe = try? IBDocument(bytes: bytes, path: "fuzz.xib") else { return false }
        count += 1
        let path = FuzzProject.shared.write(bytes, named: FuzzProject.fileName("Render-\(count)", kind: probe.kind))
        defer { FuzzProject.shared.remove(path) }
        let (pictures, _) = RenderRun.pictures(
            document: path, root: FuzzProject.shared.nibRoot, options: RenderOptions(format: .svg), all: true)
        for picture in pictures {
            do {
                _ = try XMLTree(parsing: picture.picture.bytes)
            } catch {
                fatalError(
                    "the SVG of \(picture.object ?? "?") is not well-formed XML: \(error.message) at \(error.offset)")
            }
        }
        return true
    }
}
