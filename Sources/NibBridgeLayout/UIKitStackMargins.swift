import NibBridgeLoader

/// The UIKit stack views that arrange their views inside their layout margins.
///
/// `UIStackView.isLayoutMarginsRelativeArrangement` is off by default, and IB writes
/// `layoutMarginsRelativeArrangement="YES"` when it is turned on. A stack view whose document gives it margins
/// of its own (`<edgeInsets key="layoutMargins">` or `directionalLayoutMargins`) without that attribute is
/// nevertheless laid out inside them by Interface Builder: the seven such stack views of the corpus, the
/// validation and the evidence projects have their first view at their margins, in three projects (Firebase's
/// four installation stacks, 8 and 20 points in; Simplenote's notice and verification stacks, 28 and 32;
/// KeePassium's pricing plan header, 8 and 4), and none has its views at its edges.
extension LayoutSession {
    /// Whether a UIKit stack view with margins of its own arranges its views inside them
    /// (``LayoutRule/stackOwnMargins``).
    func arrangesInOwnMargins(_ view: LiveView) -> Bool {
        lookup.rules.contains(.stackOwnMargins)
            && (view.carried("layoutMargins") != nil || view.carried("directionalLayoutMargins") != nil)
    }
}
