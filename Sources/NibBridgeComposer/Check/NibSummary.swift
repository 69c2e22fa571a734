public import NibBridgeDocument
import NibBridgeLoader

/// What the checks need to know about a nib, read once per file per run.
public struct NibSummary: Sendable {
    /// A top-level view of the nib.
    public struct TopLevelView: Sendable {
        /// Its custom class, if any.
        public var customClass: String?
        /// Its custom module, if any.
        public var customModule: String?
        /// Where it is.
        public var location: SourceLocation?
        /// Its required `width`/`height` constants, by attribute.
        public var requiredSizes: [String: Double]
    }

    /// The nib's path.
    public var path: String
    /// The top-level views.
    public var views: [TopLevelView]
    /// The File's Owner's custom class, if set.
    public var filesOwnerClass: String?
    /// Where each File's Owner outlet is.
    public var filesOwnerOutlets: [SourceLocation]
    /// Custom classes of the views inside the nib (candidate placeholders), with their locations.
    public var embeddedClasses: [(className: String, location: SourceLocation?)]

    /// Summarizes a nib document.
    public init(document: IBDocument) {
        path = document.path
        let objects = document.topLevelObjects
        views = objects.compactMap(\.asView).map { view in
            TopLevelView(
                customClass: view.object.customClass, customModule: view.object.customModule,
                location: view.object.location, requiredSizes: NibSummary.requiredSizes(of: view))
        }
        let owner = objects.first(where: \.isFilesOwner)
        filesOwnerClass = owner?.customClass
        filesOwnerOutlets =
            owner?.connections.filter { $0.kind == .outlet || $0.kind == .outletCollection }
            .compactMap(\.location) ?? []
        let roots = Set(objects.map(\.node))
        embeddedClasses = ProjectIndex.customClassElements(of: document).compactMap { element, customClass in
            guard !roots.contains(element), IBObject(document: document, node: element).asView != nil else {
                return nil
            }
            return (customClass, document.location(of: element))
        }
    }

    /// Required constant `width` and `height` constraints a view holds on itself.
    public static func requiredSizes(of view: IBView) -> [String: Double] {
        var sizes: [String: Double] = [:]
        for constraint in view.constraints
        where constraint.secondAttribute == nil && constraint.priority >= 1000 && constraint.relation == "equal"
            && constraint.firstItem == view.id && ["width", "height"].contains(constraint.firstAttribute)
            && !constraint.isPlaceholder
        {
            sizes[constraint.firstAttribute] = constraint.constant
        }
        return sizes
    }
}

/// Reads each nib once per run, from any thread.
final class NibSummaryCache: Sendable {
    private let entries = LockedValue<[String: Result<NibSummary, Diagnostic>]>([:])

    func summary(atPath path: String) -> Result<NibSummary, Diagnostic> {
        if let cached = entries.withLock({ $0[path] }) { return cached }
        let result: Result<NibSummary, Diagnostic>
        do {
            result = .success(NibSummary(document: try IBDocument(contentsOfFile: path)))
        } catch {
            result = .failure(error)
        }
        return entries.withLock { entries in
            if let existing = entries[path] { return existing }
            entries[path] = result
            return result
        }
    }
}
