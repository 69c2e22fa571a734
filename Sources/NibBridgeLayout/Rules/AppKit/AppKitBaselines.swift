import NibBridgeDocument
import NibBridgeLoader

/// Where AppKit draws a view's text baselines, measured from its alignment rect: fixed per view, so read
/// once with its traits rather than at every constraint that names a baseline.
///
/// AppKit draws text on whole points (measured on the corpus):
/// - a control's centred text sits at the centred position (from the alignment rect's top, at the
///   control's stored height) rounded down, or to the nearest point for the controls IB drew in the
///   macOS 26 design; small and mini controls centre their smaller text as regular 13-point text sits
///   (a small text field 19 points tall has its baseline 14 below its top); a bordered text field of a
///   document before Xcode 12 puts its last baseline on the nearest point (``AppKitTextClassicFields``),
///   and one taller than two lines has its first baseline where a one-line field has it
///   (``AppKitTextTallFields``);
/// - a check box or radio button lays its title like a label on a line of the font's size plus 3,
///   centred in its alignment rect (an 18-point check box has its baseline 14 below its top);
/// - a label's last baseline sits the descent above its bottom (at its stored height), rounded to the
///   nearest point;
/// - a segmented control and a horizontal linear slider align their baselines where a control centres a
///   line of its font (the segments' font; a slider shows no text, and aligns as 13-point text): a
///   24-point segmented control has them 16 points below its top, a regular slider 16 below the top of its
///   28-point frame, a small one 14 below the top of its 20-point frame (``centredControlOffset(of:insets:lookup:)``).
struct AppKitBaselines {
    /// The distance from the top to the baseline of centred text, if the view centres text.
    var centred: Double?
    /// The distance from the bottom up to the last baseline of text laid from the top, or of centred text
    /// whose last baseline is not its first (``AppKitTextClassicFields``), if any.
    var lastFromBottom: Double?
    /// The distance from the top to both baselines of a view without text that reports baselines.
    var fixed: Double?

    /// No fixed baselines (UIKit views, AppKit views without text).
    init() {}

    /// The baselines of an AppKit view with the given traits.
    init(of view: LiveView, traits: ViewTraits, lookup: DocumentLookup) {
        let rules = lookup.rules
        if rules.contains(.controlCentredBaselines) {
            fixed = Self.centredControlOffset(of: view, insets: traits.alignmentInsets, lookup: lookup) ?? fixed
        }
        fixed = AppKitSwitchBaselines.offset(of: view, insets: traits.alignmentInsets, lookup: lookup) ?? fixed
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
        let drop = AppKitTextAppearanceFonts.baselineDrop(of: view, lookup: lookup)
        centred = Self.centredOffset(height: height, pointSize: pointSize, of: view, lookup: lookup) + drop
        lastFromBottom = AppKitTextClassicFields.lastBaselineFromBottom(
            of: view, height: height, pointSize: pointSize, drop: drop, lookup: lookup)
        if AppKitTextMojaveSmallFields.raisesBaselines(of: view, lookup: lookup), let first = centred {
            centred = first - AppKitTextMojaveSmallFields.baselineRise
            lastFromBottom = (lastFromBottom ?? height - first) + AppKitTextMojaveSmallFields.baselineRise
        }
        if let first = centred, AppKitClassicComboBoxes.dropsBaselines(of: view, lookup: lookup) {
            centred = first + AppKitClassicComboBoxes.baselineDrop
            lastFromBottom = nil
        }
        if let line = AppKitTextTallFields.firstLineHeight(
            of: view, height: height, pointSize: pointSize, lookup: lookup),
            let last = centred
        {
            lastFromBottom = lastFromBottom ?? height - last
            centred = Self.centredOffset(height: line, pointSize: pointSize, of: view, lookup: lookup) + drop
        }
    }

    /// Where a control centres a line of text of a point size in an alignment rect of a height, from its
    /// top: on whole points as AppKit draws it (rounded down, or to the nearest point in the macOS 26
    /// design), unrounded with ``LayoutRule/appKitWholePointBaselines`` off.
    static func centredOffset(height: Double, pointSize: Double, of view: LiveView, lookup: DocumentLookup)
        -> Double
    {
        let offset = centredPosition(height: height, pointSize: pointSize)
        guard lookup.rules.contains(.appKitWholePointBaselines) else { return offset }
        return offset.rounded(
            AppKitAlignment.usesMacOS26Design(view, lookup: lookup) ? .toNearestOrAwayFromZero : .down)
    }

    /// The unrounded position of the baseline of a line of text of a point size centred in an alignment rect of a
    /// height, from its top (smaller text sits as 13-point text does).
    static func centredPosition(height: Double, pointSize: Double) -> Double {
        height * 0.5 + max(pointSize, 13) * (FontMetrics.ascentRatio - FontMetrics.descentRatio) / 2
    }

    /// The baselines of a segmented control (NSSegmentedControl, whose segments show text in its cell's
    /// font) or a horizontal linear slider (NSSlider, 13-point text for want of a font), from the top of the
    /// alignment rect: where a control centres a line of that font. Nil for other views, vertical and
    /// circular sliders. IB stores labels baseline-aligned with them so (segmented controls: CotEditor, iina,
    /// MacDown; sliders: MacPass, iina, Textual); without the rule they align at their bottom edge.
    static func centredControlOffset(of view: LiveView, insets: LayoutInsets, lookup: DocumentLookup) -> Double? {
        let frame = view.frame
        switch view.elementName {
        case "segmentedControl": break
        case "slider" where frame.width > frame.height && lookup.cellAttributes(of: view)?["sliderType"] != "circular":
            break
        default: return nil
        }
        let pointSize = FontMetrics.pointSize(of: view, platform: .appKit, lookup: lookup)
        return centredOffset(
            height: frame.height - insets.top - insets.bottom, pointSize: pointSize, of: view, lookup: lookup)
    }
}

/// Where an AppKit switch (NSSwitch) reports its baselines: it shows no text, yet IB aligns labels, fields and
/// stacks by baselines with it, and stores them where the switch's baselines sit at a fixed distance below its
/// alignment rect's top, not at its bottom as a view without text.
///
/// For the switches IB drew for documents of tools versions 23500 to 23999 (``LayoutRule/switchBaselines``), both
/// baselines sit half the alignment rect's height plus 2 points below its top, rounded up: 13 points in the 22-point
/// alignment rect of the 42 × 25 frame, 14 in a 26-point frame, 16 in a 31-point one. Earlier documents store them
/// lower (16 points below the top of iina's of tools version 23094 and AgoraIO's of 21701), later ones draw the
/// macOS 26 design; neither is modelled.
enum AppKitSwitchBaselines {
    /// The distance from the top of a switch's alignment rect (its frame less `insets`) to both its baselines, nil
    /// for other views, for switches of other documents and with the rule off.
    static func offset(of view: LiveView, insets: LayoutInsets, lookup: DocumentLookup) -> Double? {
        guard lookup.rules.contains(.switchBaselines), view.elementName == "switch" else { return nil }
        let tools = lookup.nib(of: view).map(AppKitAlignment.toolsVersion) ?? 0
        guard tools >= 23500, tools < 24000 else { return nil }
        let height = view.frame.height - insets.top - insets.bottom
        return (height / 2 + 2).rounded(.up)
    }
}
