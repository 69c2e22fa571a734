extension NibBridgeCore {
    /// Creates a view of a bridgeable class from its nib, as `loadFromNib()` does on every host: the nib found
    /// as for a placeholder, loaded under a loading-stack frame (so its root is kept, even an empty one, and
    /// never loaded twice), its root view of the class returned, or, for a File's Owner nib, its one
    /// top-level view added to `owner`, which is returned.
    ///
    /// `awakeFromNib` runs once on every object, the returned view included: no parent document will send it
    /// again. Loading a class's nib from inside that same nib is reported as a ``NibBridgeError/cycle(chain:)``.
    ///
    /// - Parameters:
    ///   - viewClass: The bridgeable class, whose bundle the lookup starts from.
    ///   - className: Its name as the host reports it (``NibBridgeHost/className(of:)``).
    ///   - options: The class's ``NibBridgeable/nibBridgeOptions``.
    ///   - owner: The nib's File's Owner: required for a File's Owner nib (the view it fills), optional for a
    ///     nib whose root view is of the class (its File's Owner outlets are connected to it).
    ///   - host: The framework.
    public static func loadFromNib<Host: NibBridgeHost>(
        _ viewClass: AnyClass, className: String, options: NibBridgeOptions, filling owner: Host.View?, host: Host
    ) throws(NibBridgeError) -> Host.View {
        let rootClassName = options.rootClassName ?? className
        let plan = Plan(
            nibName: options.nibName ?? unqualified(rootClassName), rootClassName: rootClassName, options: options)
        let loaded = try instantiate(plan, for: viewClass, owner: owner, host: host)
        let view: Host.View
        switch loaded.content {
        case .root(let root):
            view = root
        case .ownedContent(let content):
            guard let owner else {
                for object in loaded.deferred { host.awakeFromNib(object) }
                throw .loadFailed(
                    className: className, nibName: plan.nibName,
                    reason: "its File's Owner is the class and its content needs the view it fills: pass one")
            }
            host.embed(content, in: owner)
            view = owner
        }
        host.markResolved(view)
        // Every call held back while the nib loaded is sent now: the view's own included.
        for object in loaded.deferred where object !== owner || object === view { host.awakeFromNib(object) }
        return view
    }
}

extension NibBridgeCore {
    /// Shows the nib's content inside a view created in code, for Interface Builder's canvas
    /// (`prepareForInterfaceBuilder()`): a File's Owner nib fills the view; otherwise the nib's root view is
    /// loaded, given the view's own values through ``NibBridgeable/nibBridgeDidCarryOver(from:)``, and added
    /// filling it. Does nothing when the view already shows its nib's content.
    public static func showNibContent<Host: NibBridgeHost>(
        in view: Host.View, _ viewClass: AnyClass, className: String, options: NibBridgeOptions, host: Host
    ) throws(NibBridgeError) {
        let rootClassName = options.rootClassName ?? className
        guard !host.subviews(of: view).contains(where: { host.className(of: $0) == rootClassName }) else { return }
        if options.style == .filesOwner {
            _ = try loadFromNib(viewClass, className: className, options: options, filling: view, host: host)
            return
        }
        let content = try loadFromNib(viewClass, className: className, options: options, filling: nil, host: host)
        (content as? any NibBridgeable)?.nibBridgeDidCarryOver(from: view)
        host.embed(content, in: view)
    }
}
