// swift-format-ignore-file
// (The stubs mirror Apple's declarations, names and layout included, not this project's style.)
// Linux stand-in for the parts of AppKit NibBridge uses: Apple's Swift signatures and actor annotations.
// NSObject's awakeAfter(using:) and awakeFromNib() have no actor in AppKit; NSNib is not main-actor isolated.
// Type-checking only.

@_exported import AppleFoundation

open class CGColor: @unchecked Sendable {}
open class CALayer: NSObject { open var backgroundColor: CGColor? }
@MainActor open class NSGestureRecognizer: NSObject {}
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

@MainActor open class NSResponder: NSObject {
    nonisolated open func awakeFromNib() {}  // NSObject(NSNibAwaking)
}

@MainActor open class NSView: NSResponder {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let width = AutoresizingMask(rawValue: 2)
        public static let height = AutoresizingMask(rawValue: 16)
    }
    public init(frame frameRect: NSRect) {}
    public required init?(coder: NSCoder) {}
    open var frame = NSRect.zero
    open var bounds = NSRect.zero
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizesSubviews = true
    open var alphaValue: CGFloat = 1
    open var isHidden = false
    open var isOpaque: Bool { false }
    open var tag: Int { -1 }
    open var wantsLayer = false
    open var layer: CALayer?
    open var clipsToBounds = false
    open var identifier: NSUserInterfaceItemIdentifier?
    open var gestureRecognizers: [NSGestureRecognizer] = []
    open var subviews: [NSView] = []
    open var constraints: [NSLayoutConstraint] { [] }
    open func addSubview(_ view: NSView) {}
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func removeConstraint(_ constraint: NSLayoutConstraint) {}
    open func addGestureRecognizer(_ gestureRecognizer: NSGestureRecognizer) {}
    @available(macOS 11.0, *) open var safeAreaLayoutGuide: NSLayoutGuide { NSLayoutGuide() }
    open var layoutGuides: [NSLayoutGuide] { [] }
    open func addLayoutGuide(_ guide: NSLayoutGuide) {}
    open func removeLayoutGuide(_ guide: NSLayoutGuide) {}
    open func removeGestureRecognizer(_ gestureRecognizer: NSGestureRecognizer) {}
    open func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation)
        -> NSLayoutConstraint.Priority
    { .init(rawValue: 250) }
    open func setContentHuggingPriority(
        _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) {}
    open func contentCompressionResistancePriority(for orientation: NSLayoutConstraint.Orientation)
        -> NSLayoutConstraint.Priority
    { .init(rawValue: 750) }
    open func setContentCompressionResistancePriority(
        _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) {}
    // NSAccessibilityProtocol (String?) and NSAccessibilityElementProtocol (String) both declare the getter.
    open func accessibilityIdentifier() -> String? { nil }
    open func accessibilityIdentifier() -> String { "" }
    open func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) {}
    open func accessibilityLabel() -> String? { nil }
    open func setAccessibilityLabel(_ accessibilityLabel: String?) {}
}

// NSBox: `var contentView: NSView? { get set }` (Apple's documentation).
@MainActor open class NSBox: NSView { open var contentView: NSView? }

@MainActor open class NSLayoutGuide: NSObject {}

@MainActor open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case notAnAttribute = 0, left, right, top, bottom, leading, trailing, width, height
    }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    public enum Orientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    public struct Priority: RawRepresentable, Hashable, Sendable {
        public var rawValue: Float
        public init(rawValue: Float) { self.rawValue = rawValue }
    }
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) { self.init() }
    open var firstItem: AnyObject? { nil }
    open var secondItem: AnyObject? { nil }
    open var firstAttribute: Attribute { .notAnAttribute }
    open var secondAttribute: Attribute { .notAnAttribute }
    open var relation: Relation { .equal }
    open var multiplier: CGFloat { 1 }
    open var constant: CGFloat = 0
    open var priority = Priority(rawValue: 1000)
    open var identifier: String?
    open var shouldBeArchived = false
    open var isActive = false
}

open class NSNib: NSObject {
    public typealias Name = String
    public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {}
    // AutoreleasingUnsafeMutablePointer<NSArray?>? on Apple platforms, which Linux's standard library lacks; and
    // with -enable-objc-interop, Linux's compiler rejects every `&value` to pointer conversion. `inout` accepts
    // the same `&topLevelObjects` argument.
    open func instantiate(withOwner owner: Any?, topLevelObjects: inout NSArray?) -> Bool { true }
}

extension NSObject {
    /// NSObject(NSNibLoading), macOS 10.10: nonisolated and overridable, as UIKit's counterpart in the iOS SDK.
    @objc open func prepareForInterfaceBuilder() {}
}
