import NibBridgeDocument
import NibBridgeLoader

/// Alignment rect insets of AppKit controls whose frames IB stores differently from the common case of their kind
/// (``AppKitAlignment``): the small help button, the small check box without a title, the pop-up button drawn without a
/// border, macOS 10.15's regular radio button, rounded segmented control and small push button, the small rounded
/// segmented control, the capacity level indicator, macOS 10.15's small slider, textured square segmented
/// control and regular help button, the mini push button, macOS 10.15's bordered bevel button, the stretched
/// round-rect button of Xcode 10 on, the small square segmented control and the textured square button. Each is a
/// ``LayoutRule`` of its own, measured on stored frames whose constraints pin the control to a plain superview or size
/// it.
enum AppKitControlInsets {
    /// The first tools version of Xcode 10, whose macOS 10.14 SDK drew the regular help button flush with its frame's
    /// top (``LayoutRule/mojaveHelpButtonInsets``).
    static let mojaveTools = 14000

    /// The insets of a bordered segmented control of the small square style (``LayoutRule/smallSquareSegmentInsets``):
    /// its segments reach its frame's sides and sit a point in from its top and bottom, as the small square button's
    /// bezel.
    static let smallSquareSegments = LayoutInsets(top: 1, left: 0, bottom: 1, right: 0)

    /// The insets of a bordered regular button of the textured square bezel style
    /// (``LayoutRule/texturedSquareButtonInsets``): its bezel a point in from either side and the top of its frame, 2
    /// above its bottom; nil for other buttons.
    static func texturedSquareButton(cell: [String: String], size: String, rules: LayoutRules) -> LayoutInsets? {
        guard rules.contains(.texturedSquareButtonInsets), cell["bezelStyle"] == "texturedSquare",
            cell["borderStyle"] != nil, size == "regular"
        else { return nil }
        return LayoutInsets(top: 1, left: 1, bottom: 2, right: 1)
    }

    /// The insets of a small help button (``LayoutRule/smallHelpButtonInsets``): its round bezel starts a
    /// point in from the leading side of its 18 × 19 frame and 2 points above its bottom, against the regular
    /// button's 3 and 4; nil for other buttons and frames.
    static func smallHelpButton(_ view: LiveView, cell: [String: String], size: String, rules: LayoutRules)
        -> LayoutInsets?
    {
        guard rules.contains(.smallHelpButtonInsets), cell["bezelStyle"] == "helpButton", size == "small",
            view.frame.width == 18, view.frame.height == 19
        else { return nil }
        return LayoutInsets(top: 0, left: 1, bottom: 2, right: 0)
    }

    /// The insets of a small check box without a title that IB drew with macOS 11's controls
    /// (``LayoutRule/glyphOnlySmallCheckBoxInsets``): its glyph sits 2 points below its frame's top and above
    /// its bottom and a point in from either side, where a titled one's starts a point below the top; nil for
    /// other buttons.
    static func glyphOnlySmallCheckBox(cell: [String: String], size: String, bigSur: Bool, rules: LayoutRules)
        -> LayoutInsets?
    {
        guard rules.contains(.glyphOnlySmallCheckBoxInsets), bigSur, size == "small", cell["type"] == "check",
            (cell["title"] ?? "").isEmpty, (cell["image"] ?? "").isEmpty
        else { return nil }
        return LayoutInsets(top: 2, left: 1, bottom: 2, right: 1)
    }

    /// The insets of a regular radio button with a title that IB drew with macOS 10.15's controls or earlier
    /// (``LayoutRule/classicRadioButtonInsets``): its 16-point glyph a point below its 18-point frame's top, above its
    /// bottom and in from its leading side, its title ending 2 points before its trailing side, where the check box of
    /// those systems (``AppKitAlignment/buttonInsets(cell:size:bigSur:)``) draws a 14-point glyph 2 points in from
    /// every side; an image-only one (`imagePosition="only"`) draws its glyph so too; nil for other buttons.
    static func classicRadioButton(cell: [String: String], size: String, bigSur: Bool, rules: LayoutRules)
        -> LayoutInsets?
    {
        guard rules.contains(.classicRadioButtonInsets), !bigSur, size == "regular", cell["type"] == "radio",
            !(cell["title"] ?? "").isEmpty, ["left", "only"].contains(cell["imagePosition"] ?? "left")
        else { return nil }
        return LayoutInsets(top: 1, left: 1, bottom: 1, right: 2)
    }

