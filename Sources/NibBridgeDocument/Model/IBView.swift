/// A view in a document, with the state Interface Builder writes for it.
public struct IBView {
    private enum XML {
        static let rect = "rect"
        static let frame = "frame"
        static let autoresizingMask = "autoresizingMask"
        static let subviews = "subviews"
        static let constraints = "constraints"
        static let translates = "translatesAutoresizingMaskIntoConstraints"
        static let misplaced = "misplaced"
        static let ambiguous = "ambiguous"
        static let fixedFrame = "fixedFrame"
        static let tag = "tag"
        static let variation = "variation"
    }

    /// The object this view is.
    public let object: IBObject

    /// Creates a view accessor over an element.
    public init(document: IBDocument, node: XMLNodeID) { object = IBObject(document: document, node: node) }

    /// The document the view belongs to.
    public var document: IBDocument { object.document }
    /// The view's element.
    public var node: XMLNodeID { object.node }
    /// The view's id.
    public var id: String? { object.id }
    var tree: XMLTree { object.document.tree }

    /// The value of an attribute of the view's element.
    public func attribute(_ name: String) -> String? { tree.attribute(name, of: node) }

    /// The frame IB saved (`<rect key="frame">`), if any.
    public var frame: IBRect? {
        guard let rect = tree.firstElement(of: node, named: XML.rect, key: XML.frame) else { return nil }
        func value(_ name: String) -> Double { Double(tree.attribute(name, of: rect) ?? "") ?? 0 }
        return IBRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
    }

    /// The autoresizing mask, if IB wrote one.
    public var autoresizingMask: IBAutoresizingMask? {
        guard let element = tree.firstElement(of: node, named: XML.autoresizingMask, key: XML.autoresizingMask) else {
            return nil
        }
        var mask: IBAutoresizingMask = []
        for (name, bit) in IBAutoresizingMask.xmlAttributes where tree.attribute(name, of: element) == "YES" {
            mask.insert(bit)
        }
        return mask
    }

    /// Whether the autoresizing mask is turned into constraints (IB writes `NO` only).
    public var translatesAutoresizingMaskIntoConstraints: Bool { attribute(XML.translates) != "NO" }
    /// Whether IB marked the frame as not matching the constraints.
    public var isMisplaced: Bool { attribute(XML.misplaced) == "YES" }
    /// Whether IB marked the layout as ambiguous.
    public var isAmbiguous: Bool { attribute(XML.ambiguous) == "YES" }
    /// The view's tag (0 when unset).
    public var tag: Int { Int(attribute(XML.tag) ?? "") ?? 0 }

    /// The direct subviews, in order (back to front).
    public var subviews: [IBView] {
        guard let container = tree.firstElement(of: node, named: XML.subviews) else { return [] }
        return tree.elements(of: container).map { IBView(document: document, node: $0) }
    }

    /// The constraints held by this view (`<constraints>`), whatever items they relate.
    public var constraints: [IBConstraint] {
        guard let container = tree.firstElement(of: node, named: XML.constraints) else { return [] }
        return tree.elements(of: container, named: "constraint").map { IBConstraint(document: document, node: $0) }
    }

    /// The view that holds this one in its `subviews`, if any.
    public var superview: IBView? {
        guard let container = tree.parent(of: node), tree.nameEquals(container, XML.subviews),
            let owner = tree.parent(of: container)
        else { return nil }
        return IBView(document: document, node: owner)
    }

    /// The size-class variations written on the view.
    public var variations: [IBVariation] {
        tree.elements(of: node, named: XML.variation).map { IBVariation(document: document, node: $0) }
    }
}
