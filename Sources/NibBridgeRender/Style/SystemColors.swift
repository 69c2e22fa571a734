/// The colors Interface Builder documents name instead of writing components: UIKit's system and
/// semantic colors, the old `cocoaTouchSystemColor` names, AppKit's `catalog="System"` colors and the
/// plain class colors (`whiteColor`, ...).
///
/// Values are the light-appearance sRGB values UIKit and AppKit document (Display P3 system colors are
/// given as their sRGB approximations). A document's own `<resources><systemColor>` entry wins over this
/// table: Xcode 12 and later write the value it used.
public enum SystemColors {
    /// The color for a name, with or without the `Color` suffix (`systemBlueColor`, `systemBlue`).
    public static func color(named name: String) -> RenderColor? {
        if let color = table[name] { return color }
        if !name.hasSuffix("Color"), let color = table[name + "Color"] { return color }
        return nil
    }

    /// Every name the table knows (for documentation and tests).
    public static var names: [String] { table.keys.sorted() }

    private static let label = RenderColor(60, 60, 67)
    private static let table: [String: RenderColor] = [
        // UIKit semantic colors (iOS 13+ light appearance).
        "systemBackgroundColor": RenderColor(white: 1),
        "secondarySystemBackgroundColor": RenderColor(242, 242, 247),
        "tertiarySystemBackgroundColor": RenderColor(white: 1),
        "systemGroupedBackgroundColor": RenderColor(242, 242, 247),
        "secondarySystemGroupedBackgroundColor": RenderColor(white: 1),
        "tertiarySystemGroupedBackgroundColor": RenderColor(242, 242, 247),
        "labelColor": RenderColor(white: 0),
        "secondaryLabelColor": label.withAlpha(0.6),
        "tertiaryLabelColor": label.withAlpha(0.3),
        "quaternaryLabelColor": label.withAlpha(0.18),
        "placeholderTextColor": label.withAlpha(0.3),
        "separatorColor": label.withAlpha(0.29),
        "opaqueSeparatorColor": RenderColor(198, 198, 200),
        "linkColor": RenderColor(0, 122, 255),
        "systemFillColor": RenderColor(120, 120, 128, 0.2),
        "secondarySystemFillColor": RenderColor(120, 120, 128, 0.16),
        "tertiarySystemFillColor": RenderColor(118, 118, 128, 0.12),
        "quaternarySystemFillColor": RenderColor(116, 116, 128, 0.08),
        "tintColor": RenderColor(0, 122, 255),
        // UIKit system colors.
        "systemBlueColor": RenderColor(0, 122, 255),
        "systemGreenColor": RenderColor(52, 199, 89),
        "systemIndigoColor": RenderColor(88, 86, 214),
        "systemOrangeColor": RenderColor(255, 149, 0),
        "systemPinkColor": RenderColor(255, 45, 85),
        "systemPurpleColor": RenderColor(175, 82, 222),
        "systemRedColor": RenderColor(255, 59, 48),
        "systemTealColor": RenderColor(48, 176, 199),
        "systemYellowColor": RenderColor(255, 204, 0),
        "systemMintColor": RenderColor(0, 199, 190),
        "systemCyanColor": RenderColor(50, 173, 230),
        "systemBrownColor": RenderColor(162, 132, 94),
        "systemGrayColor": RenderColor(142, 142, 147),
        "systemGray2Color": RenderColor(174, 174, 178),
        "systemGray3Color": RenderColor(199, 199, 204),
        "systemGray4Color": RenderColor(209, 209, 214),
        "systemGray5Color": RenderColor(229, 229, 234),
        "systemGray6Color": RenderColor(242, 242, 247),
        // cocoaTouchSystemColor (before iOS 13).
        "darkTextColor": RenderColor(white: 0),
        "lightTextColor": RenderColor(white: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": RenderColor(239, 239, 244),
        "tableCellGroupedBackgroundColor": RenderColor(white: 1),
        "tableCellPlainBackgroundColor": RenderColor(white: 1),
        "viewFlipsideBackgroundColor": RenderColor(31, 33, 36),
        "scrollViewTexturedBackgroundColor": RenderColor(111, 113, 121),
        "underPageBackgroundColor": RenderColor(181, 183, 189),
        "tableSeparatorColor": RenderColor(200, 199, 204),
        "tableBackgroundColor": RenderColor(white: 1),
        // Class colors.
        "blackColor": RenderColor(white: 0),
        "whiteColor": RenderColor(white: 1),
        "clearColor": RenderColor(white: 0, alpha: 0),
        "grayColor": RenderColor(white: 0.5),
        "lightGrayColor": RenderColor(white: 2.0 / 3),
        "darkGrayColor": RenderColor(white: 1.0 / 3),
        "redColor": RenderColor(red: 1, green: 0, blue: 0),
        "greenColor": RenderColor(red: 0, green: 1, blue: 0),
        "blueColor": RenderColor(red: 0, green: 0, blue: 1),
        "cyanColor": RenderColor(red: 0, green: 1, blue: 1),
        "yellowColor": RenderColor(red: 1, green: 1, blue: 0),
        "magentaColor": RenderColor(red: 1, green: 0, blue: 1),
        "orangeColor": RenderColor(red: 1, green: 0.5, blue: 0),
        "purpleColor": RenderColor(red: 0.5, green: 0, blue: 0.5),
        "brownColor": RenderColor(red: 0.6, green: 0.4, blue: 0.2),
        // AppKit catalog colors (catalog="System").
        "controlTextColor": RenderColor(white: 0, alpha: 0.85),
        "controlColor": RenderColor(white: 1),
        "controlBackgroundColor": RenderColor(white: 1),
        "textColor": RenderColor(white: 0),
        "textBackgroundColor": RenderColor(white: 1),
        "windowBackgroundColor": RenderColor(236, 236, 236),
        "headerColor": RenderColor(white: 1),
        "headerTextColor": RenderColor(white: 0, alpha: 0.85),
        "gridColor": RenderColor(230, 230, 230),
        "disabledControlTextColor": RenderColor(white: 0, alpha: 0.25),
        "selectedControlColor": RenderColor(179, 215, 255),
        "selectedTextBackgroundColor": RenderColor(179, 215, 255),
        "selectedTextColor": RenderColor(white: 0),
        "selectedControlTextColor": RenderColor(white: 0, alpha: 0.85),
        "alternateSelectedControlColor": RenderColor(0, 99, 225),
        "alternateSelectedControlTextColor": RenderColor(white: 1),
        "selectedMenuItemTextColor": RenderColor(white: 1),
        "keyboardFocusIndicatorColor": RenderColor(0, 103, 244, 0.5),
        "windowFrameColor": RenderColor(white: 0, alpha: 0.85),
        "windowFrameTextColor": RenderColor(white: 0, alpha: 0.85),
        "scrollBarColor": RenderColor(170, 170, 170),
        "knobColor": RenderColor(white: 0, alpha: 0.5),
        "shadowColor": RenderColor(white: 0),
        "highlightColor": RenderColor(white: 1),
        "unemphasizedSelectedContentBackgroundColor": RenderColor(220, 220, 220),
        "findHighlightColor": RenderColor(255, 255, 0),
    ]
}
