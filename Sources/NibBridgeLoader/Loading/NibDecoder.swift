public import NibBridgeDocument
import NibBridge

/// Decodes one instantiation of a nib: the portable counterpart of UIKit's nib decoder.
///
/// References by id decode their object on demand (as a keyed unarchiver does); an object still being
/// decoded is returned as is, so a placeholder's own constraints refer to the placeholder. The only
/// substitution is UIKit's: the object `awakeAfter(using:)` returns replaces the one being decoded, for
/// every reference decoded later (`NSObject.awakeAfter(using:)`'s documented contract); nothing else can
/// repoint references already made (UIKit's `UINibDecoder` raises "This coder only supports replacing the
/// object currently being decoded" for any other object).
public final class NibDecoder {
    /// The nib being instantiated.
    public let nib: CompiledNib
    /// The loader (registry, locator, cache) this decoder belongs to.
    public let loader: NibLoader
    let owner: LiveObject?
    let collector: DiagnosticCollector
    /// The placeholder ids under which this nib is being loaded (see ``LiveObject/scope``).
    public let scope: String?
    var decoded: [Int: LiveObject] = [:]
    var inProgress: [Int: LiveObject] = [:]
    /// Replaced objects (kept alive while the nib loads, so that their identifiers are not reused by new
    /// objects, which would then resolve to another object's replacement) and what replaced them.
    var replacements: [ObjectIdentifier: (old: LiveObject, new: LiveObject)] = [:]
    var decodeOrder: [Int] = []

    /// The size-class traits the nib is decoded for (see ``CompiledNib/specialized(for:)``).
    public let traits: SizeClassTraits

    /// Creates a decoder of a nib under traits: by default those it was specialized for, else those of the
    /// device its document is designed on.
    init(
        nib: CompiledNib, loader: NibLoader, owner: LiveObject?, collector: DiagnosticCollector, scope: String?,
        traits: SizeClassTraits? = nil
    ) {
        let traits = traits ?? nib.specializedTraits ?? nib.designTraits
        self.traits = traits
        self.scope = scope
        self.nib = nib.specialized(for: traits)
        self.loader = loader
        self.owner = owner
        self.collector = collector
    }

    /// Makes later references to `old`, the object just decoded, resolve to `new`, what its
    /// `awakeAfter(using:)` returned.
    func replaceObject(_ old: LiveObject, with new: LiveObject) {
        guard old !== new else { return }
        replacements[ObjectIdentifier(old)] = (old, new)
    }

    /// The object an object stands for after replacements.
    public func resolve(_ object: LiveObject) -> LiveObject {
        var current = object
        var steps = 0
        while let next = replacements[ObjectIdentifier(current)]?.new, steps < 64 {
            current = next
            steps += 1
        }
        return current
    }

    /// The object with a document id, decoding it if needed.
    public func object(forID id: String) -> LiveObject? {
        guard let index = nib.indexByID[id] else { return nil }
        return decodeObject(index)
    }

    /// Reports a diagnostic.
    public func emit(_ diagnostic: Diagnostic) { collector.emit(diagnostic) }

    /// Decodes the object of an element (once), runs `awakeAfter(using:)`, and returns the result.
    @discardableResult
    func decodeObject(_ index: Int) -> LiveObject {
        if let object = decoded[index] { return resolve(object) }
        if let object = inProgress[index] { return object }
        let element = nib[index]
        let object = instantiate(element)
        if NibDecoder.isProxy(element) {
            // A proxy for an object that exists outside the nib (File's Owner, First Responder, AppKit's
            // Application): it is not decoded from the nib and not sent `awakeAfter(using:)`. When the owner
            // is a placeholder view being bridged, decoding it would add the proxy's attributes to its state
            // and make the bridge take it for its nib's root (and so never give it the nib's content).
            decoded[index] = object
            decodeOrder.append(index)
            return object
        }
        inProgress[index] = object
        switch object {
        case let view as LiveView: decodeView(index, view)
        case let constraint as LiveConstraint: decodeConstraint(index, constraint)
        case let controller as LiveViewController: decodeController(index, controller)
        default: object.nestedObjects = decodeNestedObjects(of: index)
        }
        inProgress[index] = nil
        var result = object
        do {
            result = try object.awakeAfter(using: self)
        } catch {
            emit(error)
        }
        replaceObject(object, with: result)
        decoded[index] = result
        decodeOrder.append(index)
        return result
    }

    /// Whether an element stands for an object outside the nib: UIKit's `<placeholder>`, or AppKit's
    /// `<customObject>` with a negative id (-1 First Responder, -2 File's Owner, -3 Application).
    static func isProxy(_ element: CompiledNib.Element) -> Bool {
        element.name == "placeholder"
            || (element.name == "customObject" && (element.attributes["id"] ?? "").hasPrefix("-"))
    }

    private func instantiate(_ element: CompiledNib.Element) -> LiveObject {
        let isFilesOwner =
            element.attributes["placeholderIdentifier"] == "IBFilesOwner"
            || (element.name == "customObject" && element.attributes["id"] == IBObject.appKitFilesOwnerID)
        if isFilesOwner, let owner { return owner }
        if element.name == "placeholder" {
            let object = LiveObject(className: element.attributes["customClass"] ?? "NSObject")
            object.elementName = element.name
            object.documentID = element.attributes["id"]
            return object
        }
        let customClass = element.attributes["customClass"]
        let (type, known) = loader.registry.liveClass(
            element: element.name, customClass: customClass, module: element.attributes["customModule"],
            platform: nib.platform)
        if !known, let customClass, loader.registry.unknownClassPolicy == .warn {
            emit(
                Diagnostic(
                    .warning, "Unknown class \(customClass) in Interface Builder file.", at: element.location,
                    rule: "unknown-class"))
        }
        let base =
            nib.platform == .cocoa
            ? IBClassNames.appKitClass(forElement: element.name) : IBClassNames.uiKitClass(forElement: element.name)
        let object = type.init(className: customClass ?? base ?? element.name)
        object.elementName = element.name
        object.documentID = element.attributes["id"]
        object.documentPath = nib.path
        object.scope = scope
        return object
    }

    /// Every decoded object by document id, after replacements; when a malformed document repeats an id,
    /// the first object in document order keeps it (whatever order the objects were decoded in).
    func objectsByID() -> [String: LiveObject] {
        var result: [String: LiveObject] = [:]
        for (index, object) in decoded.sorted(by: { $0.key > $1.key }) {
            if let id = nib[index].attributes["id"] { result[id] = resolve(object) }
        }
        return result
    }
}
