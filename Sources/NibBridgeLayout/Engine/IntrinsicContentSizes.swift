import Cassowary
import NibBridgeDocument
public import NibBridgeLoader

/// The constraints UIKit and AppKit make from a view's intrinsic content size: per dimension with a
/// size, `size <= intrinsic` at the content hugging priority and `size >= intrinsic` at the compression
/// resistance priority.
///
/// Views get an intrinsic size when their kind of element has one (labels, buttons, image views,
/// switches, sliders, steppers, segmented controls, activity indicators, progress views, text fields and
/// their AppKit counterparts) or when the document gives them a placeholder intrinsic size
/// (`placeholderIntrinsicWidth`/`Height`, with `infinite` meaning none). The sizes come from the
/// engine's ``IntrinsicContentSizing``.
extension LayoutSession {
    func addIntrinsicConstraints(_ node: ViewNode) {
        let view = node.view
        let hasPlaceholder =
            view.otherState["placeholderIntrinsicWidth"] != nil
            || view.otherState["placeholderIntrinsicHeight"] != nil
        let fixed = pickerIntrinsicSize(node) ?? emptyStackIntrinsicSize(node)
        guard node.parent != nil, node.traits.hasIntrinsicContent || hasPlaceholder || fixed != nil,
            var size = fixed ?? intrinsicSizes.intrinsicContentSize(of: view, widthLimit: nil)
        else { return }
        if fixed == nil { size.width = halfPointEqualWidth(node, width: size.width) }
        let axes = [
            ("width", node.width, size.width, node.traits.hugging.horizontal, node.traits.compression.horizontal),
            ("height", node.height, size.height, node.traits.hugging.vertical, node.traits.compression.vertical),
        ]
        for (name, variable, length, hugging, compression) in axes where length >= 0 {
            // Hugging keeps the view from growing past its content, compression from shrinking below it.
            add(Expression(variable), .lessThanOrEqual, Expression(constant: length), priority: hugging) {
                self.intrinsicConflict(node, name, length)
            }
            add(Expression(variable), .greaterThanOrEqual, Expression(constant: length), priority: compression) {
                self.intrinsicConflict(node, name, length)
            }
        }
    }

    /// A warning, as every unsatisfiable layout is (UIKit logs it and breaks a constraint): and the intrinsic
    /// size is NibBridge's estimate (text measured with its own font, images and controls sized from the
    /// document), which Apple's fonts and images may not share.
    private func intrinsicConflict(_ node: ViewNode, _ dimension: String, _ value: Double) -> Diagnostic {
        Diagnostic(
            .warning,
            "Unable to simultaneously satisfy constraints: the required intrinsic \(dimension) "
                + "\(IBNumber.format(value)) of \(node.name) conflicts with its constraints; breaking it "
                + "(an estimate: Apple's fonts and images may size it differently)",
            at: lookup.location(of: node.view), rule: "layout")
    }
}

/// Intrinsic content sizes read from the document, for when no font library measures text.
///
/// Interface Builder solved the layout with the real fonts and images and stored the resulting frames,
/// so a text view's or control's stored size is its intrinsic size whenever IB sized it by its content,
/// and never worse than a guess otherwise. The document's placeholder intrinsic size
/// (`placeholderIntrinsicWidth`/`Height`) wins when set; `infinite` means no intrinsic size in that
/// dimension. AppKit frames include the control's alignment insets, which are taken off (the intrinsic
/// size is the alignment rect's).
public struct StoredFrameIntrinsicSizes: IntrinsicContentSizing {
    private let cache: NibCache
    /// The layout rules whose alignment insets are taken off the stored frames (all but in an ablation).
    package var rules = LayoutRules.all

    /// Creates the sizing; the cache is the one the documents were loaded through (for AppKit cells).
    public init(cache: NibCache = .shared) { self.cache = cache }

