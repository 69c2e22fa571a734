import NibBridgeLoader

/// The UIKit stack views' own rules, beyond what `UIStackView`'s documentation gives the stack view
/// constraints (``LayoutSession``'s stack view constraints): the margins a stack view has, whether it arranges
/// its views inside them, and the one kind of hidden view it arranges anyway.
///
/// A UIKit stack view without margins of its own has none: every constraint to a stack view's margins in the
/// corpus, the validation and the evidence projects stores 0 (pocket-casts' NowPlayingPlayerItemViewController,
/// ProtonVPN's Upsell and DiscourageSecureCore scroll views, RocketChat's ChannelInfoDescriptionCell; none
/// stores UIKit's default 8).
///
/// `UIStackView.isLayoutMarginsRelativeArrangement` is off by default, and IB writes
/// `layoutMarginsRelativeArrangement="YES"` when it is turned on. A stack view whose document gives it margins
/// of its own (`<edgeInsets key="layoutMargins">` or `directionalLayoutMargins`) without that attribute is
/// nevertheless laid out inside them by Interface Builder: the seven such stack views of the corpus, the
/// validation and the evidence projects have their first view at their margins, in three projects (Firebase's
/// four installation stacks, 8 and 20 points in; Simplenote's notice and verification stacks, 28 and 32;
/// KeePassium's pricing plan header, 8 and 4), and none has its views at its edges.
///
/// UIKit hides a stopped activity indicator that hides when stopped itself: "If the value of this property
/// is true (the default), the receiver sets its `isHidden` property to true when receiver is not animating"
/// (Apple's documentation of `UIActivityIndicatorView.hidesWhenStopped`). Interface Builder writes that state
/// as `hidden="YES"`: every stopped indicator that hides when stopped in the corpus and the validation
/// projects is stored hidden (38 of 38, in 9 projects), and none is stored shown, so the attribute says what
/// UIKit does at run time, not that the document hides the view. IB draws the indicator on its canvas and
/// arranges it in a stack view like a shown view: the views after it start one spacing after its frame
/// (RxSwift's vertical stack and two of pocket-casts' horizontal ones; every such indicator in a stack view
/// of both sets).
extension ViewTraits {
    /// Whether a UIKit view is a stack view without margins of its own, which has none
    /// (``LayoutRule/stackZeroMargins``); ``margins(of:platform:isControllerRoot:rootWidth:lookup:)`` asks once
    /// the document's own margins are read.
    static func isMarginlessStack(_ view: LiveView, rules: LayoutRules) -> Bool {
        view.elementName == "stackView" && rules.contains(.stackZeroMargins)
    }
}

extension LayoutSession {
    /// Whether a UIKit stack view with margins of its own arranges its views inside them
    /// (``LayoutRule/stackOwnMargins``).
    func arrangesInOwnMargins(_ view: LiveView) -> Bool {
        lookup.rules.contains(.stackOwnMargins) && ViewTraits.documentMargins(of: view) != nil
    }

    /// Whether a stack view leaves an arranged view out of its arrangement: a hidden view (AppKit's when the
    /// stack detaches its hidden views), except, for UIKit, a stopped activity indicator that hides when
    /// stopped (``LayoutRule/stoppedIndicatorsArranged``).
    func isCollapsed(_ view: LiveView, isAppKit: Bool) -> Bool {
        guard view.isHidden else { return false }
        guard !isAppKit, lookup.rules.contains(.stoppedIndicatorsArranged) else { return true }
        return !Self.isHiddenOnlyWhileStopped(view)
    }

    /// Whether a view is a UIKit activity indicator that is hidden because it is stopped and hides when
    /// stopped (`hidesWhenStopped="YES"`, no `animating="YES"`).
    static func isHiddenOnlyWhileStopped(_ view: LiveView) -> Bool {
        view.elementName == "activityIndicatorView" && view.otherState["hidesWhenStopped"]?.text == "YES"
            && view.otherState["animating"]?.text != "YES"
    }
}

