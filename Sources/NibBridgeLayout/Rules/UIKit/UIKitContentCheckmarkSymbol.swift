import NibBridgeDocument
import NibBridgeLoader

/// The alignment rect of a UIKit image view showing the `checkmark` SF Symbol
/// (``LayoutRule/uiKitCheckmarkSymbolInsets``).
///
/// A view's constraints place its alignment rect, not its frame (`UIView.alignmentRectInsets`), and a UIKit image
/// view showing an SF Symbol (`image="checkmark" catalog="system"`) has insets from its symbol image
/// (`UIImage.alignmentRectInsets`), which depend on the glyph, not on the view's size. IB stores an image view showing
/// the plain `checkmark` 2 points inside its constraints at the top and 1.5 at the bottom, whatever its size: Pyto's
/// theme chooser (29 points wide, Xcode 13), safe-ios' owner and key cells (24 by 24 points, Xcode 12 and 13) and
/// zotero's collection row (a 20-point height, Xcode 12) each store the frame 3.5 points shorter than its constraints
/// make it, 2 points below their top. (The circled glyphs have insets of their own,
/// ``ViewTraits/circledSymbolInsets(of:lookup:)``; no other glyph's insets are shared by three projects.) An image view
/// with a symbol configuration of its own (`preferredSymbolConfiguration`) draws the glyph at another size and is left
/// alone.
extension ViewTraits {
    /// The alignment insets of a UIKit image view showing the plain `checkmark` symbol without a configuration of its
    /// own (its frame 2 points inside its alignment rect at the top and 1.5 at the bottom: negative insets); nil for
    /// any other view or with ``LayoutRule/uiKitCheckmarkSymbolInsets`` off (its frame is its alignment rect).
    static func checkmarkSymbolInsets(of view: LiveView, lookup: DocumentLookup) -> LayoutInsets? {
        guard view.elementName == "imageView", lookup.rules.contains(.uiKitCheckmarkSymbolInsets),
            let (nib, index) = lookup.index(of: view), nib[index].attributes["catalog"] == "system",
            nib[index].attributes["image"] == "checkmark",
            nib.children(of: index, named: "preferredSymbolConfiguration").isEmpty
        else { return nil }
        return LayoutInsets(top: -checkmarkSymbolInsets.top, left: 0, bottom: -checkmarkSymbolInsets.bottom, right: 0)
    }

    /// How far the `checkmark` symbol's image view's frame lies inside its alignment rect at the top and the bottom.
    static let checkmarkSymbolInsets: (top: Double, bottom: Double) = (2, 1.5)
}
