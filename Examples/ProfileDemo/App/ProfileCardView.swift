// The ProfileDemo app's Swift sources: an app that uses every public API of the NibBridge runtime library.
// Nothing in this package compiles them; Scripts/check-apple-sdk.sh type-checks them against real iOS SDKs,
// once with the default isolation `nonisolated` and once with `MainActor` (Xcode 26 app targets).
import NibBridge
import UIKit

/// Designed in ProfileCardView.xib (a top-level view of this class); placed as an empty view in
/// Main.storyboard, where `@IBDesignable` shows the nib's content on the canvas.
@IBDesignable
final class ProfileCardView: NibBridgeView {
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var avatarView: AvatarView!

    /// A value of this class's own, carried from the placeholder (an inspectable set in the storyboard).
    @IBInspectable var accentColor: UIColor?

    override func nibDidAwake() {
        nameLabel.adjustsFontForContentSizeCategory = true
    }

    override func nibBridgeDidCarryOver(from placeholder: AnyObject) {
        accentColor = (placeholder as? ProfileCardView)?.accentColor ?? accentColor
    }
}

/// Designed in Avatar.xib, kept in this module's resources; the placeholder's white background (Interface
/// Builder's default) is carried too, and its content mode never is.
final class AvatarView: NibBridgeView {
    override class var nibBridgeOptions: NibBridgeOptions {
        NibBridgeOptions(
            nibName: "AvatarView", location: .automatic, detection: .loadingStack, style: .rootView,
            alwaysCarried: [.backgroundColor], neverCarried: [.contentMode])
    }
}

/// A placeholder subclass (the seeds' strategy): the storyboard uses `BadgePlaceholder`, the nib the real
/// `BadgeView`, whose nib's File's Owner style also works.
class BadgeView: NibBridgeView {
    override class var nibBridgeOptions: NibBridgeOptions {
        NibBridgeOptions(
            location: .main, detection: .placeholderSubclass, rootClassName: NSStringFromClass(BadgeView.self),
            style: .automatic)
    }
}

/// See ``BadgeView``.
final class BadgePlaceholder: BadgeView {}

/// Tagged placeholders (UIView+NibLoading's 616), in a framework found by identifier or path.
final class LegacyPanel: NibBridgeView {
    override class var nibBridgeOptions: NibBridgeOptions {
        let location: NibLocation =
            Bundle(identifier: "com.example.Panels") != nil
            ? .bundleIdentifier("com.example.Panels") : .bundlePath(Bundle.main.bundlePath)
        return NibBridgeOptions(location: location, detection: .tag(PlaceholderDetection.nibLoadingTag))
    }
}

/// Empty-placeholder detection and the File's Owner style, in the class's own bundle.
final class BannerView: NibBridgeView {
    override class var nibBridgeOptions: NibBridgeOptions {
        NibBridgeOptions(location: .classBundle, detection: .emptyPlaceholder, style: .filesOwner)
    }
}
