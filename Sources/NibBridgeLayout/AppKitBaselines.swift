import NibBridgeLoader

/// Where AppKit draws a view's text baselines, measured from its alignment rect: fixed per view, so read
/// once with its traits rather than at every constraint that names a baseline.
///
/// AppKit draws text on whole points (measured on the corpus):
/// - a control's centred text sits at the centred position (from the alignment rect's top, at the
///   control's stored height) rounded down, or to the nearest point for the controls IB drew in the
///   macOS 26 design; small and mini controls centre their smaller text as regular 13-point text sits
///   (a small text field 19 points tall has its baseline 14 below its top);
/// - a check box or radio button lays its title like a label on a line of the font's size plus 3,
///   centred in its alignment rect (an 18-point check box has its baseline 14 below its top);
/// - a label's last baseline sits the descent above its bottom (at its stored height), rounded to the
///   nearest point;
/// - an NSSwitch aligns with text 16 points below its alignment rect's top (the labels first-baseline
///   aligned with iina's switches).
struct AppKitBaselines {
    /// The distance from the top to the baseline of centred text, if the view centres text.
    var centred: Double?
    /// The distance from the bottom up to the last baseline of text laid from the top, if any.
    var lastFromBottom: Double?
    /// The distance from the top to both baselines of a view without text that reports baselines.
    var fixed: Double?

    /// No fixed baselines (UIKit views, AppKit views without text).
    init() {}

    /// The baselines of an AppKit view with the given traits.
    init(of view: LiveView, traits: ViewTraits, lookup: DocumentLookup) {
        let rules = lookup.rules
        if view.elementName == "switch" && rules.contains(.switchBaseline) { fixed = 16 }
        guard let font = traits.font, rules.contains(.appKitWholePointBaselines) else { return }
        let pointSize = font.ascent / FontMetrics.ascentRatio
        guard traits.centersText else {
            let height = view.frame.height
            lastFromBottom = height - (height - font.descent).rounded()
            return
        }
        let insets = traits.alignmentInsets
        let height = view.frame.height - insets.top - insets.bottom
        let type = lookup.cellAttributes(of: view)?["type"]
        if rules.contains(.checkBoxBaselines), view.elementName == "button", type == "check" || type == "radio" {
            centred = ((height - (pointSize + 3)) / 2 + pointSize).rounded(.down)
            return
        }
        let rule: FloatingPointRoundingRule =
            AppKitAlignment.usesMacOS26Design(view, lookup: lookup) ? .toNearestOrAwayFromZero : .down
        let offset = max(pointSize, 13) * (FontMetrics.ascentRatio - FontMetrics.descentRatio) / 2
        centred = (height * 0.5 + offset).rounded(rule)
    }
}