    /// The stored frame's size (less alignment insets), or the placeholder intrinsic size.
    public func intrinsicContentSize(of view: LiveView, widthLimit: Double?) -> LayoutSize? {
        let lookup = DocumentLookup(cache: cache, rules: rules)
        let frame = view.frame
        var insets = LayoutInsets.zero
        if lookup.platform(of: view) == .appKit {
            insets = AppKitAlignment.insets(of: view, lookup: lookup)
        } else {
            insets = ViewTraits.uiKitInsets(of: view, lookup: lookup)
        }
        var size = LayoutSize(
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
        func placeholder(_ key: String) -> Double? {
            guard let text = view.otherState[key]?.text else { return nil }
            return text == "infinite" ? LayoutSize.noIntrinsicMetric : Double(text)
        }
        if let width = placeholder("placeholderIntrinsicWidth") { size.width = width }
        if let height = placeholder("placeholderIntrinsicHeight") { size.height = height }
        return size
    }
}

/// The intrinsic content size of a UIKit picker view (`UIPickerView`): 216 points tall, its wheel's height in
/// portrait, and no width of its own (``LayoutRule/pickerViewDefaultHeight``).
///
/// A picker view's wheels are 216 points tall in portrait (UIKit pins a picker's height to 216 when it is given none:
/// `-[UIPickerView setFrame:]` logs that an invalid height is "pinned to 216.0"), and IB's canvas keeps that height
/// where no constraint sets one. Stored frames of pickers pinned at their sides and at one of their top, bottom or
/// centre only are 216 points tall in three
/// projects: MiniKeePass's password generator (Xcode 9, centred vertically in a static cell), GoMap's display
/// settings (Xcode 16, below a label) and Yep's do-not-disturb period (Xcode 7, at a root view's bottom); a
/// picker that constraints size (NetNewsWire's, element-ios', OsmAnd-iOS', RxSwift's) keeps their size, as a
/// picker's content hugging and compression resistance (250 and 750) give way to required constraints.
///
/// Before Xcode 7 (the iOS 7 and 8 SDKs), IB drew an iPhone or universal document's picker 162 points tall
/// (``LayoutRule/pickerViewCompactHeightBeforeXcode7``): stored frames of pickers with no height constraint are 162
/// tall in rainmachine-ios-app (Xcode 5.1 to 6.4, tools versions 5056 to 7702: pickers centred or pinned at their
/// top only, the labels centred on them), Apress' beg-iphone-dev-7ed (Xcode 6.1, tools version 6249: four pickers
/// pinned at their top on the size-class canvas) and ResearchKit's AppCore (Xcode 6.3 and 6.4, tools versions 7531
/// and 7702: pickers filling cells sized to them, 162 points); the iPad-only xib of rainmachine of Xcode 5.1 keeps
/// 216 points, as every picker from Xcode 7 on (Yep's of tools version 9059 and later).
extension LayoutSession {
    /// The picker view's intrinsic size, (no width, 216), when `node` is a UIKit picker view and
    /// ``LayoutRule/pickerViewDefaultHeight`` is on; nil otherwise (off: a picker view has no intrinsic size).
    func pickerIntrinsicSize(_ node: ViewNode) -> LayoutSize? {
        guard node.traits.platform == .uiKit, node.view.elementName == "pickerView",
            lookup.rules.contains(.pickerViewDefaultHeight)
        else { return nil }
        let compact =
            lookup.rules.contains(.pickerViewCompactHeightBeforeXcode7)
            && lookup.nib(of: node.view).map(Self.drawsCompactPickers) == true
        return LayoutSize(
            width: LayoutSize.noIntrinsicMetric, height: compact ? Self.compactPickerViewHeight : Self.pickerViewHeight)
    }

    /// Whether IB drew a document's picker views 162 points tall
    /// (``LayoutRule/pickerViewCompactHeightBeforeXcode7``): it was saved before Xcode 7 (a tools version below
    /// ``ViewTraits/iOS9SDKTools``) and is not an iPad-only document.
    static func drawsCompactPickers(_ nib: CompiledNib) -> Bool {
        AppKitAlignment.toolsVersion(of: nib) < ViewTraits.iOS9SDKTools
            && nib[0].attributes["targetRuntime"] != "iOS.CocoaTouch.iPad"
    }

    /// The height of a UIKit picker view's wheels in portrait.
    static let pickerViewHeight: Double = 216

    /// The height IB gave a picker view's wheels in iPhone and universal documents before Xcode 7.
    static let compactPickerViewHeight: Double = 162
}

/// The size of a UIKit stack view without arranged views (``LayoutRule/emptyStackViewsKeepStoredSize``).
///
/// `UIStackView` sizes itself from its arranged views and has no intrinsic content size of its own, so an empty
/// stack view's size is left to the constraints around it; Interface Builder keeps the frame it was stored with
/// where they leave it free, as a view's intrinsic content size would, giving way to required constraints and
/// holding against the hugging of the views around it. Stored frames of empty stack views in four projects:
/// woocommerce-ios' product cell (Xcode 14) keeps its 12.5-point attributes stack between labels of an
/// equal-spacing stack; JTAppleCalendar's (Xcode 14) a 123-point stack in a horizontal fill stack; safe-ios'
/// phrase verification (Xcode 13) a 300-point stack that sets the width of the centre-aligned stack around it;
/// habitica-ios' support screen and alert (Xcode 12 and 14) stacks of 300 and 56 points that their own required
/// vertical hugging and compression resistance hold against a height of priority 500 and a minimum height of 50. A
/// stack view with arranged views, even hidden ones, is sized by them.
extension LayoutSession {
    /// The stored size of an empty UIKit stack view (no subviews), as an intrinsic content size at its hugging and
    /// compression resistance priorities, when ``LayoutRule/emptyStackViewsKeepStoredSize`` is on; nil otherwise
    /// (off: the stack view shrinks to nothing where its constraints leave it free).
    func emptyStackIntrinsicSize(_ node: ViewNode) -> LayoutSize? {
        guard node.traits.platform == .uiKit, node.view.elementName == "stackView", node.view.subviews.isEmpty,
            lookup.rules.contains(.emptyStackViewsKeepStoredSize)
        else { return nil }
        return LayoutSize(width: node.storedFrame.width, height: node.storedFrame.height)
    }
}