    /// The insets of a pop-up button drawn without a border (``LayoutRule/borderlessPopUpInsets``): its title or
    /// image starts 5 points in from its frame's leading side.
    static let borderlessPopUp = LayoutInsets(top: 0, left: 5, bottom: 0, right: 0)

    /// Whether a pop-up button has the insets of ``borderlessPopUp``: one without a border (no `borderStyle` in
    /// its cell) that IB drew with macOS 11's controls or later (`bigSur`, asked only of such pop-ups), a
    /// pull-down's in the macOS 26 design too (`flat`), where a pop-up's fills its frame. With macOS 10.15's
    /// controls or earlier its frame is its alignment rect.
    static func drawsBorderlessPopUp(
        cell: [String: String], flat: Bool, bigSur: () -> Bool, rules: LayoutRules
    ) -> Bool {
        rules.contains(.borderlessPopUpInsets) && cell["borderStyle"] == nil && (!flat || cell["pullsDown"] == "YES")
            && (flat || bigSur())
    }

    /// The insets of a regular level indicator of a capacity style (``LayoutRule/capacityLevelIndicatorInsets``): its
    /// 16-point bar starts at its 18-point frame's top and ends 2 points above its bottom; nil for the rating and
    /// relevancy styles, other sizes and with the rule off. A `levelIndicatorStyle` IB leaves out is the library's
    /// discrete capacity.
    static func capacityLevelIndicator(style: String?, size: String, rules: LayoutRules) -> LayoutInsets? {
        guard rules.contains(.capacityLevelIndicatorInsets), size == "regular",
            [nil, "continuousCapacity", "discreteCapacity"].contains(style)
        else { return nil }
        return LayoutInsets(top: 0, left: 0, bottom: 2, right: 0)
    }

    /// The insets of a regular rounded segmented control of macOS 10.15 and earlier in its 24-point frame
    /// (``LayoutRule/classicRoundedSegmentInsets``): its segments start a point below the frame's top and end 2 points
    /// above its bottom, 2 in from either side.
    static let classicRoundedSegments = LayoutInsets(top: 1, left: 2, bottom: 2, right: 2)

    /// Whether a segmented control has the insets of ``classicRoundedSegments``: a bordered one of the rounded style
    /// (`style`), regular size and 24-point frame, drawn with macOS 10.15's controls or earlier (not `bigSur`).
    static func drawsClassicRoundedSegments(
        _ view: LiveView, style: String?, size: String, bigSur: Bool, rules: LayoutRules
    ) -> Bool {
        rules.contains(.classicRoundedSegmentInsets) && style == "rounded" && size == "regular"
            && view.frame.height == 24 && !bigSur
    }

    /// The insets of a small rounded segmented control (``LayoutRule/smallRoundedSegmentInsets``): its segments start a
    /// point below its frame's top and end 2 points above its bottom, 2 in from either side, in macOS 10.15's 20-point
    /// frame and macOS 11's 21-point one alike.
    static let smallRoundedSegments = LayoutInsets(top: 1, left: 2, bottom: 2, right: 2)

    /// Whether a bordered segmented control has the insets of ``smallRoundedSegments``: one of the rounded style
    /// (`style`, the default when IB leaves it out) and small size.
    static func drawsSmallRoundedSegments(style: String?, size: String, rules: LayoutRules) -> Bool {
        rules.contains(.smallRoundedSegmentInsets) && (style ?? "rounded") == "rounded" && size == "small"
    }

    /// The insets of a small horizontal linear slider drawn with macOS 10.15's controls or earlier
    /// (``LayoutRule/classicSmallSliderSideInsets``): its track reaches its frame's sides, 2 points in from its top and
    /// bottom, where macOS 11's is 2 points in from every side.
    static let classicSmallSlider = LayoutInsets(top: 2, left: 0, bottom: 2, right: 0)

    /// The insets of a regular horizontal linear slider with tick marks below it drawn with macOS 10.15's controls or
    /// earlier (``LayoutRule/classicTickedSliderInsets``): 2 points in from its frame's top and sides, a point above
    /// its bottom, where macOS 11's ticked slider keeps 6 below.
    static let classicTickedSlider = LayoutInsets(top: 2, left: 2, bottom: 1, right: 2)

