import NibBridgeDocument
import NibBridgeLoader

/// The AppKit controls of an Xcode 26 document that still have the frames of the earlier design: IB keeps a
/// control's frame until its layout is updated, so a document saved by Xcode 26 may hold controls at the
/// earlier design's frame heights, which keep that design's alignment rect insets (``LayoutRule/xcode26Design``
/// for regular controls, ``LayoutRule/smallClassicFramesXcode26`` for small ones), beside controls drawn in
/// the macOS 26 design, which fill their frames.
extension AppKitAlignment {
    /// Whether a regular control of an Xcode 26 document still has the frame of the earlier design (IB keeps
    /// a frame until the layout is updated): an 18-point check box or radio button, a 32-point push button
    /// (or one 12 points taller than its own height constraint: a 21-point bezel in a 33-point frame), a 25-
    /// or 26-point pop-up button, a 25-point help button (24 in the macOS 26 design), a 28-point linear
    /// slider (Subler's; 16 points or its height constraint in the macOS 26 design). Such a control keeps
    /// the earlier design's insets. Every Xcode 26 build draws the macOS 26 design, the betas of June and
    /// July 2025 (tools versions 24093 to 24128) too: their push buttons, pop-ups and check boxes fill
    /// 24-, 24- and 16-point frames, or their height constraints (CotEditor, LuLu, BlockBlock, KnockKnock,
    /// Mac Mouse Fix), as later builds' do.
    static func hasClassicFrame(_ view: LiveView, element: String, cell: [String: String]) -> Bool {
        guard (cell["controlSize"] ?? "regular") == "regular" else { return false }
        let height = view.frame.height
        switch element {
        case "button" where cell["type"] == "check" || cell["type"] == "radio": return height == 18
        case "button" where cell["bezelStyle"] == "rounded":
            // The earlier bezel's 5 points above and 7 below (``buttonInsets(cell:size:bigSur:)``), if bordered.
            let classic = buttonInsets(cell: cell, size: "regular", bigSur: true)
            let margins = classic.top + classic.bottom
            return height == 32 || (margins > 0 && ownHeightConstant(of: view) == height - margins)
        case "button" where cell["bezelStyle"] == "helpButton": return height == 25
        case "popUpButton" where cell["bezelStyle"] == "rounded": return height == 25 || height == 26
        // A linear slider's earlier frame is 28 points tall (a 20-point track and knob, 2 points above, 6 below).
        case "slider" where cell["sliderType"] != "circular": return height == 28
        default: return false
        }
    }

    /// Whether a small control of an Xcode 26 document still has the frame of the earlier design
    /// (``LayoutRule/smallClassicFramesXcode26``): a 16-point check box or radio button (14 or 15 points in the
    /// macOS 26 design: CotEditor's, LuLu's, Mac Mouse Fix's), a 27- or 28-point push button (17 to 20 in the
    /// macOS 26 design: Sequel-Ace's, transmission's, microblog's), a 22-point pop-up button, a 17-point
    /// round-rect button, a 17- or 18-point round-rect pop-up (the earlier design's heights: iina's,
    /// Quicksilver's, Sequel-Ace's, transmission's, HexFiend's), a 20-point linear slider (Subler's; 14 to 18
    /// points or its height constraint in the macOS 26 design: Lunar's, Mos's). Such a control keeps the
    /// earlier design's insets, as Subler's Xcode 26 beta documents store them: small check boxes a point
    /// outside the edges their constraints pin, push buttons 6 points outside at their sides, pop-ups 4,
    /// round-rect pop-ups and buttons a point below their bezels, sliders 2 points outside their tracks.
    static func hasSmallClassicFrame(_ view: LiveView, element: String, cell: [String: String]) -> Bool {
        guard cell["controlSize"] == "small" else { return false }
        let height = view.frame.height
        switch element {
        case "button" where cell["type"] == "check" || cell["type"] == "radio": return height == 16
        case "button" where cell["bezelStyle"] == "rounded" && cell["borderStyle"] != nil:
            return height == 27 || height == 28
        case "popUpButton" where cell["bezelStyle"] == "rounded" && cell["borderStyle"] != nil: return height == 22
        case "popUpButton" where cell["bezelStyle"] == "roundedRect": return height == 17 || height == 18
        case "button" where cell["bezelStyle"] == "roundedRect": return height == 17
        case "slider" where cell["sliderType"] != "circular": return height == 20
        default: return false
        }
    }

    /// The constant of a view's own required height constraint (`height` equal to a constant), if it has one.
    private static func ownHeightConstant(of view: LiveView) -> Double? {
        view.constraints.first {
            ($0.firstItem === view || $0.firstItem == nil) && $0.firstAttribute == "height" && $0.secondItem == nil
                && $0.relation == "equal" && $0.priority >= 1000 && $0.isActive
        }?.constant
    }
}
