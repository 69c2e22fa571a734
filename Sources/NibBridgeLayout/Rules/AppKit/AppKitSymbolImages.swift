import NibBridgeDocument
import NibBridgeLoader

/// The alignment rects of AppKit views showing symbol images (``LayoutRule/symbolImageInsets`` and
/// ``LayoutRule/symbolImageViewsByHeight``).
///
/// From macOS 11 the system template images (`NSActionTemplate`, `NSAddTemplate`, ...) are symbol images, as
/// the images of the system catalog (`catalog="system"`, SF Symbols) are, whose alignment rect is the glyph's,
/// not the image's bounds (`NSImage.alignmentRect`), and a view showing one aligns that rect: IB stores a
/// 16-point-high constrained action button in a 22-point frame. A document records such an image at its
/// symbol size (`<resources><image name="NSActionTemplate" width="20" height="20"/>`, 14 or 15 points before
/// macOS 11). A cell names its image in its `image` attribute, or, from Xcode 12, in an `<imageReference
/// key="image" image="..." catalog="system"/>` element when the symbol has a configuration (scale, rendering
/// mode); both name the same image.
extension AppKitAlignment {
    /// The alignment rect insets of an image view, or of an image-only square button (shadowless, regular or
    /// textured square bezel, image position `only` or `overlaps`), that shows a system template image drawn
    /// as a symbol image (``symbolImageInsetTable``); nil for any other view, which keeps its control's insets.
    /// The rule holds in Xcode 26 documents too, whose flat control designs do not change it (NetNewsWire).
    static func symbolImageInsets(
        of view: LiveView, element: String, cell: [String: String], lookup: DocumentLookup
    ) -> LayoutInsets? {
        guard let table = symbolImageInsetTable[element], let name = imageName(of: view, cell: cell, lookup: lookup)
        else { return nil }
        if element == "button" {
            guard ["only", "overlaps"].contains(cell["imagePosition"] ?? "") else { return nil }
            // A button without a border draws no bezel, whatever its bezel style, and aligns its image's glyph
            // (microblog's borderless round-bezel symbol buttons, as the square-bezel ones of iina, MacPass,
            // Aerial, iTerm2, Mac Mouse Fix and OverSight); a bordered one draws its bezel and aligns that (Mos's
            // bordered square buttons, as the small square +/- buttons of Textual, LuLu and NetNewsWire).
            if lookup.rules.contains(.borderlessSymbolButtons) {
                guard cell["borderStyle"] == nil else { return nil }
            } else {
                guard ["shadowlessSquare", "regularSquare", "texturedSquare"].contains(cell["bezelStyle"] ?? "")
                else { return nil }
            }
        }
        guard let nib = lookup.nib(of: view), let resources = nib.child(of: 0, named: "resources"),
            let image = nib.children(of: resources, named: "image").first(where: {
                nib[$0].attributes["name"] == name
            })
        else { return nil }
        let attributes = nib[image].attributes
        let symbol = attributes["catalog"] == "system"
        // The symbol renditions are 18 to 20 points wide; the earlier bitmaps at most 15.
        if let (top, bottom) = table[name], symbol || (Double(attributes["width"] ?? "") ?? 0) >= 18 {
            return LayoutInsets(top: top, left: 0, bottom: bottom, right: 0)
        }
        let template = symbol || (name.hasPrefix("NS") && name.hasSuffix("Template"))
        guard template, toolsVersion(of: nib) >= 17000, let height = Double(attributes["height"] ?? "") else {
            return nil
        }
        // An image view of a document from Xcode 12 on draws an SF Symbol, or a system template image recorded
        // at a symbol's size (15 points tall or more; the bitmaps of earlier systems are 14), as a symbol whose
        // glyph is 9 points tall (13-point text's cap height), whatever the image's recorded height and the
        // view's size: its frame reaches the rest of the recorded height beyond its alignment rect, half above
        // and half below, the odd point above (Aerial's, KeepingYouAwake's and Mos's 20-point symbols in views
        // 11 points taller than their height constraints, 6 above and 5 below; CotEditor's, duckduckgo's and
        // microblog's 15- to 17-point ones 6 to 8 taller; NetNewsWire's and MacPass's 14-point bitmaps none).
        // A borderless image-only button showing an SF Symbol aligns its glyph so too
        // (``LayoutRule/symbolButtonsByHeight``).
        let byHeight =
            element == "imageView"
            ? lookup.rules.contains(.symbolImageViewsByHeight)
            : symbol && lookup.rules.contains(.symbolButtonsByHeight)
        if byHeight, height > 9, symbol || height >= 15 {
            let extra = height - 9
            let top = (extra / 2).rounded(.up)
            return LayoutInsets(top: top, left: 0, bottom: extra - top, right: 0)
        }
        // An image view (or image-only square button) of a document from Xcode 12 on (macOS 11) draws a system
        // template or symbol image recorded at 15 points tall as a symbol whose rect is 3 points in from its
        // frame's top and bottom (MacPass's and Hammerspoon's action images and pock's and NetNewsWire's SF
        // Symbols, 16 to 32 points tall by their constraints in frames 6 points taller; MacPass's refresh
        // button, OverSight's stop button, Aerial's and Mac Mouse Fix's symbol buttons).
        guard height == 15 else { return nil }
        return LayoutInsets(top: 3, left: 0, bottom: 3, right: 0)
    }

