import NibBridgeLayout
import Testing

/// AppKit controls whose frames IB stores with insets other than the common ones of their kind, measured on stored
/// frames (``AppKitControlInsets``): the small help button (``LayoutRule/smallHelpButtonInsets``), the small check box
/// without a title (``LayoutRule/glyphOnlySmallCheckBoxInsets``), the pop-up button without a border
/// (``LayoutRule/borderlessPopUpInsets``), and macOS 10.15's regular radio button
/// (``LayoutRule/classicRadioButtonInsets``), rounded segmented control (``LayoutRule/classicRoundedSegmentInsets``),
/// small pop-up button (``LayoutRule/classicSmallPopUpBottomInset``) and small push button
/// (``LayoutRule/classicSmallPushButtonBottomInset``, ``LayoutRule/shortClassicSmallPushButtonTopInset`` in a 27-point
/// frame), small slider (``LayoutRule/classicSmallSliderSideInsets``), textured square segmented control
/// (``LayoutRule/classicTexturedSquareSegmentSides``) and regular help button (``LayoutRule/classicHelpButtonInsets``,
/// ``LayoutRule/mojaveHelpButtonInsets`` from Xcode 10).
/// AppKit frames are unflipped: a point below a bezel lowers the frame's origin.
@Suite("AppKit control variants' insets")
struct AppKitControlVariantTests {
    /// The small help button (``LayoutRule/smallHelpButtonInsets``).
    ///
    /// HandBrake's small help buttons of tools versions 18121, 23727 and 24506, pinned 20 points from their views'
    /// leading sides and 18 or 20 points above their bottoms, are stored at x = 19 and y = 16 or 18 in 18 × 19 frames:
    /// a point of inset at the leading side, 2 at the bottom (iina's after a label and WWDC's in a stack agree).
    ///
    /// `AppKitControl/AppKitSmallHelpButtons13.xib` (tools version 21507) holds one pinned 20 points from its view's
    /// leading side and bottom.
    @Test("a small help button's frame starts a point before its bezel and ends 2 points below it")
    func smallHelpButton() throws {
        // With the regular help button's insets (3 at the leading side, 4 at the bottom) the frame is 2 points further
        // left and 2 lower.
        try expectOnlyFrameLost(
            without: .smallHelpButtonInsets, document: "AppKitControl/AppKitSmallHelpButtons13.xib", root: "Hb1-Rt-001",
            view: "Hb1-Bt-002",
            on: (19, 18, 18, 19), off: (17, 16, 18, 19))
    }

