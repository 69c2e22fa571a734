/// The object tree of one document, as `ibtool --hierarchy` shows it: ids, classes, frames and
/// constraint counts.
public struct DocumentHierarchy: Sendable, Hashable, Codable {
    /// The document's path.
    public var path: String
    /// `xib` or `storyboard`.
    public var kind: IBDocumentKind
    /// The target runtime, such as `iOS.CocoaTouch`.
    public var targetRuntime: String?
    /// The Xcode tools version that saved the document.
    public var toolsVersion: String?
    /// The scenes of a storyboard (empty for a xib).
    public var scenes: [Scene]
    /// The top-level objects of a xib (empty for a storyboard).
    public var objects: [Node]

    /// A storyboard scene.
    public struct Scene: Sendable, Hashable, Codable {
        /// The scene's id.
        public var sceneID: String?
        /// The title IB shows for the scene.
        public var title: String?
        /// The scene's objects.
        public var objects: [Node]
    }

    /// One object and the objects below it.
    public struct Node: Sendable, Hashable, Codable {
        /// The element name (`view`, `label`, `viewController`).
        public var element: String
        /// The object's id.
        public var id: String?
        /// The class that is instantiated (custom class or framework class).
        public var className: String
        /// The custom class, when set.
        public var customClass: String?
        /// The custom class's module, when set.
        public var customModule: String?
        /// The key under which the parent holds the object.
        public var key: String?
        /// The label shown in IB's outline.
        public var userLabel: String?
        /// The saved frame of a view (`nil` when its coordinates are not all finite numbers).
        public var frame: IBRect?
        /// How many constraints the object's `<constraints>` holds.
        public var constraintCount: Int
        /// The objects below this one.
        public var children: [Node]
    }
}

extension DocumentHierarchy {
    /// Builds the hierarchy of a document.
    public init(document: IBDocument) {
        let header = document.header
        path = document.path
        kind = document.kind
        targetRuntime = header.targetRuntime
        toolsVersion = header.toolsVersion
        scenes = document.scenes.map { scene in
            Scene(sceneID: scene.sceneID, title: scene.title, objects: scene.objects.map(Node.init(object:)))
        }
        objects = document.topLevelObjects.map(Node.init(object:))
    }
}

extension DocumentHierarchy.Node {
    /// Builds the node of an object and, recursively, of the objects below it.
    public init(object: IBObject) {
        element = object.elementName
        id = object.id
        className = object.className
        customClass = object.customClass
        customModule = object.customModule
        key = object.key
        userLabel = object.userLabel
        let view = object.asView
        // A frame with a non-finite coordinate is no frame (it is reported by the commands, not written).
        frame = view?.frame.flatMap { $0.isFinite ? $0 : nil }
        constraintCount = view?.constraints.count ?? 0
        children = object.childObjects.map(DocumentHierarchy.Node.init(object:))
    }
}
