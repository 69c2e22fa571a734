/// A storyboard scene: a view controller (or other top-level object) with its placeholders.
public struct IBScene {
    private enum XML {
        static let sceneID = "sceneID"
        static let objects = "objects"
        static let canvasLocation = "canvasLocation"
    }

    /// The document the scene belongs to.
    public let document: IBDocument
    /// The `<scene>` element.
    public let node: XMLNodeID

    /// Creates a scene accessor.
    public init(document: IBDocument, node: XMLNodeID) {
        self.document = document
        self.node = node
    }

    /// The scene's id.
    public var sceneID: String? { document.tree.attribute(XML.sceneID, of: node) }

    /// The objects of the scene, in document order (view controller, placeholders, extra objects).
    public var objects: [IBObject] {
        guard let objects = document.tree.firstElement(of: node, named: XML.objects) else { return [] }
        return document.tree.elements(of: objects).map { IBObject(document: document, node: $0) }
    }

    /// The scene's main object: the first object that is not a placeholder.
    public var mainObject: IBObject? { objects.first { !$0.isPlaceholder } }

    /// The title Xcode shows, from the comment before the scene (`<!--Title-->`), if any.
    public var title: String? {
        let tree = document.tree
        guard let parent = tree.parent(of: node) else { return nil }
        var previous: XMLNodeID?
        for child in tree.children(of: parent) {
            if child == node { break }
            if tree.kind(of: child) == .comment {
                previous = child
            } else if tree.kind(of: child) == .element {
                previous = nil
            }
        }
        return previous.map { tree.text(of: $0) }
    }

    /// Where the scene sits on the storyboard canvas.
    public var canvasLocation: IBPoint? {
        document.tree.firstElement(of: node, named: "point", key: XML.canvasLocation).map {
            IBPoint(
                x: Double(document.tree.attribute("x", of: $0) ?? "") ?? 0,
                y: Double(document.tree.attribute("y", of: $0) ?? "") ?? 0
            )
        }
    }
}
