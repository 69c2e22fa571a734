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
        guard let bridgeable = type(of: view) as? any NibBridgeable.Type else { return view }
        let options = bridgeable.nibBridgeOptions
        let className = host.className(of: view)
        let rootClassName = options.rootClassName ?? className
        let nibName = options.nibName ?? unqualified(rootClassName)
        if let top = LoadingStack.top, top.nibName == nibName, top.rootClassName == className {
            return view  // The root view of the nib being loaded.
        }
        guard isPlaceholder(view, className: className, rootClassName: rootClassName, options: options, host: host)
        else { return view }
        let frames = LoadingStack.frames
        if frames.contains(where: { $0.nibName == nibName }) {
            throw .cycle(chain: frames.map(\.nibName) + [nibName])
        }
        let frame = LoadingStack.Frame(nibName: nibName, rootClassName: rootClassName)
        let (objects, deferred) = try LoadingStack.withFrame(frame) { () throws(NibBridgeError) in
            try host.instantiateNib(named: nibName, location: options.location, owner: view)
        }
        let real: Host.View
        do {
            switch try content(of: objects, className: rootClassName, nibName: nibName, style: options.style, host: host) {
            case .root(let root):
                carryOver(from: view, to: root, host: host)
                real = root
            case .ownedContent(let content):
                host.embed(content, in: view)
                real = view
            }
        } catch {
            for object in deferred { host.awakeFromNib(object) }
            throw error
        }
        // The swapped-in view is awoken by the parent document; any other deferred object is awoken now.
        for object in deferred where object !== real { host.awakeFromNib(object) }
        return real
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

    /// Carries the placeholder's state over to the real view, following ``CarriedProperty``.
    public static func carryOver<Host: NibBridgeHost>(from placeholder: Host.View, to real: Host.View, host: Host) {
        for property in CarriedProperty.allCases { host.copy(property, from: placeholder, to: real) }
        for subview in host.subviews(of: placeholder) { host.move(subview, into: real) }
        for constraint in host.constraints(of: placeholder) {
            var snapshot = host.snapshot(of: constraint)
            if snapshot.firstItem === placeholder { snapshot.firstItem = real }
            if snapshot.secondItem === placeholder { snapshot.secondItem = real }
            let copy = host.makeConstraint(snapshot)
            host.uninstall(constraint, from: placeholder)
            host.install(copy, on: real, active: snapshot.isActive)
            host.replaceReferences(to: constraint, with: copy)
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
        case .loadingStack: return true
        case .emptyPlaceholder: return host.subviews(of: view).isEmpty
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
        let matches = views.filter { host.className(of: $0) == className }
        if matches.count > 1 {
            throw .severalTopLevelViews(className: className, nibName: nibName, count: matches.count)
        }
        if let root = matches.first, style != .filesOwner { return .root(root) }
        if style != .rootView, views.count == 1 { return .ownedContent(views[0]) }
        throw .noTopLevelView(className: className, nibName: nibName, found: views.map { host.className(of: $0) })
    }

    /// The class name without its module prefix (`MyApp.CardView` becomes `CardView`).
    public static func unqualified(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }
}
