/// Any object in a document that has an `id`: views, controllers, placeholders, bar items, recognizers.
public struct IBObject {
    private enum XML {
        static let id = "id"
        static let key = "key"
        static let customClass = "customClass"
        static let customModule = "customModule"
        static let customModuleProvider = "customModuleProvider"
        static let userLabel = "userLabel"
        static let placeholder = "placeholder"
        static let placeholderIdentifier = "placeholderIdentifier"
        static let connections = "connections"
        static let runtimeAttributes = "userDefinedRuntimeAttributes"
        static let constraints = "constraints"
        static let skippedContainers: Set<String> = ["connections", "constraints", "userDefinedRuntimeAttributes"]
        static let nonObjects: Set<String> = [
            "constraint", "outlet", "outletCollection", "action", "segue", "include", "exclude", "variation",
            "binding",
        ]
    }

    /// The document the object belongs to.
    public let document: IBDocument
    /// The object's element.
    public let node: XMLNodeID

    /// Creates an object accessor over an element.
    public init(document: IBDocument, node: XMLNodeID) {
        self.document = document
        self.node = node
    }

    var tree: XMLTree { document.tree }

    /// The object's id, unique within the document.
    public var id: String? { tree.attribute(XML.id, of: node) }
    /// The element name, such as `view`, `label` or `viewController`.
    public var elementName: String { tree.name(of: node) }
    /// The `key` under which the parent holds this object (`view`, `contentView`, ...), if any.
    public var key: String? { tree.attribute(XML.key, of: node) }
    /// The custom class set in the identity inspector, if any.
    public var customClass: String? { tree.attribute(XML.customClass, of: node) }
    /// The module of the custom class, if set.
    public var customModule: String? { tree.attribute(XML.customModule, of: node) }
    /// `target` when the module is the target's own (inherit module from target), if set.
    public var customModuleProvider: String? { tree.attribute(XML.customModuleProvider, of: node) }
    /// The label shown in Interface Builder's outline, if set.
    public var userLabel: String? { tree.attribute(XML.userLabel, of: node) }
    /// The location of the element in the source file.
    public var location: SourceLocation? { document.location(of: node) }

    /// The framework class IB instantiates for the element (before any custom class).
    public var baseClassName: String {
        let name = elementName
        let platform = document.platform
        let known =
            platform == .cocoa ? IBClassNames.appKitClass(forElement: name) : IBClassNames.uiKitClass(forElement: name)
        if isPlaceholder { return "NSObject" }
        return known ?? name
    }

    /// The class that is instantiated: the custom class if set, else the base class.
    public var className: String { customClass ?? baseClassName }

    /// Whether the object is a placeholder (File's Owner, First Responder, external object; in AppKit
    /// documents the `customObject`s with negative ids: File's Owner, First Responder, Application).
    public var isPlaceholder: Bool {
        elementName == XML.placeholder || (elementName == "customObject" && (id ?? "").hasPrefix("-"))
    }

    /// Whether the object is the File's Owner: `<placeholder placeholderIdentifier="IBFilesOwner">` in
    /// UIKit documents, `<customObject id="-2">` in AppKit ones.
    public var isFilesOwner: Bool {
        placeholderIdentifier == "IBFilesOwner" || (elementName == "customObject" && id == IBObject.appKitFilesOwnerID)
    }

    /// The id AppKit documents give their File's Owner.
    public static let appKitFilesOwnerID = "-2"

    /// The placeholder identifier (`IBFilesOwner`, `IBFirstResponder`, or an external object's name).
    public var placeholderIdentifier: String? { tree.attribute(XML.placeholderIdentifier, of: node) }

    /// The object as a view, if its element is a view on the document's platform (or sits in `subviews`).
    public var asView: IBView? {
        let inSubviews = tree.parent(of: node).map { tree.nameEquals($0, "subviews") } ?? false
        guard id != nil, inSubviews || IBClassNames.isViewElement(elementName, platform: document.platform) else {
            return nil
        }
        return IBView(document: document, node: node)
    }

    /// The connections the object is the source of.
    public var connections: [IBConnection] {
        guard let container = tree.firstElement(of: node, named: XML.connections) else { return [] }
        return tree.elements(of: container).map { IBConnection(document: document, node: $0) }
    }

    /// The user-defined runtime attributes (IBInspectable values and key paths) set on the object.
    public var runtimeAttributes: [IBRuntimeAttribute] {
        guard let container = tree.firstElement(of: node, named: XML.runtimeAttributes) else { return [] }
        return tree.elements(of: container).map { IBRuntimeAttribute(document: document, node: $0) }
    }

    /// The objects directly below this one in Interface Builder's outline (subviews, a controller's
    /// view, bar items, recognizers), reached through id-less containers such as `subviews`.
    public var childObjects: [IBObject] {
        var result: [IBObject] = []
        func visit(_ element: XMLNodeID) {
            for child in tree.elements(of: element) {
                let name = tree.name(of: child)
                if XML.skippedContainers.contains(name) || XML.nonObjects.contains(name) { continue }
                if tree.attribute(XML.id, of: child) != nil {
                    result.append(IBObject(document: document, node: child))
                } else {
                    visit(child)
                }
            }
        }
        visit(node)
        return result
    }

    /// The nearest ancestor object (the element with an id that contains this one).
    public var parentObject: IBObject? {
        var current = tree.parent(of: node)
        while let element = current, tree.kind(of: element) == .element {
            if tree.attribute(XML.id, of: element) != nil { return IBObject(document: document, node: element) }
            current = tree.parent(of: element)
        }
        return nil
    }
}