    /// The insets of a small horizontal linear slider with tick marks below it drawn with macOS 10.15's controls or
    /// earlier (``LayoutRule/classicSmallTickedSliderInsets``): none, its track, knob and tick marks fill its 18-point
    /// frame, where ``classicSmallSlider`` keeps 2 points in from the top and the bottom of a slider without them.
    static let classicSmallTickedSlider = LayoutInsets.zero

    /// The insets of a horizontal linear slider with tick marks below it (`ticksBelow`), wider than tall and not
    /// circular, that IB drew with macOS 10.15's controls or earlier (not `bigSur`, asked only of such sliders): a
    /// regular one's ``classicTickedSlider`` (``LayoutRule/classicTickedSliderInsets``), a small one's
    /// ``classicSmallTickedSlider`` (``LayoutRule/classicSmallTickedSliderInsets``); nil for other sliders and sizes,
    /// and for a size whose rule is off.
    static func classicTickedSliderInsets(
        _ view: LiveView, cell: [String: String], size: String, ticksBelow: Bool, bigSur: () -> Bool,
        rules: LayoutRules
    ) -> LayoutInsets? {
        let insets: LayoutInsets
        switch size {
        case "regular" where rules.contains(.classicTickedSliderInsets): insets = classicTickedSlider
        case "small" where rules.contains(.classicSmallTickedSliderInsets): insets = classicSmallTickedSlider
        default: return nil
        }
        guard ticksBelow, cell["sliderType"] != "circular", view.frame.width > view.frame.height, !bigSur() else {
            return nil
        }
        return insets
    }

    /// Whether a slider has the insets of ``classicSmallSlider``: a small one (`size`), wider than tall and not
    /// circular, that IB drew with macOS 10.15's controls or earlier (not `bigSur`, asked only of such sliders).
    static func drawsClassicSmallSlider(
        _ view: LiveView, cell: [String: String], size: String, bigSur: () -> Bool, rules: LayoutRules
    ) -> Bool {
        rules.contains(.classicSmallSliderSideInsets) && size == "small" && cell["sliderType"] != "circular"
            && view.frame.width > view.frame.height && !bigSur()
    }

    /// The insets of a small bordered push button drawn with macOS 10.15's controls or earlier
    /// (``LayoutRule/classicSmallPushButtonBottomInset``): its bezel 4 points below its frame's top, 6 above its
    /// bottom and 5 in from either side, where ``AppKitAlignment/buttonInsets(cell:size:bigSur:)`` has 7 at the
    /// bottom; 3 below the top of a 27-point frame (`height`, ``LayoutRule/shortClassicSmallPushButtonTopInset``);
    /// nil for other buttons.
    static func classicSmallPushButton(
        cell: [String: String], size: String, bigSur: Bool, height: Double, rules: LayoutRules
    ) -> LayoutInsets? {
        guard rules.contains(.classicSmallPushButtonBottomInset), !bigSur, size == "small",
            cell["bezelStyle"] == "rounded", cell["borderStyle"] != nil
        else { return nil }
        let top = rules.contains(.shortClassicSmallPushButtonTopInset) && height == 27 ? 3.0 : 4.0
        return LayoutInsets(top: top, left: 5, bottom: 6, right: 5)
    }

    /// The insets of a mini bordered push button (``LayoutRule/miniPushButtonInsets``): its bezel fills its 16-point
    /// frame but for a point at either side and below (none above) with macOS 10.15's controls or earlier, and but for
    /// 2 points on every side with macOS 11's (`bigSur`); nil for other buttons.
    static func miniPushButton(cell: [String: String], size: String, bigSur: Bool, rules: LayoutRules)
        -> LayoutInsets?
    {
        guard rules.contains(.miniPushButtonInsets), size == "mini", cell["bezelStyle"] == "rounded",
            cell["borderStyle"] != nil
        else { return nil }
        return bigSur
            ? LayoutInsets(top: 2, left: 2, bottom: 2, right: 2) : LayoutInsets(top: 0, left: 1, bottom: 1, right: 1)
    }

