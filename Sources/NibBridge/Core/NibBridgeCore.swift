/// The bridge: replaces a placeholder view with the view loaded from its class's nib.
///
/// One algorithm for every framework: UIKit's and AppKit's `awakeAfter(using:)` and the portable
/// loader's call ``awakeAfter(_:host:)`` with their ``NibBridgeHost``.
public enum NibBridgeCore {
    /// The view to use in place of `view`: `view` itself when it is not a placeholder (not bridgeable, or
    /// the root of its own nib), else the view loaded from the nib with the placeholder's state.
    public static func awakeAfter<Host: NibBridgeHost>(_ view: Host.View, host: Host) throws(NibBridgeError)
        -> Host.View
    {
        guard let plan = plan(for: view, host: host) else {
            if type(of: view) is any NibBridgeable.Type { host.markResolved(view) }
            return view
        }
        let loaded: Loaded<Host.View>
        if let preloaded = LoadingStack.takePreloaded(for: view, as: Loaded<Host.View>.self) {
            loaded = preloaded
        } else {
            loaded = try load(view, plan, host)
        }
        let real: Host.View
        switch loaded.content {
        case .root(let root):
            carryOver(from: view, to: root, options: plan.options, host: host)
            real = root
        case .ownedContent(let content):
            host.embed(content, in: view)
            real = view
        }
        // The swapped-in view is awoken by the parent document; any other deferred object is awoken now.
        for object in loaded.deferred where object !== real && object !== view { host.awakeFromNib(object) }
        host.markResolved(real)
        return real
    }

    /// The constraint to use in place of one just decoded: when it relates a placeholder that is still
    /// being decoded (the placeholder's own size constraints), the placeholder's nib is loaded now and a
    /// copy relating the nib's view is returned, so that outlets to the constraint (connected later)
    /// reach the constraint that ends up installed. Call it from the constraint's `awakeAfter(using:)`:
    /// returning a replacement there is the one substitution nib decoders support.
    public static func constraintAwakeAfter<Host: NibBridgeHost>(_ constraint: Host.Constraint, host: Host)
        -> Host.Constraint
    {
        var snapshot = host.snapshot(of: constraint)
        var changed = false
        for item in [\ConstraintSnapshot.firstItem, \ConstraintSnapshot.secondItem] {
            guard let object = snapshot[keyPath: item] else { continue }
            if let counterpart = host.guideReplacement(for: object) {
                // A layout guide of a placeholder already replaced (its safe area, say): the real view's.
                snapshot[keyPath: item] = counterpart
                changed = true
                continue
            }
            guard let view = host.asView(object), let plan = plan(for: view, host: host) else { continue }
            let loaded: Loaded<Host.View>
            if let preloaded = LoadingStack.preloaded(for: view, as: Loaded<Host.View>.self) {
                loaded = preloaded
            } else if let fresh = try? preload(view, plan, host) {
                loaded = fresh
            } else {
                continue  // The view's own awakeAfter(using:) loads again and reports the failure.
            }
            if case .root(let real) = loaded.content {
                snapshot[keyPath: item] = real
                changed = true
            }
        }
        return changed ? host.makeConstraint(snapshot) : constraint
    }

    /// What the bridge decided about a view: the nib to load and the class of its root.
    struct Plan {
        var nibName: String
        var rootClassName: String
        var options: NibBridgeOptions
    }

    /// What loading a placeholder's nib gave.
    struct Loaded<View> {
        var content: Content<View>
        var deferred: [AnyObject]
    }

    /// The plan for a view, or `nil` when it is not a placeholder.
    static func plan<Host: NibBridgeHost>(for view: Host.View, host: Host) -> Plan? {
        guard let bridgeable = type(of: view) as? any NibBridgeable.Type, !host.isResolved(view) else { return nil }
        let options = bridgeable.nibBridgeOptions
        let className = host.className(of: view)
        let rootClassName = options.rootClassName ?? className
        let nibName = options.nibName ?? unqualified(rootClassName)
        if let top = LoadingStack.top, top.nibName == nibName, sameClassName(top.rootClassName, className) {
            return nil  // The root view of the nib being loaded.
        }
        guard isPlaceholder(view, className: className, rootClassName: rootClassName, options: options, host: host)
        else { return nil }
        return Plan(nibName: nibName, rootClassName: rootClassName, options: options)
    }

    /// Loads the placeholder's nib under a loading-stack frame and picks its content.
    static func load<Host: NibBridgeHost>(_ view: Host.View, _ plan: Plan, _ host: Host) throws(NibBridgeError)
        -> Loaded<Host.View>
    {
        try instantiate(plan, for: type(of: view), owner: view, host: host)
    }

    /// Loads a nib under a loading-stack frame naming it, so that its root is kept, and picks its content;
    /// a nib already being loaded further out is a cycle.
    static func instantiate<Host: NibBridgeHost>(
        _ plan: Plan, for viewClass: AnyClass, owner: Host.View?, host: Host
    ) throws(NibBridgeError) -> Loaded<Host.View> {
        let frames = LoadingStack.frames
        if frames.contains(where: { $0.nibName == plan.nibName }) {
            throw .cycle(chain: frames.map(\.nibName) + [plan.nibName])
        }
        let frame = LoadingStack.Frame(nibName: plan.nibName, rootClassName: plan.rootClassName)
        let (objects, deferred) = try LoadingStack.withFrame(frame) { () throws(NibBridgeError) in
            try host.instantiateNib(named: plan.nibName, location: plan.options.location, for: viewClass, owner: owner)
        }
        do {
            let content = try content(
                of: objects, className: plan.rootClassName, nibName: plan.nibName, style: plan.options.style,
                host: host)
            return Loaded(content: content, deferred: deferred)
        } catch {
            for object in deferred where object !== owner { host.awakeFromNib(object) }
            throw error
        }
    }

