public import NibBridgeDocument
import NibBridge

/// Loads documents into live objects the way UIKit's nib loading does, with nib bridging plugged in.
///
/// Order, as in UIKit: objects are decoded depth first (a view's subviews before the constraints its
/// `<constraints>` holds, so constraints in ancestors see views already swapped); each decoded object's
/// `awakeAfter(using:)` may replace it; then outlets, outlet collections and actions are connected; then
/// user-defined runtime attributes are set; `awakeFromNib` is sent last to every object.
public final class NibLoader: Sendable {
    /// The classes for custom class names.
    nonisolated(unsafe) public let registry: ClassRegistry
    /// Where nibs are found by name.
    public let locator: any NibLocating
    /// The compiled-nib cache.
    public let cache: NibCache

    /// Creates a loader. The registry must not be changed while loads run on several threads.
    public init(registry: ClassRegistry = ClassRegistry(), locator: any NibLocating, cache: NibCache = .shared) {
        self.registry = registry
        self.locator = locator
        self.cache = cache
    }

    /// The size-class traits of the load under way on this task or thread: nested (bridged) loads, which
    /// the outer load's decoding starts, are decoded for the same traits, as UIKit gives a nib's views the
    /// trait collection of the screen they are on.
    @TaskLocal public static var traitsInEffect: SizeClassTraits?

    /// Loads a document file (a xib, or one scene of a storyboard, or all its scenes) for size-class traits:
    /// by default those of the device the document is designed on (its stored frames are that device's).
    public func load(
        path: String, scene: String? = nil, owner: LiveObject? = nil, traits: SizeClassTraits? = nil
    ) -> LoadedNib {
        let collector = DiagnosticCollector()
        do {
            let nib = try cache.nib(atPath: path)
            return instantiate(nib, scene: scene, owner: owner, collector: collector, traits: traits)
        } catch {
            collector.emit(error)
            return LoadedNib(path: path, topLevelObjects: [], objectsByID: [:], diagnostics: collector.diagnostics)
        }
    }

    /// Instantiates a compiled nib, reporting into a collector shared with nested (bridged) loads.
    ///
    /// The traits are, in order: `traits`, those of the load this one is nested in
    /// (``traitsInEffect``), those the nib was specialized for, those of its document's device.
    public func instantiate(
        _ nib: CompiledNib, scene: String?, owner: LiveObject?, collector: DiagnosticCollector, scope: String? = nil,
        traits: SizeClassTraits? = nil
    ) -> LoadedNib {
        let traits = traits ?? Self.traitsInEffect ?? nib.specializedTraits ?? nib.designTraits
        return Self.$traitsInEffect.withValue(traits) {
            decode(nib, scene: scene, owner: owner, collector: collector, scope: scope, traits: traits)
        }
    }

    private func decode(
        _ nib: CompiledNib, scene: String?, owner: LiveObject?, collector: DiagnosticCollector, scope: String?,
        traits: SizeClassTraits
    ) -> LoadedNib {
        if let scene, nib.kind == .storyboard, !nib.sceneIDs.contains(scene) {
            collector.emit(Diagnostic(.error, "no scene with id '\(scene)' in \(nib.path)", rule: "load"))
        }
        let decoder = NibDecoder(
            nib: nib, loader: self, owner: owner, collector: collector, scope: scope, traits: traits)
        let nib = decoder.nib
        let roots = nib.topLevelObjects(scene: scene)
        let objects = roots.compactMap { index -> LiveObject? in
            // No loading frame for a load the app starts: UIKit's nib loading knows nothing of the bridge.
            let object = decoder.decodeObject(index)
            // Objects a composition brought from an inlined nib (its gesture recognizers, menus, custom objects) are
            // not the document's own top level: the nested load returns them to the bridge. A view with the mark is
            // a top-level placeholder's replacement, which UIKit's load returns in the placeholder's place.
            let inlined = nib[index].attributes[CompiledNib.composedFromAttribute] != nil && !(object is LiveView)
            // Placeholders (UIKit's <placeholder>, AppKit's negative ids: File's Owner, First Responder,
            // Application) are not among the top-level objects a nib returns.
            let placeholder = nib[index].name == "placeholder" || (nib[index].attributes["id"] ?? "").hasPrefix("-")
            return placeholder || inlined ? nil : object
        }
        decoder.connect()
        decoder.applyRuntimeAttributes()
        decoder.sendAwakeFromNib()
        return LoadedNib(
            path: nib.path,
            topLevelObjects: objects,
            objectsByID: decoder.objectsByID(),
            diagnostics: collector.diagnostics,
            traits: traits
        )
    }
}

/// The result of loading a document.
public struct LoadedNib {
    /// The document's path.
    public var path: String
    /// The top-level objects (placeholders excluded), as `instantiate(withOwner:)` returns them.
    public var topLevelObjects: [LiveObject]
    /// Every decoded object by document id, after replacements.
    public var objectsByID: [String: LiveObject]
    /// What went wrong or looked suspicious, including in nested nibs.
    public var diagnostics: [Diagnostic]
    /// The size-class traits the document was loaded for.
    public var traits: SizeClassTraits = .unspecified

    /// The top-level views.
    public var views: [LiveView] { topLevelObjects.compactMap { $0 as? LiveView } }
}
