public import NibBridge
public import NibBridgeDocument

/// A live view class designed in its own nib: the portable counterpart of `NibBridgeView`.
///
/// Its `awakeAfter(using:)` runs ``NibBridgeCore`` (the same code UIKit and AppKit run) and its
/// `awakeFromNib` runs once per instance. Subclass it and override ``nibBridgeOptions`` to change the
/// nib name, location or placeholder detection.
open class BridgedLiveView: LiveView, NibBridgeable {
    /// The options; override in subclasses.
    open class var nibBridgeOptions: NibBridgeOptions { NibBridgeOptions() }

    /// How many times ``nibBridgeDidCarryOver(from:)`` ran on this instance.
    public private(set) var carryOverCount = 0

    /// Swaps a placeholder for the nib's view; a failure is reported and the placeholder kept.
    open override func awakeAfter(using decoder: NibDecoder) throws(Diagnostic) -> LiveObject {
        if isComposed { return self }  // Already the nib's content: composed at build time.
        let host = PortableBridgeHost(decoder: decoder)
        do {
            let real = try NibBridgeCore.awakeAfter(self, host: host)
            if let path = loadedNibPath {
                real.bridgedFrom = path
                real.placeholderID = [scope, documentID].compactMap { $0 }.joined(separator: "/")
            }
            return real
        } catch {
            let location = documentID.flatMap { decoder.nib.indexByID[$0] }.flatMap { decoder.nib[$0].location }
            throw Diagnostic(.error, error.description, at: location, rule: "bridge")
        }
    }

    /// Counts the work of `awakeFromNib` only when ``NibBridgeCore/shouldAwakeFromNib(_:className:)`` allows it.
    open override func awakeFromNib() {
        guard NibBridgeCore.shouldAwakeFromNib(self, className: className) else { return }
        super.awakeFromNib()
    }

    /// Records that the bridge carried a placeholder's state over.
    open func nibBridgeDidCarryOver(from placeholder: AnyObject) { carryOverCount += 1 }
}
