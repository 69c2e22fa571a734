import Foundation
import NibBridge
import NibBridgeDocument
import NibBridgeLoader

/// An ordered log of what live objects were asked to do during one load. Tests install one with
/// `EventLog.$current.withValue(log) { ... }`, so that tests running in parallel keep separate logs.
final class EventLog: @unchecked Sendable {
    @TaskLocal static var current: EventLog?

    private let lock = NSLock()
    private var storage: [String] = []

    /// Appends an event to the current log, if any.
    static func record(_ event: String) { current?.append(event) }

    func append(_ event: String) { lock.withLock { storage.append(event) } }

    var events: [String] { lock.withLock { storage } }

    /// The index of the first event with a prefix, or `nil`.
    func firstIndex(_ prefix: String) -> Int? { events.firstIndex { $0.hasPrefix(prefix) } }

    /// The index of the last event with a prefix, or `nil`.
    func lastIndex(_ prefix: String) -> Int? { events.lastIndex { $0.hasPrefix(prefix) } }
}

/// A view that records each step UIKit's nib loading takes with it, in the current ``EventLog``.
class RecordingView: LiveView {
    var name: String { documentID ?? className }

    override func awakeAfter(using decoder: NibDecoder) throws(Diagnostic) -> LiveObject {
        // At this point the view's subviews and the constraints it holds are decoded.
        let items = constraints.map { "\($0.firstItem?.documentID ?? "nil")/\($0.secondItem?.documentID ?? "nil")" }
        EventLog.record("awakeAfter \(name) subviews=\(subviews.count) constraints=\(items.joined(separator: ","))")
        return self
    }

    override func setOutlet(_ property: String, to destination: LiveObject) {
        EventLog.record("outlet \(name).\(property)")
        super.setOutlet(property, to: destination)
    }

    override func appendToOutletCollection(_ property: String, _ destination: LiveObject) {
        EventLog.record("collection \(name).\(property)")
        super.appendToOutletCollection(property, destination)
    }

    override func setValue(_ value: IBRuntimeValue, forKeyPath keyPath: String) {
        EventLog.record("runtime \(name).\(keyPath)")
        super.setValue(value, forKeyPath: keyPath)
    }

    override func awakeFromNib() {
        EventLog.record("awakeFromNib \(name) runtime=\(runtimeAttributes.keys.sorted().joined(separator: ","))")
        super.awakeFromNib()
    }
}

/// A plain object (`<customObject>`) that records its steps like ``RecordingView``.
final class RecordingObject: LiveObject {
    override func awakeAfter(using decoder: NibDecoder) throws(Diagnostic) -> LiveObject {
        EventLog.record("awakeAfter \(documentID ?? className)")
        return self
    }

    override func setOutlet(_ property: String, to destination: LiveObject) {
        EventLog.record("outlet \(documentID ?? className).\(property)")
        super.setOutlet(property, to: destination)
    }

    override func setValue(_ value: IBRuntimeValue, forKeyPath keyPath: String) {
        EventLog.record("runtime \(documentID ?? className).\(keyPath)")
        super.setValue(value, forKeyPath: keyPath)
    }

    override func awakeFromNib() {
        EventLog.record("awakeFromNib \(documentID ?? className)")
        super.awakeFromNib()
    }
}

/// A view whose `awakeAfter(using:)` returns a different object, as a bridged view does: later references
/// to it must get the replacement.
final class SwappingView: RecordingView {
    private(set) var replacement: LiveView?

    override func awakeAfter(using decoder: NibDecoder) throws(Diagnostic) -> LiveObject {
        _ = try super.awakeAfter(using: decoder)
        let replacement = RecordingView(className: "SwappedView")
        for subview in subviews { replacement.addSubview(subview) }
        self.replacement = replacement
        EventLog.record("swapped \(name)")
        return replacement
    }
}

/// A bridged view that keeps the placeholder it replaced, to check that nothing else still refers to it.
class TrackingBridgedView: BridgedLiveView {
    private(set) var placeholder: AnyObject?

    override func nibBridgeDidCarryOver(from placeholder: AnyObject) {
        super.nibBridgeDidCarryOver(from: placeholder)
        self.placeholder = placeholder
    }

    override func setValue(_ value: IBRuntimeValue, forKeyPath keyPath: String) {
        switch value {
        case .none: EventLog.record("runtime \(keyPath)=nil")
        case .text(let text): EventLog.record("runtime \(keyPath)=\(text)")
        case .element(_, let pairs): EventLog.record("runtime \(keyPath)=\(pairs.map(\.value).joined(separator: ","))")
        }
        super.setValue(value, forKeyPath: keyPath)
    }

    override func awakeFromNib() {
        let before = awakeFromNibCount
        super.awakeFromNib()
        if awakeFromNibCount > before { EventLog.record("awakeFromNib ran") }
    }
}
