import NibBridgeDocument
import NibBridgeLoader

/// The alignment rect insets of an NSBox: where Auto Layout places a box is where it draws its border.
///
/// A primary box of macOS 10.5 to 15 draws its rounded border inside its frame, 3 points in from its sides
/// and 4 from its bottom (2 from its top without a title or with one below its top border,
/// ``LayoutRule/boxTitlesBelowTopBorder``; its title on the frame's top edge otherwise): IB stores a primary box
/// pinned 20 points from its superview's leading edge at `x="17"`. A box that draws no
/// border inside its frame has no insets (``LayoutRule/boxesWithoutInsetBorder``):
/// - a box without a border (`borderType="none"`, NSBorderType's `NSNoBorder`: "No border"), whatever its
///   type, that IB drew with macOS 11's controls or later; IB stores its content view filling it (with macOS
///   10.15's controls or earlier it keeps the primary box's insets: toggl's, Mac-Linux-USB-Loader's and
///   horos' borderless boxes of tools versions 14313 to 17156 stored 3 points left of and 4 below the
///   edges their constraints pin, or their subviews pinned to the box 3 points in and 2 below its top);
/// - an old-style box (`boxType="oldStyle"`), whose line runs along its bounds ("a view that draws a line
///   around its rectangular bounds", NSBox's overview); IB stores its content view 1 point in, inside the line;
/// - a box of the macOS 26 design (Xcode 26 documents), which IB draws with its content view reaching its
///   sides and bottom, its title, if any, above the content view.
/// A custom box (`boxType="custom"`) draws its border on its bounds too, and a separator is a 1-point line
/// centred in its 5-point frame (2 points on each side of it).
enum AppKitBoxInsets {
    /// The alignment rect insets of a box; `flatControls` says whether IB drew it in the macOS 26 design, `bigSur`
    /// whether with macOS 11's controls or later (asked only of a box without a border).
    static func insets(of view: LiveView, lookup: DocumentLookup, flatControls: Bool, bigSur: () -> Bool)
        -> LayoutInsets
    {
        let frame = view.frame
        switch lookup.attribute("boxType", of: view) {
        case "custom": return .zero
        case "separator":
            return frame.width >= frame.height
                ? LayoutInsets(top: 2, left: 0, bottom: 2, right: 0)
                : LayoutInsets(top: 0, left: 2, bottom: 0, right: 2)
        case let type:
            let content = view.subviews.first?.frame
            if lookup.rules.contains(.boxesWithoutInsetBorder) {
                if type == "oldStyle" { return .zero }
                if lookup.attribute("borderType", of: view) == "none", flatControls || bigSur() { return .zero }
                if flatControls, let content, reachesSidesAndBottom(content, of: frame) { return .zero }
            } else if flatControls, content == IBRect(x: 0, y: 0, width: frame.width, height: frame.height) {
                // The macOS 26 design's box whose content view fills it entirely.
                return .zero
            }
            return LayoutInsets(top: topInset(of: view, lookup: lookup), left: 3, bottom: 4, right: 3)
        }
    }

    /// The top inset of a primary box: 2 points above its border, none when its title lies on the frame's top edge
    /// (`atTop`, the default, or above it); a title below the top border (``LayoutRule/boxTitlesBelowTopBorder``)
    /// leaves the border where an untitled box draws it.
    static func topInset(of view: LiveView, lookup: DocumentLookup) -> Double {
        switch lookup.attribute("titlePosition", of: view) {
        case "noTitle": return 2
        case "belowTop" where lookup.rules.contains(.boxTitlesBelowTopBorder): return 2
        default: return 0
        }
    }

    /// Whether a content view's stored frame (from the box's bottom-left corner) spans the box's width and
    /// starts at its bottom, leaving at most its title's height above it.
    static func reachesSidesAndBottom(_ content: IBRect, of frame: IBRect) -> Bool {
        content.x == 0 && content.y == 0 && content.width == frame.width && content.height <= frame.height
    }
}