    /// The name of the image a view's cell shows: its `image` attribute, or the `image` of its `imageReference`
    /// element keyed `image` (with ``LayoutRule/symbolImageViewsByHeight`` off, only the attribute).
    private static func imageName(of view: LiveView, cell: [String: String], lookup: DocumentLookup) -> String? {
        if let name = cell["image"] { return name }
        guard lookup.rules.contains(.symbolImageViewsByHeight), let (nib, index) = lookup.index(of: view),
            let cellIndex = nib[index].children.first(where: { nib[$0].attributes["key"] == "cell" }),
            let reference = ViewTraits.imageReference(at: cellIndex, in: nib)
        else { return nil }
        return nib[reference].attributes["image"]
    }

    /// The top and bottom alignment rect insets of the views showing symbol images, by element and image name.
    ///
    /// Measured on the corpus as the difference between a view's stored frame and its height constraint (or
    /// the height its neighbours give it), split by the constraints that centre or pin it: a button's frame
    /// extends beyond the glyph by the same amount above and below whatever its constrained size (an action,
    /// stop, reveal or follow-link button 3 points, a refresh button 2.5, an add button 2, and a remove
    /// button, whose flat glyph is shorter than its alignment rect, reaches 2 points above and 3 below its
    /// frame), as iina's, Vienna's and OpenEmu's buttons show from Xcode 13 on. An image view's frame is
    /// taller and off centre: the action image's alignment rect stops 6.5 points below its frame's top and
    /// 4.5 above its bottom, at 16 and 20 points wide alike (NetNewsWire's and OpenEmu's sidebars, Vienna's
    /// folder rows), the lock's 6 and 4 (iina). (An image recorded at 15 points has 3 and 3, whatever its
    /// name: ``symbolImageInsets(of:element:cell:lookup:)``.)
    static let symbolImageInsetTable: [String: [String: (top: Double, bottom: Double)]] = [
        "button": [
            "NSActionTemplate": (3, 3), "NSStopProgressFreestandingTemplate": (3, 3),
            "NSRevealFreestandingTemplate": (3, 3), "NSFollowLinkFreestandingTemplate": (3, 3),
            "NSRefreshFreestandingTemplate": (2.5, 2.5), "NSAddTemplate": (2, 2), "NSRemoveTemplate": (-2, -3),
        ],
        "imageView": ["NSActionTemplate": (6.5, 4.5), "NSLockLockedTemplate": (6, 4)],
    ]
}
