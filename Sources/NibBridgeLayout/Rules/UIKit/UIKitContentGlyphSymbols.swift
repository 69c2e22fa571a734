import NibBridgeDocument
import NibBridgeLoader

/// The alignment rect of a UIKit image view showing the `checkmark`, `chevron.left` or `chevron.right` SF Symbol
/// (``LayoutRule/uiKitCheckmarkSymbolInsets``, ``LayoutRule/uiKitChevronSymbolInsets``).
///
/// A view's constraints place its alignment rect, not its frame (`UIView.alignmentRectInsets`), and a UIKit image
/// view showing an SF Symbol (`image="checkmark" catalog="system"`) has insets from its symbol image
/// (`UIImage.alignmentRectInsets`), which depend on the glyph, not on the view's size. IB stores an image view showing
/// one of these glyphs 2 points inside its constraints at the top and 1.5 at the bottom, whatever its size:
/// - `checkmark`: Pyto's theme chooser (29 points wide, Xcode 13), safe-ios' owner and key cells (24 by 24 points,
///   Xcode 12 and 13) and zotero's collection row (a 20-point height, Xcode 12) each store the frame 3.5 points
///   shorter than its constraints make it, 2 points below their top;
/// - `chevron.left` and `chevron.right`: element's voice-message toolbar (Xcode 13) and tinode's reply bar (a
///   12.5-point height, Xcode 13) store the chevron 3.5 points shorter than its constraints, 2 points below their top,
///   and zotero's share extension (a 20-point height centred in its row, Xcode 15) 3.5 points shorter, centred half a
///   point higher. (Loop's chevron squeezed into a 10-point width and stretched to 52 points of height is stored 2
///   below its top and 6.5 above its bottom: an aspect-fit image view narrower than the glyph is not covered.)
///
/// The circled glyphs have insets of their own (``ViewTraits/circledSymbolInsets(of:lookup:)``); no other glyph's
/// insets are shared by three projects. An image view with a symbol configuration of its own
/// (`preferredSymbolConfiguration`) draws the glyph at another size and is left alone.
extension ViewTraits {
    /// The alignment insets of a UIKit image view showing a glyph of ``glyphSymbolRules`` without a symbol
    /// configuration of its own (its frame 2 points inside its alignment rect at the top and 1.5 at the bottom:
    /// negative insets); nil for any other view or with the glyph's rule off (its frame is its alignment rect).
    static func glyphSymbolInsets(of view: LiveView, lookup: DocumentLookup) -> LayoutInsets? {
        guard view.elementName == "imageView", let (nib, index) = lookup.index(of: view),
            nib[index].attributes["catalog"] == "system", let name = nib[index].attributes["image"],
            let rule = glyphSymbolRules[name], lookup.rules.contains(rule),
            nib.children(of: index, named: "preferredSymbolConfiguration").isEmpty
        else { return nil }
        return LayoutInsets(top: -glyphSymbolInsets.top, left: 0, bottom: -glyphSymbolInsets.bottom, right: 0)
    }

    /// The system symbols whose image views' frames lie ``glyphSymbolInsets`` inside their alignment rects, with the
    /// rule that switches each.
    static let glyphSymbolRules: [String: LayoutRule] = [
        "checkmark": .uiKitCheckmarkSymbolInsets,
        "chevron.left": .uiKitChevronSymbolInsets, "chevron.right": .uiKitChevronSymbolInsets,
    ]

    /// How far the image view of a symbol of ``glyphSymbolRules`` lies inside its alignment rect at the top and the
    /// bottom.
    static let glyphSymbolInsets: (top: Double, bottom: Double) = (2, 1.5)
}
