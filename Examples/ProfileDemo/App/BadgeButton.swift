import NibBridge
import UIKit

/// A class that cannot subclass `NibBridgeView`: it conforms to `NibBridgeable` and forwards. The
/// `awakeAfter(using:)` override is `nonisolated`, as `NSObject`'s is, so that it also compiles where the
/// default isolation is `MainActor`.
final class BadgeButton: UIButton, @preconcurrency NibBridgeable {
    required init?(coder: NSCoder) {
        NibBridge.installConstraintHook()  // Before the view's own constraints are decoded.
        super.init(coder: coder)
    }

    override init(frame: CGRect) { super.init(frame: frame) }

    nonisolated override func awakeAfter(using coder: NSCoder) -> Any? {
        NibBridge.awakeAfter(self, coder: coder)
    }

    nonisolated override func awakeFromNib() {
        guard NibBridge.shouldAwakeFromNib(self) else { return }
        super.awakeFromNib()
        NibBridge.didAwake(self)  // Runs nibDidAwake() on the main actor: awakeFromNib() is nonisolated.
    }

    func nibDidAwake() {
        setTitleColor(.systemBlue, for: .normal)
    }

    func nibBridgeDidCarryOver(from placeholder: AnyObject) {
        isEnabled = (placeholder as? UIButton)?.isEnabled ?? true
    }
}
