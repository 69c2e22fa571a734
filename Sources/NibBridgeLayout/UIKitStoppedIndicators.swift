import NibBridgeLoader

/// Which hidden arranged views a stack view collapses, and the one kind of hidden view a UIKit stack view
/// arranges anyway: a stopped activity indicator that hides when stopped.
///
/// UIKit hides such an indicator itself: "If the value of this property is true (the default), the
/// receiver sets its `isHidden` property to true when receiver is not animating" (Apple's documentation of
/// `UIActivityIndicatorView.hidesWhenStopped`). Interface Builder writes that state as `hidden="YES"`: every
/// stopped indicator that hides when stopped in the corpus and the validation projects is stored hidden (38
/// of 38, in 9 projects), and none is stored shown, so the attribute says what UIKit does at run time, not
/// that the document hides the view. IB draws the indicator on its canvas and arranges it in a stack view
/// like a shown view: the views after it start one spacing after its frame (RxSwift's vertical stack and
/// two of pocket-casts' horizontal ones; every such indicator in a stack view of both sets).
extension LayoutSession {
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
