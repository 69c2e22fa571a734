import NibBridgeDocument
import NibBridgeLoader

/// The alignment rect insets of AppKit controls: Auto Layout places a control's alignment rect (the
/// visible bezel or text), and its frame extends beyond it by these insets, which is why IB stores a label
/// pinned at 20 points with `x="18"`.
///
/// The values were measured on the corpus of real documents: for each kind of control (element, cell
/// type, bezel style, border, control size), the offset between the stored frame and an edge constraint
/// to a plain superview, most common value first. Kinds not listed (custom views, image views of bitmaps,
/// bezeled text fields, scroll views, ...) have none. The insets changed with the system IB drew the controls
/// for: regular push buttons had 6-point side insets and a 4-point top inset before Xcode 12 (tools
/// version 17000), 7 and 5 since (a 20-point bezel in a 32-point frame), regular pop-up buttons 2 and 3
/// side insets and 3 at the bottom before, and 3, 4 and 4 since, and documents saved
/// by Xcode 26 (tools version 24000 and up, the new control designs) store buttons, checkboxes and pop-up
/// buttons with their frames on their alignment rects.
enum AppKitAlignment {
    static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> LayoutInsets {
        LayoutInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The alignment rect insets of an AppKit view, from its element and its cell's style; `bigSur` says
    /// whether IB drew macOS 11's controls, if known (else ``AppKitHostControls`` tells).
    static func insets(of view: LiveView, lookup: DocumentLookup, bigSur known: Bool? = nil) -> LayoutInsets {
        let element = view.elementName
        let rules = lookup.rules
        guard rules.contains(.appKitAlignmentInsets),
            [
                "textField", "secureTextField", "tokenField", "button", "popUpButton", "comboBox", "box",
                "segmentedControl", "slider", "switch", "tabView", "colorWell", "stepper", "imageView",
                "progressIndicator", "datePicker", "levelIndicator", "browser",
            ].contains(element)
        else { return .zero }
        let cell = lookup.cellAttributes(of: view) ?? [:]
        if rules.contains(.symbolImageInsets),
            let symbol = symbolImageInsets(of: view, element: element, cell: cell, lookup: lookup)
        {
            return symbol
        }
        let size = cell["controlSize"] ?? "regular"
        let nib = lookup.nib(of: view)
        let tools = nib.map(toolsVersion) ?? 0
        let flatControls = usesMacOS26Design(view, element: element, cell: cell, tools: tools, rules: rules)
        func drawsBigSur() -> Bool {
            known ?? AppKitHostControls.drawsBigSurControls(view, tools: tools, lookup: lookup)
        }
        switch element {
        case "textField", "secureTextField", "tokenField":
            return textFieldInsets(cell: cell, nib: nib, rules: rules)
        case "button":
            let bigSur = drawsBigSur()
            // The small square bezel keeps its point above and below in the macOS 26 design (NetNewsWire's,
            // LuLu's and Sequel-Ace's +/- buttons of Xcode 26 documents, pinned below a table or sized by a
            // height constraint 2 points short of their frames).
            let keepsBezel = cell["bezelStyle"] == "smallSquare" && cell["borderStyle"] != nil
            if flatControls && !keepsBezel { return .zero }
            if let help = AppKitControlInsets.smallHelpButton(view, cell: cell, size: size, rules: rules) {
                return help
            }
            if let glyph = AppKitControlInsets.glyphOnlySmallCheckBox(
                cell: cell, size: size, bigSur: bigSur, rules: rules)
            {
                return glyph
            }
            if let radio = AppKitControlInsets.classicRadioButton(cell: cell, size: size, bigSur: bigSur, rules: rules)
            {
                return radio
            }
            if !bigSur, rules.contains(.classicTexturedButtonInsets),
                let textured = classicTexturedInsets(cell: cell, size: size, height: view.frame.height)
            {
                return textured
            }
            if rules.contains(.recessedButtonInsets), recessedBezel(cell: cell, size: size, height: view.frame.height) {
                return insets(0, 0, 1, 0)
            }
            if rules.contains(.smallRecessedButtonInsets),
                smallRecessedBezel(cell: cell, size: size, height: view.frame.height)
            {
                return insets(0, 0, 1, 0)
            }
            if let roundRect = AppKitControlInsets.mojaveRoundRectButton(
                cell: cell, size: size, height: view.frame.height, tools: tools, rules: rules)
            {
                return roundRect
            }
            if let texturedSquare = AppKitControlInsets.texturedSquareButton(cell: cell, size: size, rules: rules) {
                return texturedSquare
            }
            if let inline = AppKitControlInsets.classicInlineButton(cell: cell, bigSur: bigSur, rules: rules) {
                return inline
            }
            if let help = AppKitControlInsets.classicHelpButton(
                cell: cell, size: size, bigSur: bigSur, tools: tools, rules: rules)
            {
                return help
            }
            if let bevel = AppKitControlInsets.classicBevelButton(cell: cell, bigSur: bigSur, rules: rules) {
                return bevel
            }
            if let mini = AppKitControlInsets.miniPushButton(cell: cell, size: size, bigSur: bigSur, rules: rules) {
                return mini
            }
            if let small = AppKitControlInsets.classicSmallPushButton(
                cell: cell, size: size, bigSur: bigSur, height: view.frame.height, rules: rules)
            {
                return small
            }
            return buttonInsets(cell: cell, size: size, bigSur: bigSur)
        // A bordered small square pop-up draws the small square button's 21-point bezel, a point in from its frame's
        // top and bottom, in the macOS 26 design too (``LayoutRule/smallSquarePopUpInsets``).
        case "popUpButton"
        where rules.contains(.smallSquarePopUpInsets) && cell["bezelStyle"] == "smallSquare"
            && cell["borderStyle"] != nil:
            return insets(1, 0, 1, 0)
        case "popUpButton"
        where AppKitControlInsets.drawsBorderlessPopUp(
            cell: cell, flat: flatControls, bigSur: drawsBigSur, rules: rules):
            return AppKitControlInsets.borderlessPopUp
        case "popUpButton" where flatControls: return .zero
        case "popUpButton"
        where rules.contains(.recessedButtonInsets)
            && recessedBezel(cell: cell, size: size, height: view.frame.height):
            return insets(0, 0, 1, 0)
        case "popUpButton":
            switch cell["bezelStyle"] {
            // A bordered pop-up draws the same bezel whether its cell is `border` or `borderAndBezel`, and
            // from macOS 11 the textured rounded one draws it too (Xcode 12 documents: MacPass's, Sequel-Ace's
            // and transmission's textured pop-ups, iina's and ProtonVPN's `border` pop-ups, 26 points tall for
            // a 21-point bezel).
            case "rounded" where cell["borderStyle"] != nil, "texturedRounded" where cell["borderStyle"] != nil:
                // The small pop-up of macOS 11 draws its bezel 2 points below its 22-point frame's top (HexFiend's
                // and Subler's pinned below labels and check boxes, Quicksilver's search preferences) and 4 in
                // from its sides; macOS 10.15's a point below its top and 3 in from its sides (Quicksilver's,
                // MacDown's and GPG Keychain's pinned at their sides, 2 points narrower than with 4).
                // Its bezel ends 3 points above the frame's bottom (``LayoutRule/classicSmallPopUpBottomInset``).
                if size == "small" {
                    let bottom = rules.contains(.classicSmallPopUpBottomInset) ? 3.0 : 4.0
                    return drawsBigSur() ? insets(2, 4, 4, 4) : insets(1, 3, bottom, 3)
                }
                // The regular pop-up of macOS 10.15 and earlier draws its bezel 2 points in from its leading
                // side, 3 from its trailing one and 3 above its frame's bottom (documents before Xcode 12:
                // Amethyst's, MacDown's and NetNewsWire's pop-ups pinned at both sides or above other views),
                // macOS 11's 3, 4 and 4.
                if size != "regular" || drawsBigSur() { return insets(1, 3, 4, 4) }
                // The 26-point frame of older documents holds the same 21-point bezel 2 points below its top
                // (``LayoutRule/tallClassicPopUpInsets``).
                return rules.contains(.tallClassicPopUpInsets) && view.frame.height == 26
                    ? insets(2, 2, 3, 3) : insets(1, 2, 3, 3)
            // The bevel pop-up draws the bevel button's bezel: with macOS 11's controls it ends 4 points above the
            // frame's bottom (``LayoutRule/bigSurBevelPopUpInsets``).
            case "regularSquare" where cell["borderStyle"] != nil:
                let bottom = rules.contains(.bigSurBevelPopUpInsets) && drawsBigSur() ? 4.0 : 3.0
                return insets(3, 3, bottom, 3)
            // Like the round-rect push button, its bezel stops a point above its frame's bottom.
            case "roundedRect": return insets(0, 0, 1, 0)
            default: return .zero
            }
        // A combo box's field starts 2 points below its frame's top (its first baseline sits 16 points down
        // a 25-point frame), a small one's 1 point (a 22-point frame around a 17-point-high field).
        // macOS 13's bordered combo box (documents from tools version 21500, Xcode 14.1's macOS 13 SDK) draws its field a
        // point in from the leading side and top of its 23-point frame, 2 above its bottom
        // (``LayoutRule/venturaComboBoxInsets``).
        case "comboBox"
        where rules.contains(.venturaComboBoxInsets) && tools >= 21500 && size == "regular"
            && cell["borderStyle"] != nil && view.frame.height == 23:
            return insets(1, 1, 2, 3)
        // The regular bordered combo box of the macOS 26 design fills its 24-point frame
        // (``LayoutRule/flatComboBoxesXcode26``).
        case "comboBox"
        where rules.contains(.flatComboBoxesXcode26) && flatControls && size == "regular"
            && cell["borderStyle"] != nil && view.frame.height == 24:
            return .zero
        case "comboBox": return size == "regular" ? insets(2, 0, 4, 3) : insets(1, 0, 4, 3)
        case "box":
            return AppKitBoxInsets.insets(of: view, lookup: lookup, flatControls: flatControls, bigSur: drawsBigSur)
        // A bordered segmented control draws its segments 2 points in from each side (1 for the round-rect
        // style), a point in from its top and bottom; the macOS 26 design fills its frame.
        case "segmentedControl":
            guard !flatControls, cell["borderStyle"] != nil else { return .zero }
            let style = lookup.attribute("style", of: view)
            // The textured square style draws its segments a point in from either side and a point further from
            // the frame's bottom than from its top (``LayoutRule/texturedSquareSegmentInsets``).
            if rules.contains(.texturedSquareSegmentInsets),
                style == "texturedSquare" || cell["style"] == "texturedSquare"
            {
                let classic = AppKitControlInsets.drawsClassicTexturedSquareSegments(
                    size: size, bigSur: drawsBigSur, rules: rules)
                return classic ? insets(1, 0, 2, 0) : insets(1, 1, 2, 1)
            }
            if AppKitControlInsets.drawsClassicRoundedSegments(
                view, style: style ?? cell["style"], size: size,
                bigSur: drawsBigSur(), rules: rules)
            {
                return AppKitControlInsets.classicRoundedSegments
            }
            if AppKitControlInsets.drawsSmallRoundedSegments(style: style ?? cell["style"], size: size, rules: rules) {
                return AppKitControlInsets.smallRoundedSegments
            }
            // The small square style reaches its frame's sides (``LayoutRule/smallSquareSegmentInsets``).
            if rules.contains(.smallSquareSegmentInsets), (style ?? cell["style"]) == "smallSquare" {
                return AppKitControlInsets.smallSquareSegments
            }
            return style == "roundRect" || cell["style"] == "roundRect" ? insets(1, 1, 1, 1) : insets(1, 2, 1, 2)
        // The linear slider of the macOS 26 design fills its frame: Xcode 26 documents store it at the size its
        // constraints give its alignment rect (Lunar's, Mos's and Mac Mouse Fix's pinned or sized sliders, 16
        // points tall unless sized); one still at the earlier design's height keeps the earlier insets.
        case "slider" where flatControls && cell["sliderType"] != "circular": return .zero
        // The regular slider of macOS 10.15 and earlier (documents before Xcode 12) draws its track and knob 2
        // points in from every side of its frame, 19 points tall, 24 with tick marks above (simplenote's,
        // RxSwift's and ShortcutRecorder's pinned below, above or centred on other views); macOS 11's frame is
        // 28 points tall, 6 of them below its knob. Tick marks below keep the latter's 6 (unmeasured before).
        case "slider" where size == "regular" && !drawsBigSur() && !ticksBelow(cell): return insets(2, 2, 2, 2)
        case "slider":
            if let ticked = AppKitControlInsets.classicTickedSliderInsets(
                view, cell: cell, size: size, ticksBelow: ticksBelow(cell), bigSur: drawsBigSur, rules: rules)
            {
                return ticked
            }
            if AppKitControlInsets.drawsClassicSmallSlider(
                view, cell: cell, size: size, bigSur: drawsBigSur, rules: rules)
            {
                return AppKitControlInsets.classicSmallSlider
            }
            return size == "regular" ? insets(2, 2, 6, 2) : insets(2, 2, 2, 2)
        // A stepper (NSStepper) draws its arrows inside a taller frame (``AppKitStepperInsets``).
        case "stepper":
            return AppKitStepperInsets.insets(
                frame: view.frame, size: size, tools: tools, bigSur: drawsBigSur, rules: rules)
        // A switch (NSSwitch) draws its 38 x 22 track centred across its 42 x 25 frame, 2 points in from
        // either side (IB stores a switch pinned 20 points from a trailing edge at 18 from it); the
        // macOS 26 design IB draws for documents from tools version 24000 on keeps only the leading 2.
        case "switch": return flatControls ? insets(1, 2, 2, 0) : insets(1, 2, 2, 2)
        // A tab view without tabs or border draws nothing around its content: no insets.
        // A small tab view with its tabs on top draws them shorter, and its border 3 points below its frame's top
        // (Subler's, GPG Keychain's and HandBrake's small tab views pinned below other views, stored 3 points
        // shorter than with the regular tab view's 6).
        case "tabView":
            let type = lookup.attribute("type", of: view) ?? "topTabsBezelBorder"
            if type == "noTabsNoBorder" { return .zero }
            let small = lookup.attribute("controlSize", of: view) == "small"
            return rules.contains(.smallTabViewInsets) && small && type == "topTabsBezelBorder"
                ? insets(3, 7, 10, 7) : insets(6, 7, 10, 7)
        // The color wells of macOS 13 to 15 (documents of tools versions 22000 to 23999) draw their well
        // inside a frame 3 points wider on each side and 2 taller; earlier ones fill their frame, and so do
        // those of the macOS 26 design (``LayoutRule/flatColorWellsXcode26``).
        case "colorWell":
            if rules.contains(.flatColorWellsXcode26), tools >= 24000, tools < 30000 { return .zero }
            return tools >= 22000 ? insets(2, 3, 2, 3) : .zero
        // A regular bar progress indicator draws its bar a point in from the top and the bottom of its 20-point
        // frame: IB stores one 18 points tall by its constraints in a 20-point frame (NetNewsWire's, Sparkle's
        // and duckduckgo's bars pinned or centred vertically).
        // Xcode 26's release builds draw the bar in the macOS 26 design, filling its 20-point frame
        // (``LayoutRule/flatProgressBars``).
        case "progressIndicator"
        where flatControls && rules.contains(.flatProgressBars) && tools >= 24400 && view.frame.height == 20:
            return .zero
        case "progressIndicator":
            let regular = (lookup.attribute("controlSize", of: view) ?? "regular") == "regular"
            return lookup.attribute("style", of: view) == "bar" && regular ? insets(1, 0, 1, 0) : .zero
        case "levelIndicator":
            return AppKitControlInsets.capacityLevelIndicator(
                style: cell["levelIndicatorStyle"], size: size, rules: rules) ?? .zero
        // A text-field-and-stepper date picker (NSDatePicker's default style) aligns its field and stepper 4 points
        // below its frame's top and 3 in from its trailing side, past its stepper's arrows (GPG Keychain's,
        // MacPass's and Aerial's pinned below other views, MacPass's, transmission's and Aerial's pinned at their
        // trailing sides); the calendar styles fill their frames.
        case "datePicker":
            return lookup.attribute("datePickerStyle", of: view) == nil && cell["datePickerStyle"] == nil
                ? insets(4, 0, 0, 3) : .zero
        // An image view with the gray bezel frame draws its image inside the bezel, 3 points in from every side of
        // its frame, whichever Xcode saved it (MacPass's 64-point well of Xcode 13 in a 70-point frame, Mastonaut's
        // 60- and 160-point wells of Xcode 15 in frames 6 points larger, Rectangle's 200 x 125 well of Xcode 26
        // stored 206 x 131, each sized by its own width and height constraints).
        case "imageView" where rules.contains(.grayBezelImageViews) && cell["imageFrameStyle"] == "grayBezel":
            return insets(3, 3, 3, 3)
        // The photo frame's outline and shadow take the same 3 points (``LayoutRule/photoImageViews``).
        case "imageView" where rules.contains(.photoImageViews) && cell["imageFrameStyle"] == "photo":
            return insets(3, 3, 3, 3)
        case "browser": return AppKitBrowserInsets.insets(of: view, lookup: lookup)
        default: return .zero
        }
    }

    /// The insets of a regular textured rounded button of macOS 10.15 and earlier
    /// (``LayoutRule/classicTexturedButtonInsets``): its 22-point bezel spans its frame's width, a point above its
    /// frame's bottom in a 23-point frame, 1 below its top and 2 above its bottom in the 25-point frame of older
    /// documents; nil for other buttons and heights.
    private static func classicTexturedInsets(cell: [String: String], size: String, height: Double) -> LayoutInsets? {
        guard cell["bezelStyle"] == "texturedRounded", size == "regular" else { return nil }
        switch height {
        case 23: return insets(0, 0, 1, 0)
        case 25: return insets(1, 0, 2, 0)
        default: return nil
        }
    }

    /// Whether a control draws the regular bordered recessed bezel in a 19-point frame
    /// (``LayoutRule/recessedButtonInsets``): an 18-point bezel ending a point above the frame's bottom.
    private static func recessedBezel(cell: [String: String], size: String, height: Double) -> Bool {
        cell["bezelStyle"] == "recessed" && cell["borderStyle"] != nil && size == "regular" && height == 19
    }

    /// Whether a button draws the small bordered recessed bezel in a 17-point frame
    /// (``LayoutRule/smallRecessedButtonInsets``): a 16-point bezel ending a point above the frame's bottom.
    private static func smallRecessedBezel(cell: [String: String], size: String, height: Double) -> Bool {
        cell["bezelStyle"] == "recessed" && cell["borderStyle"] != nil && size == "small" && height == 17
    }

    /// Whether a slider's cell shows tick marks below its track (NSSlider's default position).
    private static func ticksBelow(_ cell: [String: String]) -> Bool {
        (Int(cell["numberOfTickMarks"] ?? "0") ?? 0) > 0 && cell["tickMarkPosition"] != "above"
    }

    /// Whether IB drew a control in the macOS 26 design: a document saved by Xcode 26 (tools version 24000
    /// and up) whose control does not keep the frame of the earlier design (``hasClassicFrame``).
    static func usesMacOS26Design(_ view: LiveView, lookup: DocumentLookup) -> Bool {
        usesMacOS26Design(
            view, element: view.elementName, cell: lookup.cellAttributes(of: view) ?? [:],
            tools: lookup.nib(of: view).map(toolsVersion) ?? 0, rules: lookup.rules)
    }

    /// ``usesMacOS26Design(_:lookup:)`` with the element, cell attributes and tools version already read.
    private static func usesMacOS26Design(
        _ view: LiveView, element: String, cell: [String: String], tools: Int, rules: LayoutRules
    ) -> Bool {
        guard rules.contains(.xcode26Design), tools >= 24000, tools < 30000 else { return false }
        return !hasClassicFrame(view, element: element, cell: cell)
            && !(rules.contains(.smallClassicFramesXcode26) && hasSmallClassicFrame(view, element: element, cell: cell))
    }

    /// The major tools version of the Xcode that saved a document (`22505` for `toolsVersion="22505.1"`).
    static func toolsVersion(of nib: CompiledNib) -> Int {
        Int((nib[0].attributes["toolsVersion"] ?? "").prefix { $0.isNumber }) ?? 0
    }

    /// A button's insets; `bigSur` for the controls of macOS 11 that Xcode 12 and later draw (tools version
    /// 17000): a regular push button's bezel is 20 points tall in a 32-point frame (6 and 4 points of side
    /// and top insets before), a regular check box's or radio button's 16-point glyph sits a point below
    /// the top of its 18-point frame (the 14-point glyph of earlier systems 2 points in from every side:
    /// MacDown's, MacPass's and ShadowsocksX-NG's check boxes of Xcode 8 to 11 pinned to their superview's
    /// top, those of MacDown, MacPass, Amethyst and the Xamarin samples at their sides).
    static func buttonInsets(cell: [String: String], size: String, bigSur: Bool) -> LayoutInsets {
        if cell["type"] == "check" || cell["type"] == "radio" {
            // The small check box of macOS 10.15 and earlier draws its glyph 3 points in from the top, bottom and
            // leading side of its 18-point frame and ends its title 2 points before its trailing side
            // (Quicksilver's, MacDown's and GPG Keychain's, pinned at their sides, tops and bottoms), macOS
            // 11's a point in from its 16-point frame.
            if size != "regular" {
                let tenFifteenSmall = !bigSur && size == "small" && cell["type"] == "check"
                return tenFifteenSmall ? insets(3, 3, 3, 2) : insets(1, 1, 1, 0)
            }
            // A check box without a title aligns its glyph alone, 2 points in from every side of its 18-point
            // frame on macOS 11 too (iina's, duckduckgo's and Textual's 14-point check boxes in table cells).
            let glyphOnly = cell["type"] == "check" && (cell["title"] ?? "").isEmpty
            return bigSur && !glyphOnly ? insets(1, 2, 1, 0) : insets(2, 2, 2, 2)
        }
        let bordered = cell["borderStyle"] != nil
        switch cell["bezelStyle"] {
        case "rounded" where bordered:
            switch size {
            // The large push button draws a 28-point bezel 6 points in from every side of its 40-point frame
            // (Aerial's, duckduckgo's, MacPass's and pock's large buttons pinned at their tops, centred or sized).
            case "large": return insets(6, 6, 6, 6)
            // The small push button of macOS 10.15 and earlier draws its bezel 5 points in from either side
            // (documents before Xcode 12: MacPass's and Quicksilver's rows of small buttons 2 points further
            // apart than their spacing constraints between 6-point insets, the Xamarin samples' small button
            // as wide as a colour well by a constraint), macOS 11's 6.
            case "small": return bigSur ? insets(4, 6, 7, 6) : insets(4, 5, 7, 5)
            case "mini": return insets(4, 6, 7, 6)
            default: return bigSur ? insets(5, 7, 7, 7) : insets(4, 6, 7, 6)
            }
        case "helpButton": return insets(1, 3, 4, 2)
        // The textured rounded bezel of macOS 11 (Xcode 12 documents) starts a point below its frame's top
        // (Textual's, MacPass's and transmission's textured buttons pinned below scroll views, boxes and check
        // boxes); earlier ones, none.
        case "texturedRounded": return insets(bigSur ? 1 : 0, 1, 2, 1)
        // The small square (gradient) bezel draws a 21-point bezel centred in its 23-point frame: one
        // point above and one below, as IB stores rows of +/- buttons pinned 8 points below a table. Without
        // a border (`isBordered` off) it draws no bezel and aligns its frame (Amethyst's and iina's
        // borderless +/- buttons, 2 points shorter than a bordered one of the same height constraint).
        case "smallSquare" where bordered: return insets(1, 0, 1, 0)
        case "roundedRect": return insets(0, 0, 1, 0)
        default: return .zero
        }
    }
}