    /// Loads now, for a constraint, and keeps the result for the view's own `awakeAfter(using:)`.
    static func preload<Host: NibBridgeHost>(_ view: Host.View, _ plan: Plan, _ host: Host) throws(NibBridgeError)
        -> Loaded<Host.View>
    {
        let loaded = try load(view, plan, host)
        LoadingStack.keepPreloaded(loaded, for: view)
        return loaded
    }

    /// Whether `awakeFromNib` should run now, so that it runs exactly once per instance.
    ///
    /// A view loaded from its nib to replace a placeholder is sent `awakeFromNib` twice: once by its own
    /// nib and once by the parent document after the swap. Only the second call sees the placeholder's
    /// state (outlets, inspectable values), so the first is held back; any other object held back (the
    /// nib turned out to be File's Owner style, or held another instance of the class) is awoken through
    /// ``NibBridgeHost/awakeFromNib(_:)`` as soon as its nib is loaded. Pass the instance's class name as
    /// the host reports it.
    public static func shouldAwakeFromNib(_ object: AnyObject, className: String) -> Bool {
        !LoadingStack.deferAwakeFromNib(object, className: className)
    }

    /// Carries the placeholder's state over to the real view, following ``CarriedProperty``, its
    /// ``CarryRule`` and the class's ``NibBridgeOptions/alwaysCarried`` and ``NibBridgeOptions/neverCarried``.
    ///
    /// The placeholder's subviews move on top of the real view's; for a view that keeps its content in a
    /// content view (``NibBridgeHost/contentView(of:)``, a cell), the subviews of the placeholder's content view
    /// move into the real view's content view with the constraints that relate them, and the placeholder's
    /// content view itself stays behind (it is the framework's, not the designer's).
    ///
    /// Constraints that already relate the real view (replaced when decoded, see
    /// ``constraintAwakeAfter(_:host:)``) move as they are; any other constraint relating the placeholder or
    /// one of its layout guides is recreated with its priority, identifier, archiving and active state,
    /// relating the real view or its guide. Constraints decoded later that name one of the placeholder's
    /// guides are redirected by ``constraintAwakeAfter(_:host:)``.
    public static func carryOver<Host: NibBridgeHost>(
        from placeholder: Host.View, to real: Host.View, options: NibBridgeOptions = NibBridgeOptions(), host: Host
    ) {
        for property in CarriedProperty.allCases
        where options.carries(
            property, placeholderHasDefault: { host.hasInterfaceBuilderDefault(property, placeholder) })
        {
            host.copy(property, from: placeholder, to: real)
        }
        moveContent(from: placeholder, to: real, host: host)
        let replacements =
            [(old: placeholder as AnyObject, new: real as AnyObject)]
            + guideReplacements(movingFrom: placeholder, to: real, host: host)
        for constraint in host.constraints(of: placeholder) {
            let snapshot = host.snapshot(of: constraint)
            host.uninstall(constraint, from: placeholder)
            reinstall(constraint, snapshot, replacing: replacements, on: real, host: host)
        }
        host.replaceReferences(to: placeholder, with: real)
        (real as? any NibBridgeable)?.nibBridgeDidCarryOver(from: placeholder)
    }

    static func isPlaceholder<Host: NibBridgeHost>(
        _ view: Host.View,
        className: String,
        rootClassName: String,
        options: NibBridgeOptions,
        host: Host
    ) -> Bool {
        switch options.detection {
        case .loadingStack:
            // Inside a load the bridge started, every instance but the nib's root (handled by `plan`) is a
            // placeholder. A load the app started itself (`UINib.instantiate`, `Bundle.loadNibNamed`, a
            // registered cell's nib, a view controller's nib) pushes no frame: there an instance that already
            // holds subviews is the root of its own nib, decoded with its content (UIKit decodes a view's
            // subviews in `init(coder:)`, before `awakeAfter(using:)`), and an empty one is a placeholder. A
            // cell always has a content view: its content is what that view holds.
            return !LoadingStack.frames.isEmpty || !host.holdsContent(view)
        case .emptyPlaceholder: return !host.holdsContent(view)
        case .tag(let tag): return host.tag(of: view) == tag
        case .placeholderSubclass: return className != rootClassName
        }
    }

    enum Content<View> {
        /// The nib's root view is of the class: it replaces the placeholder.
        case root(View)
        /// The nib's File's Owner is the class: its one top-level view becomes the placeholder's content.
        case ownedContent(View)
    }

    static func content<Host: NibBridgeHost>(
        of objects: [AnyObject],
        className: String,
        nibName: String,
        style: NibStyle,
        host: Host
    ) throws(NibBridgeError) -> Content<Host.View> {
        let views = objects.compactMap { host.asView($0) }
        let matches = views.filter { sameClassName(host.className(of: $0), className) }
        if matches.count > 1 {
            throw .severalTopLevelViews(className: className, nibName: nibName, count: matches.count)
        }
        if let root = matches.first, style != .filesOwner { return .root(root) }
        if style != .rootView, views.count == 1 { return .ownedContent(views[0]) }
        throw .noTopLevelView(className: className, nibName: nibName, found: views.map { host.className(of: $0) })
    }

    /// Whether two class names name the same class, as the Objective-C runtime compares them: byte for byte.
    /// Swift's `==` on strings ignores Unicode normalization (`Café` written with `é` equals `Café` written
    /// with `e` and a combining accent), but `NSClassFromString` does not, so two such names are two
    /// classes. Nib names, which are file names, compare as the file system does, ignoring normalization.
    public static func sameClassName(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    /// The class name without its module prefix (`MyApp.CardView` becomes `CardView`).
    public static func unqualified(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }
}
