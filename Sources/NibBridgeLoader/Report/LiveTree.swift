import NibBridge
public import NibBridgeDocument

/// The live objects after loading, as an app would get them: the report of `nibbridge load`.
public struct LiveTree: Sendable, Hashable, Codable {
    /// The loaded document.
    public var path: String
    /// The scene loaded, if one was chosen.
    public var scene: String?
    /// The top-level objects.
    public var objects: [Node]

    /// One live object.
    public struct Node: Sendable, Hashable, Codable {
        /// The live class name.
        public var className: String
        /// The element it was decoded from.
        public var element: String
        /// The id it stands under in the loaded document (for a bridged view, its placeholder's).
        public var id: String?
        /// For a bridged view: the id of the placeholder it replaced.
        public var placeholderID: String?
        /// For a bridged view: the nib it was loaded from.
        public var bridgedFrom: String?
        /// The frame of a view (`nil` when its coordinates are not all finite numbers).
        public var frame: IBRect?
        /// The carried properties set on the view, as written (`frame` aside).
        public var properties: [String: String]
        /// The constraints the view holds.
        public var constraints: [Constraint]
        /// Outlets by property name, to the destination's description.
        public var outlets: [String: String]
        /// The actions the object sends, in document order.
        public var actions: [Action]
        /// Runtime attributes set, by key path.
        public var runtimeAttributes: [String: String]
        /// How many times `awakeFromNib` ran.
        public var awakeFromNibCount: Int
        /// Subviews (or a controller's view, a window controller's window, a window's content view).
        public var children: [Node]
    }

    /// One target-action connection, with the target named by its id.
    public struct Action: Sendable, Hashable, Codable {
        /// The selector sent.
        public var selector: String
        /// The receiver, named as outlets name their destination (`-1`: AppKit's First Responder).
        public var target: String
        /// The control event (UIKit), if any.
        public var eventType: String?

        /// Creates an action's description.
        public init(selector: String, target: String, eventType: String? = nil) {
            self.selector = selector
            self.target = target
            self.eventType = eventType
        }
    }

    /// One constraint, with items named by their ids.
    public struct Constraint: Sendable, Hashable, Codable {
        /// `first.attribute relation second.attribute * multiplier + constant`.
        public var formula: String
        /// The priority.
        public var priority: Float
        /// The identifier, if any.
        public var identifier: String?
        /// Whether the constraint is active.
        public var isActive: Bool
    }
}

extension LiveTree {
    /// Builds the report of a load.
    public init(loaded: LoadedNib, scene: String? = nil) {
        path = loaded.path
        self.scene = scene
        objects = loaded.topLevelObjects.map { Node(object: $0) }
    }
}

extension LiveTree.Node {
    /// How an object is named in formulas and outlets: the id it stands under in the loaded document.
    static func name(_ object: LiveObject?) -> String {
        guard let object else { return "nil" }
        if let view = object as? LiveView, let placeholder = view.placeholderID {
            return placeholder
        }
        let id = object.documentID ?? object.className
        return object.scope.map { "\($0)/\(id)" } ?? id
    }

    /// Whether an object, or one of the objects it holds, sends an action or has an outlet or a binding.
    static func isConnected(_ object: LiveObject) -> Bool {
        !object.actions.isEmpty || !object.outlets.isEmpty || !object.bindings.isEmpty
            || object.nestedObjects.contains(where: isConnected)
    }

    /// Builds the node of an object and, recursively, of its subviews.
    public init(object: LiveObject) {
        className = object.className
        element = object.elementName
        id = LiveTree.Node.name(object)
        awakeFromNibCount = object.awakeFromNibCount
        outlets = object.outlets.mapValues { LiveTree.Node.name($0) }
        actions = object.actions.map {
            LiveTree.Action(selector: $0.selector, target: LiveTree.Node.name($0.target), eventType: $0.eventType)
        }
        runtimeAttributes = object.runtimeAttributes.mapValues { value in
            switch value {
            case .none: return "nil"
            case .text(let text): return text
            case .element(let name, let pairs):
                return "\(name)(" + pairs.map { "\($0.name)=\($0.value)" }.joined(separator: " ") + ")"
            }
        }
        var properties: [String: String] = [:]
        var constraints: [LiveTree.Constraint] = []
        var children: [LiveTree.Node] = []
        if let view = object as? LiveView {
            placeholderID = view.placeholderID
            bridgedFrom = view.bridgedFrom
            // A frame with a non-finite coordinate is no frame (the command reports it at its place).
            frame = view.properties[.frame] == nil || !view.frame.isFinite ? nil : view.frame
            for (property, value) in view.properties where property != .frame {
                properties[property.rawValue] = value.description
            }
            constraints = view.constraints.map(LiveTree.Constraint.init(constraint:))
            children = view.subviews.map(LiveTree.Node.init(object:))
            // Parts of a view that send actions or have outlets or bindings of their own (the cells of an
            // NSMatrix or of a table column, a search field's menu), after its subviews.
            for key in view.otherState.keys.sorted() {
                for part in view.otherState[key]?.objects ?? [] where LiveTree.Node.isConnected(part) {
                    children.append(LiveTree.Node(object: part))
                }
            }
        } else if let controller = object as? LiveViewController {
            // A view controller shows its view; an AppKit window controller, its window.
            if let view = controller.view {
                children = [LiveTree.Node(object: view)]
            } else if let window = controller.keyedObjects["window"] {
                children = [LiveTree.Node(object: window)]
            }
        } else {
            // A window shows its content view first; a menu its items; a toolbar its items.
            let content = object.windowContentView
            let parts = (content.map { [$0 as LiveObject] } ?? []) + object.nestedObjects.filter { $0 !== content }
            children = parts.map(LiveTree.Node.init(object:))
        }
        self.properties = properties
        self.constraints = constraints
        self.children = children
    }
}

extension LiveTree.Constraint {
    /// Describes a live constraint.
    public init(constraint: LiveConstraint) {
        var formula = "\(LiveTree.Node.name(constraint.firstItem)).\(constraint.firstAttribute)"
        formula += constraint.relation == "equal" ? " == " : constraint.relation == "lessThanOrEqual" ? " <= " : " >= "
        if let second = constraint.secondItem {
            formula += "\(LiveTree.Node.name(second)).\(constraint.secondAttribute)"
            if constraint.multiplier != 1 { formula += " * \(IBNumber.format(constraint.multiplier))" }
            if constraint.constant != 0 { formula += " + \(IBNumber.format(constraint.constant))" }
        } else {
            formula += IBNumber.format(constraint.constant)
        }
        self.formula = formula
        priority = constraint.priority
        identifier = constraint.identifier
        isActive = constraint.isActive
    }
}
