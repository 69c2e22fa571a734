import NibBridgeDocument
import NibBridgeLoader

/// The alignment rect of a UIKit image view showing a circled SF Symbol (``LayoutRule/uiKitCircledSymbolInsets``).
///
/// A view's constraints place its alignment rect, not its frame (`UIView.alignmentRectInsets`), and a UIKit image
/// view showing an SF Symbol (`image="..." catalog="system"`) has insets from its symbol image
/// (`UIImage.alignmentRectInsets`), which depend on the glyph. For a glyph whose outline is a circle (a symbol with a
/// `circle` part in its name, such as `checkmark.circle.fill`, or `safari` and `globe`, drawn in the same circle), IB
/// stores the frame half a point inside the alignment rect at the top and at the bottom, whatever the view's size:
/// the question-mark and exclamation-mark circles of Loop's status HUDs (19 and 34 points, Xcode 11 and 13),
/// OnionBrowser's 24-point checkmark circle (Xcode 13), threema's 20-point checkmark circles and globe (Xcode 15,
/// on a 3x canvas: two pixels), Provenance's 100-point exclamation-mark circle, Pyto's 40-point safari (Xcode 11
/// to 12) and NetNewsWire's 25-point safari (Xcode 16) are each stored a point shorter than their constraints make
/// them, centred on them. Other glyphs have other insets (a checkmark's or a chevron's are larger and uneven, a
/// gear's smaller), which no three projects share. An image view with a symbol configuration of its own
/// (`preferredSymbolConfiguration`) draws the glyph at another size and is left alone.
extension ViewTraits {
    /// The alignment insets of a UIKit image view showing a circled system symbol (its frame half a point inside its
    /// alignment rect at the top and bottom: negative insets); nil for any other view (off: an image view's frame is
    /// its alignment rect).
    static func circledSymbolInsets(of view: LiveView, lookup: DocumentLookup) -> LayoutInsets? {
        guard view.elementName == "imageView", lookup.rules.contains(.uiKitCircledSymbolInsets),
            let (nib, index) = lookup.index(of: view), nib[index].attributes["catalog"] == "system",
            let name = nib[index].attributes["image"], isCircledSymbol(name),
            nib.children(of: index, named: "preferredSymbolConfiguration").isEmpty
        else { return nil }
        return LayoutInsets(top: -circledSymbolInset, left: 0, bottom: -circledSymbolInset, right: 0)
    }

    /// Whether a system symbol's glyph is drawn in a circle: a `circle` part in its name (`xmark.circle.fill`,
    /// `circle`), or one of the round glyphs drawn in the same circle (``roundGlyphSymbols``).
    static func isCircledSymbol(_ name: String) -> Bool {
        name.split(separator: ".").contains("circle") || roundGlyphSymbols.contains(name)
    }

    /// System symbols whose glyph is a circle though their name has no `circle` part: the compass and the globe.
    static let roundGlyphSymbols: Set<String> = ["safari", "safari.fill", "globe"]
    /// How far a circled symbol's image view's frame lies inside its alignment rect at the top and at the bottom.
    static let circledSymbolInset: Double = 0.5
}
