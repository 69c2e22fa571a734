/// A font as a document describes it, mapped to the renderer's fixed family.
///
/// Pictures are drawn in one family available on Debian (`DejaVu Sans`, package fonts-dejavu-core) so they
/// are the same on every machine: only the size, the weight (regular or bold, the two faces that package
/// ships) and a slant (drawn as a skew, not looked up as a face) come from the document.
public struct FontSpec: Sendable, Hashable, CustomStringConvertible {
    /// The size in points.
    public var size: Double
    /// The weight, 100 (ultra light) to 900 (black), as CSS and Pango number them.
    public var weight: Int
    /// Whether the font is italic.
    public var italic: Bool

    /// Creates a font.
    public init(size: Double, weight: Int = 400, italic: Bool = false) {
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// The family every picture uses.
    public static let family = "DejaVu Sans"

    /// The horizontal scale text is drawn and measured with: DejaVu Sans at 91.5% of its width advances
    /// like San Francisco, the font Interface Builder measured the document's frames with (checked on
    /// labels of 14 to 17 points: within a point or two of IB's intrinsic widths), so text fits its frame.
    public static let widthFactor = 0.915

    /// Whether the weight is drawn with the bold face.
    public var isBold: Bool { weight >= 600 }

    /// `17pt`, `17pt bold`, `12pt italic`.
    public var description: String {
        var text = "\(size)pt"
        if isBold { text += " bold" }
        if italic { text += " italic" }
        return text
    }

    /// UIKit's body font.
    public static let body = FontSpec(size: 17)

    /// The point sizes of UIKit's text styles at the default content size.
    static let textStyles: [String: (Double, Int)] = [
        "UICTFontTextStyleLargeTitle": (34, 400), "UICTFontTextStyleTitle0": (34, 400),
        "UICTFontTextStyleTitle1": (28, 400), "UICTFontTextStyleTitle2": (22, 400),
        "UICTFontTextStyleTitle3": (20, 400), "UICTFontTextStyleHeadline": (17, 600),
        "UICTFontTextStyleBody": (17, 400), "UICTFontTextStyleCallout": (16, 400),
        "UICTFontTextStyleSubhead": (15, 400), "UICTFontTextStyleFootnote": (13, 400),
        "UICTFontTextStyleCaption1": (12, 400), "UICTFontTextStyleCaption2": (11, 400),
    ]

    /// The weights of `weight="..."` and of face names (`HelveticaNeue-Bold`).
    static let weights: [(String, Int)] = [
        ("ultralight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("demibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    /// The font of a `<fontDescription>` (UIKit) or `<font>` (AppKit) element's attributes, or `nil`
    /// when the attributes describe none.
    public init?(attributes: [String: String]) {
        let pointSize = attributes["pointSize"].flatMap(Double.init) ?? attributes["size"].flatMap(Double.init)
        var size = pointSize
        var weight = 400
        var italic = false
        if let style = attributes["style"], let (styleSize, styleWeight) = FontSpec.textStyles[style] {
            size = pointSize ?? styleSize
            weight = styleWeight
        }
        switch attributes["type"] {
        case "boldSystem": weight = 700
        case "italicSystem": italic = true
        default: break
        }
        if let metaFont = attributes["metaFont"] {  // AppKit
            switch metaFont {
            case "systemBold": weight = 700
            case "smallSystem", "smallSystemBold": size = size ?? 11
            case "miniSystem": size = size ?? 9
            case "label", "toolTip": size = size ?? 11
            case "menu", "message", "system", "controlContent", "titleBar", "user", "cellTitle":
                size = size ?? 13
            case "fixedUser", "userFixedPitch": size = size ?? 11
            default: break
            }
            if metaFont.hasSuffix("Bold") { weight = 700 }
            size = size ?? 13
        }
        if let name = attributes["weight"]?.lowercased(), let match = FontSpec.weights.first(where: { $0.0 == name }) {
            weight = match.1
        }
        if let face = attributes["name"]?.lowercased() {  // A custom font: weight and slant from its name.
            let matches = FontSpec.weights.filter { face.hasSuffix($0.0) || face.contains("-\($0.0)") }
            if let longest = matches.max(by: { $0.0.count < $1.0.count }) { weight = longest.1 }
            if face.contains("italic") || face.contains("oblique") { italic = true }
        }
        guard let size, size > 0 else { return nil }
        self.init(size: size, weight: weight, italic: italic)
    }

    /// The Pango description string: the fixed family and the face (size is set in pixels separately).
    var pangoFamilyAndFace: String { isBold ? "\(FontSpec.family) Bold" : FontSpec.family }
}