/// An arranged view's own required width that a vertical UIKit stack view filling its views across (alignment `fill`,
/// the default) cannot give it yields to the stack's alignment (``LayoutRule/stackFillAlignmentOverArrangedSize``):
/// where the stack's width is set from outside, Interface Builder breaks the view's width constraint, not the stack's
/// `UISV-alignment` and canvas connections, and stores the view at the stack's width. Four projects store it:
/// pocket-casts' Siri settings error stack (Xcode 12.4, tools version 17701: a 40 x 40 image view and a 50-point
/// spacer stored 375 wide in a 375-point stack), habitica-ios' collection header (23090: a 300-point stack stored
/// 404 wide in a 404-point stack, its views with it), woocommerce-ios' image-and-title cell (17156: a 24-point image
/// view stored 50 wide) and iNaturalist's onboarding (21701: a 320-point button stored 343 wide); the solver, which
/// keeps the first of two conflicting required constraints, broke the stack's before, as the document's constraints
/// are added first. The constraint is added after the stacks' instead. Horizontal stacks are left alone: OsmAnd's
/// travel cell (22155) and safe-ios' final-step cell (20037) store a stack of their image view's own 20- and
/// 28-point height, the conflict (an error of ours elsewhere) broken outside it.
extension LayoutSession {
    /// Whether a document constraint is an arranged view's own required width in a vertical UIKit stack view that
    /// fills its views across, which yields to the stack's alignment: added after the stacks' constraints, so the
    /// solver leaves it out where the two conflict.
    func yieldsToStackAlignment(_ constraint: LiveConstraint) -> Bool {
        guard platform == .uiKit, lookup.rules.contains(.stackFillAlignmentOverArrangedSize),
            constraint.priority >= 1000, constraint.relation == "equal",
            constraint.secondItem == nil || constraint.secondAttribute == "notAnAttribute",
            let view = constraint.firstItem as? LiveView, let node = node(of: view), node.isArranged,
            let stack = node.parent, stack.view.elementName == "stackView",
            (stack.view.otherState["alignment"]?.text ?? "fill") == "fill"
        else { return false }
        return stack.view.otherState["axis"]?.text == "vertical" && constraint.firstAttribute == "width"
    }

    /// Adds the arranged views' own sizes across fill-aligned UIKit stack views that
    /// ``addDocumentConstraints(of:)`` left for after the stacks' constraints, in the order it met them.
    func addSizesYieldingToStackAlignment() {
        for constraint in sizesYieldingToStackAlignment { addDocumentConstraint(constraint) }
    }
}

/// A UIKit stack view of the `equalCentering` distribution keeps the distances between its views' centres equal only as
/// a preference weaker than its views' content hugging (``LayoutRule/uiKitEqualCenteringPreference``): UIStackView
/// "attempts to position the arranged views so that they have an equal center-to-center spacing ..., while maintaining
/// the spacing property's distance between views" (`UIStackView.Distribution.equalCentering`), and the constraint that
/// makes the gap guides between the centres equal (`UISV-fill-equally`) is at priority 149, as dumps of its
/// constraints show (kean's "Let's Build UIStackView", 2017). A label (hugging 251) keeps its text's height, and where
/// the views' own sizes and the document's constraints between them leave the centres unevenly spaced, they stay so.
/// Three projects store it: safe-ios' add-owner and success screens (Xcode 13, tools versions 19529 and 20037: vertical
/// stacks centred in their view, an image, two labels and a button 32, 16 and 24 points apart by the document's own
/// constraints, the labels at their 20.5- and 41-point text heights), AU-COVIDSafe's statistics header (17506: six
/// views 7.5, 21, 8.5 and 6 points apart in a 203-point stack, their centres 35.5, 35, 35.5 and 56 points apart) and
/// Scandit's restocking sample (22505: three labels of 19.33 and 14.33 points, 4 points apart, their centres 20.83 and
/// 18.33 points apart). At priority 999 the solver stretched the labels to space the centres equally. AppKit's stack
/// views keep 999: no AppKit document of the sets tells the two apart.
extension LayoutSession {
    /// The priority at which a stack view of the `equalCentering` distribution keeps the distances between its views'
    /// centres equal: ``uiKitEqualCenteringPriority`` for a UIKit stack view with
    /// ``LayoutRule/uiKitEqualCenteringPreference`` on, else 999 (above the views' hugging and compression resistance).
    func equalCenteringPriority(isAppKit: Bool) -> Double {
        !isAppKit && lookup.rules.contains(.uiKitEqualCenteringPreference) ? Self.uiKitEqualCenteringPriority : 999
    }

    /// UIStackView's priority for the equal distances between its views' centres (`UISV-fill-equally` of the
    /// `equalCentering` distribution): below the default low hugging (250) and compression resistance.
    static let uiKitEqualCenteringPriority: Double = 149
}
