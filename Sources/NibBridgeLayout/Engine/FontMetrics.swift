import NibBridgeDocument
import NibBridgeLoader

/// Approximate font metrics for placing baselines without a font library.
///
/// The point size comes from the document (`<fontDescription pointSize=...>` or a text style in UIKit,
/// `<font metaFont=... size=...>` in AppKit); ascent and descent are the system font's proportions
/// (San Francisco: ascent 0.952 and descent 0.241 of the point size). A view's last baseline is then
/// `bottom - descent` for labels and, for controls that centre their text vertically (buttons, text
/// fields), `centerY + (ascent + descent) / 2 - descent`; its first baseline is `top + ascent` (or the
/// centred counterpart). Views without text have their baselines at their bottom edge, as UIKit places
/// the baseline of a view that is its own `viewForLastBaselineLayout`.
enum FontMetrics {
    /// The metrics that place a text view's baselines.
    struct TextMetrics {
        /// The font's ascent.
        var ascent: Double
        /// The font's descent.
        var descent: Double
        /// The first baseline's distance from the top of text laid from the top (labels).
        var firstBaseline: Double
    }

    /// The system font's ascent per point of size.
    static let ascentRatio = 0.952
    /// The system font's descent per point of size.
    static let descentRatio = 0.241

    /// The height of a line of the system font of a point size, rounded up to a whole point (16 points for 13-point
    /// text).
    static func systemLineHeight(pointSize: Double) -> Double {
        (pointSize * (ascentRatio + descentRatio)).rounded(.up)
    }

    /// The point sizes of UIKit's text styles at the default content size category.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The point sizes of AppKit's meta fonts.
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "systemSemibold": 13, "smallSystem": 11, "smallSystemBold": 11,
        "miniSystem": 9, "miniSystemBold": 9, "label": 10, "cellTitle": 12, "message": 13, "menu": 13,
        "menuBar": 14, "titleBar": 13, "toolTip": 11, "palette": 11, "controlContent": 13, "user": 12,
        "userFixedPitch": 10, "paletteTitle": 11, "fixedUser": 10,
    ]

    /// The ascent and descent of a text view's font.
    static func metrics(of view: LiveView, platform: LayoutPlatform, lookup: DocumentLookup) -> TextMetrics {
        let size = pointSize(of: view, platform: platform, lookup: lookup)
        // AppKit lays a label's text a little lower: a 13-point label's first baseline is 13 points below
        // its top (measured on the corpus), where UIKit's is at the font's ascent; a label in a named font
        // lays it on a line of its own font's height (``AppKitTextLabelLines``).
        var firstBaseline =
            size * (platform == .appKit && lookup.rules.contains(.appKitLabelFirstBaseline) ? 1 : ascentRatio)
        if platform == .appKit,
            let named = AppKitTextLabelLines.namedFontFirstBaseline(of: view, size: size, lookup: lookup)
        {
            firstBaseline = named
        }
        return TextMetrics(ascent: size * ascentRatio, descent: size * descentRatio, firstBaseline: firstBaseline)
    }

    /// The point size of a view's font, or the framework's default (UIKit 17 for labels and 15 for
    /// buttons, AppKit 13).
    static func pointSize(of view: LiveView, platform: LayoutPlatform, lookup: DocumentLookup) -> Double {
        if platform == .uiKit {
            var attributes: [String: String]?
            if case .element(_, let found)? = view.otherState["fontDescription"] { attributes = found }
            attributes =
                attributes ?? lookup.childAttributes(of: view, named: "fontDescription", key: "fontDescription")
            if let attributes {
                if let size = attributes["pointSize"].flatMap(Double.init) { return size }
                if let style = attributes["style"], let size = textStyleSizes[style] { return size }
            }
            return view.elementName == "button" ? 15 : 17
        }
        guard let font = lookup.childAttributes(of: view, named: "font", key: "font") else { return 13 }
        if let size = font["size"].flatMap(Double.init) { return size }
        return font["metaFont"].flatMap { metaFontSizes[$0] } ?? 13
    }
}
