public import NibBridgeDocument
public import NibBridgeLoader

/// The documents of a project and the nibs its bridged classes come from.
public struct ProjectIndex: Sendable {
    /// The project root searched for nibs.
    public let root: String
    /// The nib locator over the root.
    public let locator: ProjectNibLocator
    /// Which classes are bridged.
    public let selection: BridgeSelection

    /// Indexes the nibs under a root.
    public init(root: String, selection: BridgeSelection = BridgeSelection()) {
        self.root = root
        self.locator = ProjectNibLocator(root: root)
        self.selection = selection
    }

    /// A path relative to the project root (unchanged when outside it).
    public func relativePath(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The nib path for a bridged class, or `nil` when the class is not bridged or has no nib.
    public func nibPath(forClass className: String) -> String? {
        guard selection.isBridged(className) else { return nil }
        return locator.path(forNibNamed: className, location: .classBundle)
    }

    /// Every candidate nib file for a class name (several mean an ambiguous choice).
    public func nibCandidates(forClass className: String) -> [String] {
        selection.isBridged(className) ? locator.candidates[className] ?? [] : []
    }

    /// The placeholders of a document: views whose custom class is bridged, except views of a nib's own
    /// class inside that nib (the runtime keeps those as they are: its loading stack names that class).
    public func placeholders(in document: IBDocument) -> [IBView] {
        let ownClass = document.kind == .xib ? ProjectNibLocator.nibName(ofPath: document.path) : nil
        return document.allViews.filter { view in
            guard let customClass = view.object.customClass, customClass != ownClass else { return false }
            return nibPath(forClass: customClass) != nil
        }
    }
}
