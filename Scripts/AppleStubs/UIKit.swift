// swift-format-ignore-file
// (The stubs mirror Apple's declarations, names and layout included, not this project's style.)
// Linux stand-in for the parts of UIKit NibBridge uses: Apple's Swift signatures and actor annotations
// (UIKit's classes are @MainActor; NSObject's awakeAfter(using:) is not). Type-checking only.
// AWAKE_NONISOLATED models an SDK where NSObject.awakeFromNib() has no actor (as AppKit's).

@_exported import AppleFoundation

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
}
public struct UIEdgeInsets: Sendable { public var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0 }
public struct NSDirectionalEdgeInsets: Sendable {
    public var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0
}
public enum UISemanticContentAttribute: Int, Sendable { case unspecified, playback, spatial, forceLeftToRight }
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
}
open class UIColor: NSObject, @unchecked Sendable {}
@MainActor open class UIGestureRecognizer: NSObject {}

@MainActor open class UIResponder: NSObject {
    #if AWAKE_NONISOLATED
        nonisolated open func awakeFromNib() {}
    #else
        open func awakeFromNib() {}
    #endif
}

@MainActor open class UIView: UIResponder {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    }
    public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit }
    public init(frame: CGRect) {}
    public convenience override init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {}
    open var frame = CGRect.zero
    open var bounds = CGRect.zero
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizesSubviews = true
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var tag = 0
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var contentMode = ContentMode.scaleToFill
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    open var layoutMargins = UIEdgeInsets()
    open var directionalLayoutMargins = NSDirectionalEdgeInsets()
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = []
    open var isAccessibilityElement = false
    open var restorationIdentifier: String?
    open var gestureRecognizers: [UIGestureRecognizer]?
    open var subviews: [UIView] { [] }
    open var constraints: [NSLayoutConstraint] { [] }
    open func addSubview(_ view: UIView) {}
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func removeConstraint(_ constraint: NSLayoutConstraint) {}
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        .init(rawValue: 250)
    }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        .init(rawValue: 750)
    }
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {}
}

@MainActor open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case notAnAttribute = 0, left, right, top, bottom, leading, trailing, width, height
    }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
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
    open var priority = UILayoutPriority(rawValue: 1000)
    open var identifier: String?
    open var shouldBeArchived = false
    open var isActive = false
}

@MainActor open class UINib: NSObject {
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) { self.init() }
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil)
        -> [Any]
    { [] }
}

@MainActor open class UIViewController: UIResponder {}
@MainActor open class UIStoryboard: NSObject {
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.init() }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        UIViewController()
    }
}
@MainActor open class UITableViewCell: UIView {}
@MainActor open class UICollectionReusableView: UIView {}
@MainActor open class UICollectionViewCell: UICollectionReusableView {}
@MainActor open class UIScrollView: UIView {}
@MainActor open class UITableView: UIScrollView {
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}
@MainActor open class UICollectionView: UIScrollView {
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    { UICollectionViewCell() }
}
