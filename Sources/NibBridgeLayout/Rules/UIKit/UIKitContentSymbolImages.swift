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
            let name = unconfiguredSystemSymbol(of: view, lookup: lookup), isCircledSymbol(name)
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
        guard view.elementName == "imageView", let name = unconfiguredSystemSymbol(of: view, lookup: lookup),
            let rule = glyphSymbolRules[name], lookup.rules.contains(rule)
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

/// The SF Symbol a UIKit image view shows, in either of the forms IB writes it
/// (``LayoutRule/uiKitSymbolImageReferences``).
///
/// Documents up to Xcode 12 name the image in the image view's own attributes (`image="checkmark" catalog="system"`);
/// Xcode 13 and later write it as a child element keyed `image` (`<imageReference key="image" catalog="system"
/// image="checkmark" symbolScale="medium"/>`) whenever the symbol carries a scale or rendering of its own, as
/// KeePassium's, threema's, tinode's and zotero's image views show. A symbol drawn at another scale than the default
/// (`symbolScale="small"` or `"large"`, the `imageReference`'s own configuration) or with a configuration of the image
/// view (`preferredSymbolConfiguration`) is drawn at another size, its insets unmeasured.
extension ViewTraits {
    /// The name of the system symbol a view shows at the default configuration: the `image` attribute with
    /// `catalog="system"`, or (with ``LayoutRule/uiKitSymbolImageReferences`` on) the `imageReference` keyed `image`
    /// of the system catalog at the default (`medium`) scale; nil for a view showing another image, a symbol with a
    /// configuration of its own or nothing.
    static func unconfiguredSystemSymbol(of view: LiveView, lookup: DocumentLookup) -> String? {
        guard let (nib, index) = lookup.index(of: view),
            nib.children(of: index, named: "preferredSymbolConfiguration").isEmpty,
            let (name, scale) = systemSymbol(
                at: index, in: nib, references: lookup.rules.contains(.uiKitSymbolImageReferences)),
            scale == nil || scale == "medium" || scale == "default"
        else { return nil }
        return name
    }

    /// The system symbol an element shows and the scale its image reference records (nil for the attribute form):
    /// its `image` attribute with `catalog="system"`, or, where `references` is true, its ``imageReference(at:in:)``
    /// of the system catalog.
    static func systemSymbol(at index: Int, in nib: CompiledNib, references: Bool) -> (name: String, scale: String?)? {
        let attributes = nib[index].attributes
        if let name = attributes["image"] {
            return attributes["catalog"] == "system" ? (name, nil) : nil
        }
        guard references, let reference = imageReference(at: index, in: nib) else { return nil }
        let referenced = nib[reference].attributes
        guard referenced["catalog"] == "system", let name = referenced["image"] else { return nil }
        return (name, referenced["symbolScale"])
    }

    /// The child element keyed `image` by which Xcode 13 and later name the image of an image view, a button's state
    /// or an AppKit cell (`<imageReference key="image" image="..." catalog="..."/>`).
    static func imageReference(at index: Int, in nib: CompiledNib) -> Int? {
        nib.child(of: index, named: "imageReference", key: "image")
    }
}
