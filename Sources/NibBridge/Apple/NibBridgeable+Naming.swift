internal import Foundation

extension NibBridgeable {
    /// The name of the class's nib: ``NibBridgeOptions/nibName``, else the class name without module
    /// (`MyApp.ProfileCardView` gives `ProfileCardView`).
    public static var nibName: String {
        let options = nibBridgeOptions
        return options.nibName ?? NibBridgeCore.unqualified(options.rootClassName ?? NSStringFromClass(self))
    }

    /// `loadFromNib(filling:)` on any host: ``NibBridgeCore/loadFromNib(_:className:options:filling:host:)``
    /// with the class's name and options, its result as the class.
    static func loadFromNib<Host: NibBridgeHost>(filling owner: Self?, host: Host) throws(NibBridgeError) -> Self {
        let className = NSStringFromClass(self)
        let view = try NibBridgeCore.loadFromNib(
            self, className: className, options: nibBridgeOptions, filling: owner as? Host.View, host: host)
        guard let typed = view as? Self else {
            throw .noTopLevelView(className: className, nibName: nibName, found: [NSStringFromClass(type(of: view))])
        }
        return typed
    }

    /// ``NibBridge/prepareForInterfaceBuilder(_:)`` on any host: the nib's content shown in `view`, failures
    /// reported.
    static func showNibContent<Host: NibBridgeHost>(in view: Host.View, host: Host) {
        do {
            try NibBridgeCore.showNibContent(
                in: view, self, className: NSStringFromClass(self), options: nibBridgeOptions, host: host)
        } catch {
            NibBridge.report(error)
        }
    }
}
