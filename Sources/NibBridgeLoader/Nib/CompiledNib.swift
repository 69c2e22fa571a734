public import NibBridgeDocument

/// An immutable, thread-safe snapshot of a document, instantiated any number of times: the portable
/// counterpart of a compiled `.nib`.
///
/// Parsing and indexing happen once per file (see ``NibCache``); every instantiation walks this value.
public final class CompiledNib: Sendable {
    /// One element of the document.
    public struct Element: Sendable {
        /// The element name.
        public var name: String
        /// The attributes, decoded.
        public var attributes: [String: String]
        /// The indices of the element children, in order.
        public var children: [Int]
        /// The index of the parent element, or -1 for the root.
        public var parent: Int
        /// Where the element starts in the source file.
        public var location: SourceLocation?
    }

    /// The attribute build-time composition writes on a nib's inlined content, naming the nib.
    public static let composedFromAttribute = "nibBridgeComposedFrom"

    /// The path the document was read from.
    public let path: String
    /// The document's kind.
    public let kind: IBDocumentKind
    /// The document's platform.
    public let platform: IBPlatform
    /// The elements; index 0 is the `<document>` element.
    public let elements: [Element]
    /// Element indices by `id` attribute.
    public let indexByID: [String: Int]
    /// The traits of the device the document is designed on (see
    /// ``NibBridgeDocument/SizeClassTraits/ofDocument(deviceID:orientation:platform:)``).
    public let designTraits: SizeClassTraits
    /// The indices of the elements holding `<variation>` children in the document, in document order.
    let variationOwners: [Int]
    /// The document's own elements, variations included: ``elements`` itself unless specialized (the arrays
    /// share their storage).
    let documentElements: [Element]
    /// The traits this nib was specialized for by ``specialized(for:)``, or `nil` for a document's own nib.
    public let specializedTraits: SizeClassTraits?
    /// The specializations made of a document's own nib, by traits (a specialized nib refers to no other
    /// nib, so the cache can free both).
    let specializations = LockedValue<[SizeClassTraits: CompiledNib]>([:])

    /// Compiles a document.
    public init(document: IBDocument) {
        let tree = document.tree
        var elements: [Element] = []
        var indexByID: [String: Int] = [:]
        func add(_ node: XMLNodeID, parent: Int) -> Int {
            let index = elements.count
            var attributes: [String: String] = [:]
            for (name, value) in tree.attributes(of: node) { attributes[name] = value }
            elements.append(
                Element(
                    name: tree.name(of: node), attributes: attributes, children: [], parent: parent,
                    location: document.location(of: node))
            )
            if let id = attributes["id"], indexByID[id] == nil { indexByID[id] = index }
            let children = tree.elements(of: node).map { add($0, parent: index) }
            elements[index].children = children
            return index
        }
        _ = add(document.rootElement, parent: -1)
        path = document.path
        kind = document.kind
        platform = document.platform
        elements = Self.resolvingFrameInsets(elements)
        self.elements = elements
        self.indexByID = indexByID
        designTraits = document.designTraits
        variationOwners = Array(Set(elements.filter { $0.name == "variation" && $0.parent >= 0 }.map(\.parent)))
            .sorted()
        documentElements = elements
        specializedTraits = nil
    }

    /// A copy with other elements, specialized for traits (see ``specialized(for:)``).
    init(specializing base: CompiledNib, for traits: SizeClassTraits, elements: [Element]) {
        path = base.path
        kind = base.kind
        platform = base.platform
        self.elements = elements
        indexByID = base.indexByID
        designTraits = base.designTraits
        variationOwners = base.variationOwners
        documentElements = base.documentElements
        specializedTraits = traits
    }

    /// The element at an index.
    public subscript(index: Int) -> Element { elements[index] }

    /// The first child of an element with a name and, optionally, a `key`.
    public func child(of index: Int, named name: String, key: String? = nil) -> Int? {
        elements[index].children.first {
            elements[$0].name == name && (key == nil || elements[$0].attributes["key"] == key)
        }
    }

    /// The children of an element with a name.
    public func children(of index: Int, named name: String) -> [Int] {
        elements[index].children.filter { elements[$0].name == name }
    }

    /// The entry points: a xib's top-level objects, or each scene's objects of a storyboard by scene id.
    public func topLevelObjects(scene sceneID: String? = nil) -> [Int] {
        if kind == .xib {
            return child(of: 0, named: "objects").map { elements[$0].children } ?? []
        }
        let scenes = child(of: 0, named: "scenes").map { children(of: $0, named: "scene") } ?? []
        return scenes.filter { sceneID == nil || elements[$0].attributes["sceneID"] == sceneID }.flatMap { scene in
            child(of: scene, named: "objects").map { elements[$0].children } ?? []
        }
    }

    /// The scene ids of a storyboard, in order.
    public var sceneIDs: [String] {
        let scenes = child(of: 0, named: "scenes").map { children(of: $0, named: "scene") } ?? []
        return scenes.compactMap { elements[$0].attributes["sceneID"] }
    }
}