    /// The insets of a bordered bevel button of the regular square style that IB drew with macOS 10.15's controls or
    /// earlier (``LayoutRule/classicBevelButtonInsets``): its bezel 2 points in from either side of its frame and from
    /// its top, 3 above its bottom, whatever its control size; nil for other buttons, for buttons IB drew with macOS
    /// 11's controls (unmeasured) and for the macOS 26 design, whose frame is its alignment rect.
    ///
    /// With macOS 11's controls (Xcode 12 to 16, `bigSur`, ``LayoutRule/bigSurBevelButtonInsets``) the bezel is
    /// 3 points in from either side and from the top, 4 above the bottom.
    static func classicBevelButton(cell: [String: String], bigSur: Bool, rules: LayoutRules) -> LayoutInsets? {
        guard cell["bezelStyle"] == "regularSquare", cell["borderStyle"] != nil, cell["type"] != "check",
            cell["type"] != "radio"
        else { return nil }
        if bigSur {
            return rules.contains(.bigSurBevelButtonInsets) ? LayoutInsets(top: 3, left: 3, bottom: 4, right: 3) : nil
        }
        return rules.contains(.classicBevelButtonInsets) ? LayoutInsets(top: 2, left: 2, bottom: 3, right: 2) : nil
    }

    /// Whether a bordered textured square segmented control reaches its frame's sides
    /// (``LayoutRule/classicTexturedSquareSegmentSides``): a regular one (`size`) that IB drew with macOS 10.15's
    /// controls or earlier (not `bigSur`), its segments a point below its frame's top and 2 above its bottom.
    static func drawsClassicTexturedSquareSegments(size: String, bigSur: () -> Bool, rules: LayoutRules) -> Bool {
        rules.contains(.classicTexturedSquareSegmentSides) && size == "regular" && !bigSur()
    }

    /// The insets of a regular help button drawn with macOS 10.15's controls or earlier
    /// (``LayoutRule/classicHelpButtonInsets``): its round bezel 2 points in from either side of its 25-point frame,
    /// a point below its top and 3 above its bottom, where macOS 11's starts 3 in from the leading side and ends 4
    /// above the bottom; from Xcode 10 (`tools` 14000, ``LayoutRule/mojaveHelpButtonInsets``) at the frame's top and 4
    /// above its bottom; nil for other buttons.
    static func classicHelpButton(
        cell: [String: String], size: String, bigSur: Bool, tools: Int, rules: LayoutRules
    ) -> LayoutInsets? {
        guard rules.contains(.classicHelpButtonInsets), !bigSur, size == "regular", cell["bezelStyle"] == "helpButton"
        else { return nil }
        if rules.contains(.mojaveHelpButtonInsets), tools >= mojaveTools {
            return LayoutInsets(top: 0, left: 2, bottom: 4, right: 2)
        }
        return LayoutInsets(top: 1, left: 2, bottom: 3, right: 2)
    }

    /// The insets of a round-rect push button (`bezelStyle="roundedRect"`) that Xcode 10 or later (`tools` 14000 and
    /// up) drew in a frame other than its intrinsic height (19 points regular, 17 small, 15 mini)
    /// (``LayoutRule/mojaveRoundRectButtonInsets``): its stretched bezel fills its frame, no insets; nil for other
    /// buttons, for frames of the intrinsic height (the bezel a point above the frame's bottom) and for earlier
    /// documents, whose bezel ends a point above the frame's bottom at any height.
    static func mojaveRoundRectButton(
        cell: [String: String], size: String, height: Double, tools: Int, rules: LayoutRules
    ) -> LayoutInsets? {
        guard rules.contains(.mojaveRoundRectButtonInsets), tools >= mojaveTools, cell["bezelStyle"] == "roundedRect"
        else { return nil }
        let intrinsic: Double =
            switch size {
            case "small": 17
            case "mini": 15
            default: 19
            }
        return height == intrinsic ? nil : .zero
    }

    /// The insets of a bordered inline button (`bezelStyle="inline"`) that IB drew with macOS 10.15's controls or
    /// earlier (``LayoutRule/classicInlineButtonInsets``): its rounded badge bezel reaches its frame's top and sides
    /// and ends a point above its bottom, a 16-point bezel in a 17-point frame; nil for other buttons, and for inline
    /// buttons IB drew with macOS 11's controls or later (18-point frames, unmeasured) or the macOS 26 design.
    static func classicInlineButton(cell: [String: String], bigSur: Bool, rules: LayoutRules) -> LayoutInsets? {
        guard rules.contains(.classicInlineButtonInsets), !bigSur, cell["bezelStyle"] == "inline",
            cell["borderStyle"] != nil
        else { return nil }
        return LayoutInsets(top: 0, left: 0, bottom: 1, right: 0)
    }
}