    /// The small check box without a title (``LayoutRule/glyphOnlySmallCheckBoxInsets``).
    ///
    /// HandBrake's 14 × 16 check boxes in table cells (tools versions 23727 and 24506) pinned a point below the cell's
    /// top are stored with their frames' tops a point above it: the glyph sits 2 points below the frame's top, where a
    /// titled small check box's sits 1 (Quicksilver's 9 points below another check box and Subler's sized by their
    /// constraints agree, Subler's also a point in from either side and 2 above the bottom).
    ///
    /// `AppKitControl/AppKitGlyphCheckBoxes13.xib` (tools version 21507) holds a check box without a title and a titled
    /// one, each pinned 10 points below its view's top.
    @Test("a small check box without a title draws its glyph 2 points below its frame's top")
    func glyphOnlySmallCheckBox() throws {
        let document = "AppKitControl/AppKitGlyphCheckBoxes13.xib"
        let laid = try LaidOut(document, root: "Gc1-Rt-001")
        #expect(close(laid.frame("Gc1-Bt-002"), 19, 16, 14, 16))
        // The titled one's frame starts a point above its top constraint.
        #expect(close(laid.frame("Gc1-Bt-004"), 99, 15, 71, 16))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With the titled check box's insets the glyph-only frame starts a point higher, as the titled one's.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .glyphOnlySmallCheckBoxInsets))
                == ["Gc1-Bt-002"])
    }

    /// The pop-up button without a border (``LayoutRule/borderlessPopUpInsets``).
    ///
    /// beagle-im's borderless pull-downs (tools versions 21225 and 21507) pinned at both sides of a table cell are
    /// stored at x = -5, 5 points wider than the cell; SourceCodeSyntaxHighlight's in stacks and Xit's sized 25 wide by
    /// its constraint in a 30-point frame agree: the title starts 5 points in from the frame's leading side.
    ///
    /// `AppKitControl/AppKitBorderlessPopUps13.xib` (tools version 21507) holds a borderless pull-down pinned 20 points
    /// from either side of its 120-point view and 10 below its top.
    @Test("a pop-up button without a border has a frame 5 points wider at its leading side")
    func borderlessPopUp() throws {
        // With the frame on the alignment rect it spans the 80 points between the constraints.
        try expectOnlyFrameLost(
            without: .borderlessPopUpInsets, document: "AppKitControl/AppKitBorderlessPopUps13.xib", root: "Bp1-Rt-001",
            view: "Bp1-Pu-002",
            on: (15, 9, 85, 21), off: (20, 9, 80, 21))
    }

    /// The pop-up button without a border drawn with macOS 10.15's controls or earlier, which
    /// ``LayoutRule/borderlessPopUpInsets`` leaves without insets.
    ///
    /// LiveReload's textured pull-downs (tools version 10116), shiphub-cocoa's square one (13196), horos' inline one
    /// (14313) and CocoaSplit's bevel pop-up (14490) are stored on the alignment rect their constraints give, not 5
    /// points wider at the leading side.
    ///
    /// `AppKitControl/AppKitBorderlessPopUps10.xib` (tools version 14313) holds a borderless square pull-down pinned 20
    /// points from either side of its 120-point view and 10 below its top.
    @Test("a pop-up button without a border of macOS 10.15's controls has its frame on its alignment rect")
    func classicBorderlessPopUp() throws {
        let document = "AppKitControl/AppKitBorderlessPopUps10.xib"
        let laid = try LaidOut(document, root: "Bp2-Rt-001")
        #expect(close(laid.frame("Bp2-Pu-002"), 20, 9, 80, 21))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .borderlessPopUpInsets)).isEmpty)
    }

    /// The small slider of macOS 10.15 and earlier (``LayoutRule/classicSmallSliderSideInsets``).
    ///
    /// horos' small sliders (tools versions 13771 to 14460) pinned at both sides of their superview are stored at x = 0
    /// as wide as it, Soduto's (11762) 80 wide by its width constraint in an 80-point frame, CocoaSplit's (14490,
    /// 15505) as wide as the views whose sides they share: the track reaches the frame's sides.
    ///
    /// `AppKitControl/AppKitSmallSliders10.xib` (tools version 14313) holds one pinned 20 points from either side of
    /// its 200-point view and 20 below its top.
    @Test("a small slider of macOS 10.15's controls reaches its frame's sides")
    func classicSmallSlider() throws {
        // With macOS 11's 2 points at either side the frame is 4 points wider.
        try expectOnlyFrameLost(
            without: .classicSmallSliderSideInsets, document: "AppKitControl/AppKitSmallSliders10.xib",
            root: "Ss1-Rt-001", view: "Ss1-Sl-002",
            on: (20, 27, 160, 15), off: (18, 27, 164, 15))
    }

    /// The regular slider with tick marks below of macOS 10.15 and earlier (``LayoutRule/classicTickedSliderInsets``).
    ///
    /// Mousecape's slider (tools version 6205) pinned 16 points above its view's bottom is stored at y = 15,
    /// ImageOptim's (13770) of height 22 in 25-point frames: the tick marks end a point above the frame's bottom.
    ///
    /// `AppKitControl/AppKitTickedSliders10.xib` (tools version 14313) holds one pinned 20 points from either side of
    /// its 200-point view and 16 above its bottom.
    @Test("a ticked slider of macOS 10.15's controls ends a point above its frame's bottom")
    func classicTickedSlider() throws {
        // With macOS 11's 6 points below, the frame sits 5 points lower.
        try expectOnlyFrameLost(
            without: .classicTickedSliderInsets, document: "AppKitControl/AppKitTickedSliders10.xib",
            root: "Tk1-Rt-001", view: "Tk1-Sl-002",
            on: (18, 15, 164, 25), off: (18, 10, 164, 25))
    }

    /// The small slider with tick marks below of macOS 10.15 and earlier
    /// (``LayoutRule/classicSmallTickedSliderInsets``).
    ///
    /// iina's speed slider (tools versions 11762 to 16097) is stored with its top on the bottom of the label pinned
    /// above it and its 18-point frame's bottom a point above the labels pinned a point below it: no inset above or
    /// below.
    ///
    /// `AppKitControl/AppKitSmallTickedSliders10.xib` (tools version 14113) holds one pinned 20 points from either
    /// side of its 200-point view and 20 below its top.
    @Test("a small ticked slider of macOS 10.15's controls fills its frame")
    func classicSmallTickedSlider() throws {
        // With the 2 points above of a small slider without tick marks, the frame sits 2 points higher.
        try expectOnlyFrameLost(
            without: .classicSmallTickedSliderInsets, document: "AppKitControl/AppKitSmallTickedSliders10.xib",
            root: "Sk1-Rt-001", view: "Sk1-Sl-002",
            on: (20, 22, 160, 18), off: (20, 24, 160, 18))
    }

    /// The textured square segmented control of macOS 10.15 and earlier
    /// (``LayoutRule/classicTexturedSquareSegmentSides``).
    ///
    /// arcgis-runtime-samples' 25-point controls (tools versions 11201, 12121) pinned 10 and 20 points from their
    /// views' leading sides are stored at x = 10 and 20, Karabiner's (11542), Mousecape's (6205) and horos' (10116) a
    /// point right of where a point of side inset puts them: the segments reach the frame's sides.
    ///
    /// `AppKitControl/AppKitTexturedSegments10.xib` (tools version 14313) holds one 100 points wide by its constraint,
    /// pinned 20 points from its view's leading side and top.
    @Test("a textured square segmented control of macOS 10.15's controls reaches its frame's sides")
    func classicTexturedSquareSegments() throws {
        // With macOS 11's point at either side the frame is 2 points wider, starting a point further left.
        try expectOnlyFrameLost(
            without: .classicTexturedSquareSegmentSides, document: "AppKitControl/AppKitTexturedSegments10.xib",
            root: "Tq1-Rt-001", view: "Tq1-Sg-002",
            on: (20, 16, 100, 25), off: (19, 16, 102, 25))
    }

    /// The regular help button of macOS 10.15 and earlier (``LayoutRule/classicHelpButtonInsets``).
    ///
    /// shiphub's help buttons (tools versions 13529, 13771) pinned 20 points from their views' leading sides and
    /// bottoms are stored at (18, 17), ImageOptim's (13770) 8 above its view's bottom at y = 5: 2 points of inset at
    /// either side, 3 at the bottom.
    ///
    /// `AppKitControl/AppKitHelpButtons10.xib` (tools version 13771) holds one pinned 20 points from its view's
    /// leading side and bottom.
    @Test("a help button of macOS 10.15's controls is 2 points wider than its bezel at either side and 3 below it")
    func classicHelpButton() throws {
        // With macOS 11's insets (3 at the leading side, 4 at the bottom) the frame is a point further left and lower.
        try expectOnlyFrameLost(
            without: .classicHelpButtonInsets, document: "AppKitControl/AppKitHelpButtons10.xib", root: "Hc1-Rt-001",
            view: "Hc1-Bt-002",
            on: (18, 17, 25, 25), off: (17, 16, 25, 25))
    }

    /// The regular help button of Xcode 10 and 11 (``LayoutRule/mojaveHelpButtonInsets``).
    ///
    /// DeaDBeeF's help button (tools version 15400) pinned 16 points below its view's top is stored with its frame's
    /// top on the constraint, OmniGroup's (14460) pinned to a push button's top with its top on the button's,
    /// colloquy's (14460) pinned 20 points above its view's bottom at y = 16: no inset at the top, 4 at the bottom.
    ///
    /// `AppKitControl/AppKitHelpButtons14.xib` (tools version 15400) holds one pinned 20 points from its view's
    /// leading side and 16 below its top.
    @Test("a help button of Xcode 10 and 11 starts its bezel at its frame's top")
    func mojaveHelpButton() throws {
        // With Xcode 9's insets (a point below the top) the frame is a point higher.
        try expectOnlyFrameLost(
            without: .mojaveHelpButtonInsets, document: "AppKitControl/AppKitHelpButtons14.xib", root: "Hm1-Rt-001",
            view: "Hm1-Bt-002",
            on: (18, 19, 25, 25), off: (18, 20, 25, 25))
    }

    /// The rounded segmented control of macOS 10.15 and earlier (``LayoutRule/classicRoundedSegmentInsets``).
    ///
    /// arcgis-runtime-samples' 24-point rounded controls of tools versions 11201 to 14460 pinned above their views'
    /// bottoms, toggl's of 17156 inside a box pinned a point in from its segments and Fluor's of 16096 filling 21-point
    /// stacks are stored with their frames 2 points below their segments, a point above them.
    ///
    /// `AppKitControl/AppKitRoundedSegments10.xib` (tools version 14313) holds one pinned 20 points from its view's
    /// leading side and bottom.
    @Test("a rounded segmented control of macOS 10.15 ends its segments 2 points above its frame's bottom")
    func classicRoundedSegments() throws {
        // With a point below the segments, as the other bordered styles, the frame starts a point higher.
        try expectOnlyFrameLost(
            without: .classicRoundedSegmentInsets, document: "AppKitControl/AppKitRoundedSegments10.xib",
            root: "Rs1-Rt-001",
            view: "Rs1-Sg-002",
            on: (18, 18, 104, 24), off: (18, 19, 104, 24))
    }

    /// The small pop-up button of macOS 10.15 and earlier (``LayoutRule/classicSmallPopUpBottomInset``).
    ///
    /// MongoHub's small pop-up of tools version 6751, pinned 6 points above its view's bottom, is stored at y = 3;
    /// MacDown's, TableTool's and GPG Keychain's (12121 to 15705) beside and below other views agree: the bezel ends 3
    /// points above the frame's bottom.
    ///
    /// `AppKitControl/AppKitSmallPopUps10.xib` (tools version 14313) holds one pinned 20 points from its view's leading
    /// side and bottom.
    @Test("a small pop-up of macOS 10.15 ends its bezel 3 points above its frame's bottom")
    func classicSmallPopUp() throws {
        // With 4 points below the bezel, as macOS 11's, the frame starts a point lower.
        try expectOnlyFrameLost(
            without: .classicSmallPopUpBottomInset, document: "AppKitControl/AppKitSmallPopUps10.xib",
            root: "Sp1-Rt-001",
            view: "Sp1-Pu-002",
            on: (17, 17, 100, 22), off: (17, 16, 100, 22))
    }

    /// The small push button of macOS 10.15 and earlier (``LayoutRule/classicSmallPushButtonBottomInset``).
    ///
    /// Scroll-Reverser's, Subler's, autopkgr's and ImageOptim's 28-point small push buttons (tools versions 7702 to
    /// 14295) pinned above their views' bottoms are stored 6 points lower than the constraints' constant: the bezel
    /// ends 6 points above the frame's bottom.
    ///
    /// `AppKitControl/AppKitSmallPushButtons10.xib` (tools version 14313) holds one pinned 20 points from its view's
    /// leading side and bottom.
    @Test("a small push button of macOS 10.15 ends its bezel 6 points above its frame's bottom")
    func classicSmallPushButton() throws {
        // With 7 points below the bezel, as macOS 11's, the frame starts a point lower.
        try expectOnlyFrameLost(
            without: .classicSmallPushButtonBottomInset, document: "AppKitControl/AppKitSmallPushButtons10.xib",
            root: "Sb1-Rt-001", view: "Sb1-Bt-002",
            on: (15, 14, 80, 28), off: (15, 13, 80, 28))
    }

    /// The small push button of macOS 10.15 and earlier in a 27-point frame
    /// (``LayoutRule/shortClassicSmallPushButtonTopInset``).
    ///
    /// Mac Linux USB Loader's 27-point small push button (tools version 14460) pinned 14 points below its view's top
    /// is stored with its frame's top 3 points above that; GPG Keychain's, Quicksilver's and colloquy's, pinned below
    /// other views, agree: the 18-point bezel of the 28-point frame, 6 points above the bottom, 3 below the top.
    ///
    /// `AppKitControl/AppKitShortSmallPushButtons10.xib` (tools version 14460) holds one pinned 20 points from its
    /// view's leading side and 14 from its top.
    @Test("a 27-point small push button of macOS 10.15 starts its bezel 3 points below its frame's top")
    func shortClassicSmallPushButton() throws {
        // With the 28-point frame's 4 points above the bezel, the frame starts a point higher.
        try expectOnlyFrameLost(
            without: .shortClassicSmallPushButtonTopInset, document: "AppKitControl/AppKitShortSmallPushButtons10.xib",
            root: "Sb2-Rt-001", view: "Sb2-Bt-002",
            on: (15, 26, 69, 27), off: (15, 27, 69, 27))
    }

    /// The regular radio button of macOS 10.15 and earlier (``LayoutRule/classicRadioButtonInsets``).
    ///
    /// arcgis-runtime-samples' regular radio buttons (tools version 14313) pinned 20 points from their view's leading
    /// side are stored at x = 19, 6 points apart in rows 22 points apart, the last 20 points above the view's bottom at
    /// y = 19: a 16-point glyph a point in from the 18-point frame's top, bottom and leading side, where the check box
    /// of those systems has 2 (Fluor's and toggl's in stacks and SwiftDefaultApps' sized by constraints agree).
    ///
    /// `AppKitControl/AppKitClassicRadioButtons10.xib` (tools version 14460) holds one pinned 20 points from its view's
    /// leading side and top.
    @Test("a regular radio button of macOS 10.15 starts its frame a point before its glyph")
    func classicRadioButton() throws {
        // With the check box's 2 points the frame starts a point further left and a point higher.
        try expectOnlyFrameLost(
            without: .classicRadioButtonInsets, document: "AppKitControl/AppKitClassicRadioButtons10.xib",
            root: "Rb1-Rt-001", view: "Rb1-Bt-002",
            on: (19, 21, 97, 18), off: (18, 22, 97, 18))
    }
}
