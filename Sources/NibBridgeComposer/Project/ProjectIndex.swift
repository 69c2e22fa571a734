public import NibBridgeDocument
public import NibBridgeLoader

/// The documents of a project and the nibs its bridged classes come from.
public struct ProjectIndex: Sendable {
    /// The project root searched for nibs.
    public let root: String
    /// The nibs under the root by name: the root is walked when a name is first looked up, and a nib's
    /// framework read when first asked for (``NibIndex``).
    public let locator: NibIndex
    /// Which classes are bridged.
    public let selection: BridgeSelection

    /// Indexes the nibs under a root.
    public init(root: String, selection: BridgeSelection = BridgeSelection()) {
        self.root = root
        self.locator = NibIndex(root: root)
        self.selection = selection
    }

    /// A path relative to the project root (unchanged when outside it).
    public func relativePath(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The nib path for a bridged class, of `framework` when one is given (a placeholder's), or `nil` when
    /// the class is not bridged or has no such nib.
    public func nibPath(forClass className: String, framework: NibFramework? = nil) -> String? {
        nibCandidates(forClass: className, framework: framework).first
    }

    /// Every candidate nib file for a class name, of `framework` when one is given (several mean an
    /// ambiguous choice).
    public func nibCandidates(forClass className: String, framework: NibFramework? = nil) -> [String] {
        guard selection.isBridged(className) else { return [] }
        return locator.candidates(forNibNamed: className, location: .classBundle, framework: framework)
    }

    /// The placeholders of a document: views whose custom class is bridged, except those the runtime keeps
    /// as they are because the innermost nib being loaded is their class's, and those a composition already
    /// replaced: a view carrying the `nibBridgeComposedFrom` mark is a nib's content (or a placeholder
    /// kept on purpose), and so is everything inside it, so composing composed output changes nothing.
    ///
    /// - Parameter loadingClass: the class the document is loaded for when it is a nib inlined for a
    ///   placeholder: every view of that class is kept. When `nil` (the document is loaded directly), the
    ///   nib's own top-level views of its class, and everything inside them, are loaded under that class.
    public func placeholders(in document: IBDocument, loadingClass: String? = nil) -> [IBView] {
        placeholders(in: document, loadingClass: loadingClass, classed: ProjectIndex.customClassElements(of: document))
    }

    /// The placeholders among elements with a custom class (``customClassElements(of:)``), for a document of
    /// `framework` (read from the document when `nil`).
    func placeholders(
        in document: IBDocument, loadingClass: String? = nil, classed: [(element: XMLNodeID, className: String)],
        framework: NibFramework? = nil
    ) -> [IBView] {
        let framework = framework ?? NibFramework(document.platform)
        let ownClass = document.kind == .xib ? ProjectNibLocator.nibName(ofPath: document.path) : nil
        var keptRoots: Set<XMLNodeID> = []
        if loadingClass == nil, let ownClass {
            keptRoots = Set(document.topLevelObjects.filter { $0.customClass == ownClass }.map(\.node))
        }
        let tree = document.tree
        // Cheap tests first: most custom classes have no nib of their name; the nib's framework, read from its
        // file, is asked for last, for the views that would be placeholders if it is the document's.
        let named = locator.candidates
        let candidates = classed.filter { element, customClass in
            customClass != loadingClass && named[customClass] != nil && selection.isBridged(customClass)
        }
        return candidates.compactMap { IBObject(document: document, node: $0.element).asView }.filter { view in
            let kept = view.object.customClass == ownClass ? keptRoots : []
            var current: XMLNodeID? = view.node
            while let node = current {
                if kept.contains(node) || tree.attribute(CompiledNib.composedFromAttribute, of: node) != nil {
                    return false
                }
                current = tree.parent(of: node)
            }
            return nibPath(forClass: view.object.customClass ?? "", framework: framework) != nil
        }
    }

    /// The elements below a document's root that have a custom class, with it, in document order: read in
    /// one pass over the attributes, without building the elements' objects.
    public static func customClassElements(of document: IBDocument) -> [(element: XMLNodeID, className: String)] {
        let root = document.rootElement
        return document.attributes(named: ProjectIndex.customClassName).compactMap { attribute in
            attribute.element == root ? nil : (attribute.element, attribute.value)
        }
    }

    /// The attribute naming a custom class.
    static let customClassName = IBAttributeNames(["customClass"])

    /// Whether a view holds content of its own in its document: subviews, or a content view (a cell's) that
    /// holds subviews. In a document the app loads itself, the runtime takes such a view for the root of its
    /// own nib, not for a placeholder (`PlaceholderDetection.loadingStack`), and so does composition.
    public static func holdsContent(_ view: IBView) -> Bool {
        if !view.subviews.isEmpty { return true }
        let tree = view.document.tree
        return tree.elements(of: view.node).contains { child in
            tree.attribute("key", of: child) == "contentView"
                && !IBView(document: view.document, node: child).subviews.isEmpty
        }
    }
}
