/// The operations the bridge needs from a UI framework: implemented for UIKit, AppKit and the portable
/// nib loader, so that one algorithm (``NibBridgeCore``) runs on all three.
public protocol NibBridgeHost {
    /// The framework's view type.
    associatedtype View: AnyObject
    /// The framework's layout constraint type.
    associatedtype Constraint: AnyObject

    /// The class name used to match a nib's root view (with module where the framework has one).
    func className(of object: AnyObject) -> String
    /// Loads a nib and returns its top-level objects: for a placeholder, with the placeholder as File's Owner;
    /// for ``NibBridgeCore/loadFromNib(_:className:options:filling:host:)``, with the view to fill, if any.
    /// `viewClass` is the bridged class, whose bundle the lookup starts from (``NibLocation``).
    func instantiateNib(named name: String, location: NibLocation, for viewClass: AnyClass, owner: View?)
        throws(NibBridgeError) -> [AnyObject]
    /// Adds a nib's content view to a view, filling it and resizing with it.
    func embed(_ content: View, in container: View)
    /// The object as a view, if it is one.
    func asView(_ object: AnyObject) -> View?
    /// The view's subviews, back to front.
    func subviews(of view: View) -> [View]
    /// Whether the view was decoded holding content of its own: subviews, or for a cell (which always has a
    /// content view) subviews of its content view. A placeholder dropped from the library holds none.
    func holdsContent(_ view: View) -> Bool
    /// The view a framework container keeps what a designer adds in, for a view that has one: the
    /// `contentView` of a table or collection view cell, a table header or footer view or a visual effect
    /// view (UIKit), or of a box (AppKit); `nil` for any other view. See
    /// ``NibBridgeCore/carryOver(from:to:options:host:)``.
    func contentView(of view: View) -> View?
    /// The view's tag.
    func tag(of view: View) -> Int
    /// Moves a view into another, on top of its subviews.
    func move(_ subview: View, into superview: View)
    /// The constraints the view holds.
    func constraints(of view: View) -> [Constraint]
    /// A description of a constraint's state.
    func snapshot(of constraint: Constraint) -> ConstraintSnapshot
    /// Creates a constraint from a description (not yet installed).
    func makeConstraint(_ snapshot: ConstraintSnapshot) -> Constraint
    /// Installs a constraint on a view (and activates it when the snapshot says so).
    func install(_ constraint: Constraint, on view: View, active: Bool)
    /// Removes a constraint from a view.
    func uninstall(_ constraint: Constraint, from view: View)
    /// Copies one property from the placeholder to the real view.
    func copy(_ property: CarriedProperty, from placeholder: View, to real: View)
    /// Whether the view's value of `property` is one Interface Builder writes for a view fresh from the
    /// library (``CarriedProperty/interfaceBuilderDefaults``), so that it is not carried over (``CarryRule``).
    func hasInterfaceBuilderDefault(_ property: CarriedProperty, _ view: View) -> Bool
    /// The layout guides of the placeholder that constraints can name (its safe area, margins and readable
    /// content guides, and guides added to it), each with its counterpart in the real view: the real view's
    /// own guide of the same kind, or the guide itself, moved into the real view, for a guide of its own.
    func layoutGuides(movingFrom placeholder: View, to real: View) -> [(guide: AnyObject, counterpart: AnyObject)]
    /// Records that constraints decoded later that name `guide` must name `counterpart` instead.
    func recordReplacement(ofGuide guide: AnyObject, with counterpart: AnyObject)
    /// What ``recordReplacement(ofGuide:with:)`` recorded for an object, if it is such a guide.
    func guideReplacement(for object: AnyObject) -> AnyObject?
    /// Marks a view the bridge is done with (swapped in, kept as a nib's root, or filled with content),
    /// so that later references to it (constraints of its ancestors) never take it for a placeholder.
    func markResolved(_ view: View)
    /// Whether ``markResolved(_:)`` marked the view.
    func isResolved(_ view: View) -> Bool
    /// Sends `awakeFromNib` to an object whose call was held back while its nib loaded.
    func awakeFromNib(_ object: AnyObject)
    /// Makes later references to `old` (connections decoded after this point) resolve to `new`, where the
    /// decoder allows it. UIKit's and AppKit's decoders replace only the object being decoded (which
    /// `awakeAfter(using:)` does by itself), so their hosts do nothing here; constraints reach the real
    /// view through ``NibBridgeCore/constraintAwakeAfter(_:host:)`` instead.
    func replaceReferences(to old: AnyObject, with new: AnyObject)
}

/// The state of a layout constraint, framework-independent.
public struct ConstraintSnapshot {
    /// The first item.
    public var firstItem: AnyObject?
    /// The first attribute's raw value in the framework's enumeration.
    public var firstAttribute: Int
    /// The relation's raw value (-1, 0, 1).
    public var relation: Int
    /// The second item, if any.
    public var secondItem: AnyObject?
    /// The second attribute's raw value.
    public var secondAttribute: Int
    /// The multiplier.
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority, 1 to 1000.
    public var priority: Float
    /// The identifier.
    public var identifier: String?
    /// Whether the constraint is archived with the view.
    public var shouldBeArchived: Bool
    /// Whether the constraint is active.
    public var isActive: Bool

    /// Creates a snapshot.
    public init(
        firstItem: AnyObject?, firstAttribute: Int, relation: Int, secondItem: AnyObject?, secondAttribute: Int,
        multiplier: Double, constant: Double, priority: Float, identifier: String?, shouldBeArchived: Bool,
        isActive: Bool
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.shouldBeArchived = shouldBeArchived
        self.isActive = isActive
    }
}
