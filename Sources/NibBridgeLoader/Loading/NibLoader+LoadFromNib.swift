public import NibBridge
public import NibBridgeDocument

extension NibLoader {
    /// What ``loadFromNib(className:module:filling:)`` gave: the view, or the reason there is none, and what the
    /// nested loads reported.
    public struct LoadedView {
        /// The view: the nib's root of the class, or the filled owner for a File's Owner nib.
        public var view: LiveView?
        /// Why there is no view.
        public var error: NibBridgeError?
        /// What nested (bridged) loads reported.
        public var diagnostics: [Diagnostic]
    }

    /// The portable counterpart of `loadFromNib()` on UIKit and AppKit: a view of a bridgeable class from its
    /// nib, through ``NibBridgeCore/loadFromNib(_:className:options:filling:host:)``, the code those run. The
    /// class must be registered (``ClassRegistry/register(_:as:module:)``) with a type conforming to
    /// `NibBridgeable`, such as ``BridgedLiveView``.
    public func loadFromNib(className: String, module: String? = nil, filling owner: LiveView? = nil) -> LoadedView {
        let collector = DiagnosticCollector()
        guard let type = registry.lookUp(className, module: module), let bridgeable = type as? any NibBridgeable.Type
        else {
            let reason = "no NibBridgeable class is registered under this name"
            return LoadedView(
                view: nil, error: .loadFailed(className: className, nibName: className, reason: reason), diagnostics: []
            )
        }
        do {
            let view = try NibBridgeCore.loadFromNib(
                type, className: className, options: bridgeable.nibBridgeOptions, filling: owner,
                host: PortableBridgeHost(loader: self, collector: collector))
            return LoadedView(view: view, error: nil, diagnostics: collector.diagnostics)
        } catch {
            return LoadedView(view: nil, error: error, diagnostics: collector.diagnostics)
        }
    }
}
