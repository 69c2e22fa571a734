import NibBridgeDocument
import NibBridgeLoader

extension AppKitAlignment {
    /// The elements AppKit draws as text fields: `NSTextField` and its secure and token subclasses.
    static let textFieldElements: Set<String> = ["textField", "secureTextField", "tokenField"]

    /// Whether a text field's cell draws a border or a bezel: a field, which centres its text, not a label.
    static func drawsFieldBorder(_ cell: [String: String]) -> Bool {
        cell["borderStyle"] != nil || cell["bezelStyle"] != nil
    }

    /// Whether a view is a text field, secure text field or token field whose cell draws a border or a bezel.
    static func isBorderedTextField(_ view: LiveView, lookup: DocumentLookup) -> Bool {
        guard textFieldElements.contains(view.elementName), let cell = lookup.cellAttributes(of: view) else {
            return false
        }
        return drawsFieldBorder(cell)
    }

    /// The alignment rect insets of a text field, secure text field or token field, from its cell's style and the
    /// system its document (`nib`) was saved on.
    ///
    /// A label insets its text 2 points from each side of its frame, 3 in a document saved on OS X 10.8 or earlier
    /// (``LayoutRule/mountainLionLabelInsets``); a bordered field, or one that draws its background, fills its frame
    /// (measured on the corpus).
    static func textFieldInsets(cell: [String: String], nib: CompiledNib?, rules: LayoutRules) -> LayoutInsets {
        if drawsFieldBorder(cell) || cell["drawsBackground"] == "YES" { return .zero }
        let side = rules.contains(.mountainLionLabelInsets) && nib.map(savedOnMountainLion) == true ? 3.0 : 2.0
        return insets(0, side, 0, side)
    }

    /// Whether a document was saved on OS X 10.8 or earlier: its `systemVersion` (the build of the Mac IB ran on,
    /// `12F37` for OS X 10.8.4) has a major number below 13 (OS X 10.9's builds are `13A…` on).
    static func savedOnMountainLion(_ nib: CompiledNib) -> Bool {
        guard let major = Int((nib[0].attributes["systemVersion"] ?? "").prefix { $0.isNumber }) else { return false }
        return major < 13
    }
}

/// Where a bordered AppKit text field of macOS 10.15's design and earlier puts its last baseline.
///
/// A field centres a line of its font between its top and bottom, and AppKit draws the baseline on a whole point:
/// the first baseline on the point above the centred position (``AppKitBaselines``). Interface Builder's stored frames
/// of documents saved before Xcode 12 (tools versions below 17000, the controls of macOS 10.15 and earlier) put a
/// field's last baseline on the nearest point instead, its distance from the bottom rounded: a 22-point field in the
/// system font (centred position 15.6 points below its top) has its last baseline 16 points below its top and its
/// first 15, as labels aligned with it by either baseline are stored; a 21-point field (15.1) has both at 15
/// (``LayoutRule/classicFieldLastBaselines``).
enum AppKitTextClassicFields {
    /// The distance from the bottom of a text field's alignment rect of a height up to its last baseline, for a
    /// bordered text field, secure text field or token field of a document saved before Xcode 12 showing text of a
    /// point size, its baseline `drop` points lower for the appearance's font
    /// (``AppKitTextAppearanceFonts/baselineDrop(of:lookup:)``); nil for other views and documents, and with
    /// ``LayoutRule/classicFieldLastBaselines`` or ``LayoutRule/appKitWholePointBaselines`` off (the last baseline
    /// is then the first).
    static func lastBaselineFromBottom(
        of view: LiveView, height: Double, pointSize: Double, drop: Double, lookup: DocumentLookup
    ) -> Double? {
        let rules = lookup.rules
        guard rules.contains(.classicFieldLastBaselines), rules.contains(.appKitWholePointBaselines),
            AppKitAlignment.isBorderedTextField(view, lookup: lookup),
            let tools = lookup.nib(of: view).map(AppKitAlignment.toolsVersion), tools < 17000
        else { return nil }
        let centred = AppKitBaselines.centredPosition(height: height, pointSize: pointSize)
        let yosemite = AppKitTextYosemiteFields.lastBaselineDrop(of: view, tools: tools, lookup: lookup)
        return height - centred.rounded() - drop - yosemite
    }
}

/// Where a bordered AppKit text field of a document saved by Xcode 6 or earlier puts its last baseline.
///
/// Documents of tools versions below 8000 (Xcode 6 and earlier, OS X 10.10's controls and fonts, before Xcode 7 and
/// San Francisco) store a regular-size bordered field's last baseline a point lower than later documents before
/// Xcode 12 (``AppKitTextClassicFields``): 17 points below the top of a 22-point field in the system font, 5 above
/// its bottom, so a 17-point label aligned with it by their baselines sits 2 points above the field's bottom, not 3
/// (stored frames of MaciASL 5056, horos 4514, MongoHub 6254, OmniGroup 7706 and LiveReload 6205; such pairs of tools
/// versions 9531 and later sit 3 above in eleven projects, 2 in two; a 32-point push button aligned with a 22-point
/// field in horos 4514 sits 8 points below the field's bottom, 7 in later documents, while labels aligned with push
/// buttons sit where later documents have them, so it is the field that moved; ``LayoutRule/yosemiteFieldBaselines``).
/// Small and mini fields are left alone (one project each, not consistent).
enum AppKitTextYosemiteFields {
    /// How many points below where ``AppKitTextClassicFields`` has it a regular-size bordered text field, secure text
    /// field or token field of a document of tools version (`tools`) below 8000 draws its last baseline: 1; 0 for
    /// other documents and control sizes, and with ``LayoutRule/yosemiteFieldBaselines`` off.
    static func lastBaselineDrop(of view: LiveView, tools: Int, lookup: DocumentLookup) -> Double {
        guard lookup.rules.contains(.yosemiteFieldBaselines), tools < 8000,
            let cell = lookup.cellAttributes(of: view), cell["controlSize"] ?? "regular" == "regular"
        else { return 0 }
        return 1
    }
}

/// Where a small bordered AppKit text field of a document saved by Xcode 9.4 or 10 draws its text.
///
/// A small field centres its 11-point text as regular 13-point text sits (``AppKitBaselines``): both baselines 14
/// points below the top of a 19-point field, where documents of Xcode 8 and earlier and of Xcode 11 on store small
/// labels aligned with it (MongoHub 7531, horos 10116 to 13196, CocoaSplit 15400 and 15505, Transmission, iina,
/// Subler, HandBrake). Documents of tools versions 13771 to 14999 (Xcode 9.4 and 10, the controls of macOS 10.14)
/// store them a point higher, 13 below the top (6 above the bottom): small labels on small fields' baselines in
/// CocoaSplit (13771 to 14490, 40 pairs by their last baselines, 2 by first baselines), horos (VR.xib, 14460 and its
/// 13771 copy, 12 pairs) and mysql-workbench (14490, 11 pairs by last baselines, 6 by first baselines). Against:
/// horos' Endoscopy.xib (14313) and a localized copy of AnonymizationCustomTagPanel.xib (13771) keep the frames of
/// their Xcode 8 originals (13196, 10116: the same stored frames), 8 pairs at 14 that no document attribute sets
/// apart (``LayoutRule/mojaveSmallFieldBaselines``). Mini fields (horos only) are left alone.
enum AppKitTextMojaveSmallFields {
    /// How many points higher such a field draws both baselines.
    static let baselineRise = 1.0

    /// Whether a view is a small bordered text field, secure text field or token field of a document of tools
    /// versions 13771 to 14999; false for other views, sizes and documents, and with
    /// ``LayoutRule/mojaveSmallFieldBaselines`` or ``LayoutRule/appKitWholePointBaselines`` off.
    static func raisesBaselines(of view: LiveView, lookup: DocumentLookup) -> Bool {
        let rules = lookup.rules
        guard rules.contains(.mojaveSmallFieldBaselines), rules.contains(.appKitWholePointBaselines),
            AppKitAlignment.isBorderedTextField(view, lookup: lookup),
            lookup.cellAttributes(of: view)?["controlSize"] == "small",
            let tools = lookup.nib(of: view).map(AppKitAlignment.toolsVersion)
        else { return false }
        return tools >= 13771 && tools < 15000
    }
}

/// Where a bordered AppKit text field taller than two lines of its font draws its first line.
///
/// A field one line tall centres its text (``AppKitBaselines``). A taller field lays its lines from the top, inside
/// its border, and Interface Builder's stored frames put the first baseline of a field taller than two lines where a
/// one-line field of the same font has it: a 60-point field in the system font has its first baseline 15 points below
/// its top, as a 21-point field, not 34 (labels aligned with such fields by their first baselines in three projects,
/// in a grid row and by constraints; ``LayoutRule/tallFieldFirstLines``). The last baseline stays where it was (no
/// stored frames show it).
enum AppKitTextTallFields {
    /// The height of a one-line bordered field of a point size: its line (the system font's, rounded up) and 5 points
    /// of border and padding, 21 points for 13-point text.
    static func oneLineHeight(pointSize: Double) -> Double {
        FontMetrics.systemLineHeight(pointSize: pointSize) + 5
    }

    /// The height of the one-line field whose first baseline a bordered text field, secure text field or token field
    /// of a height taller than two lines of a point size shares; nil for other views and lower fields, and with
    /// ``LayoutRule/tallFieldFirstLines`` off.
    static func firstLineHeight(of view: LiveView, height: Double, pointSize: Double, lookup: DocumentLookup)
        -> Double?
    {
        let oneLine = oneLineHeight(pointSize: pointSize)
        guard lookup.rules.contains(.tallFieldFirstLines),
            AppKitAlignment.isBorderedTextField(view, lookup: lookup), height >= 2 * oneLine - 5
        else { return nil }
        return oneLine
    }
}

/// Where a regular-size bordered AppKit combo box of macOS 10.15's design and earlier puts its baselines.
///
/// A combo box would centre its text in its field, as a bordered text field does (``AppKitBaselines``: 16 points below
/// the top of its 25- or 26-point frame, where documents from Xcode 12 on store it). Interface Builder's stored frames
/// of documents saved before Xcode 12 (tools versions below 17000) put its baseline 3 points lower, 19 points below the
/// frame's top whether the frame is 25 or 26 points tall: labels aligned with combo boxes by their baselines in
/// GPGKeychainAccess (15705, 25-point frames), horos (10116 and 13771, 26-point frames) and Buildasaur (10117, 26-point
/// frames, the label a point above the baseline by its constant). Its first baseline sits there too: arcgis' two
/// combo boxes of 14313, one's first baseline on the other's last and their last baselines aligned, are stored at the
/// same height, which holds only with both baselines at one place (``LayoutRule/classicComboBoxBaselines``). Later
/// documents store the baselines where the text is centred (notenik, Textual, Subler); small combo boxes (two
/// projects) are left alone.
enum AppKitClassicComboBoxes {
    /// How far below the centred position a combo box puts its baselines.
    static let baselineDrop = 3.0

    /// Whether a view is a regular-size bordered combo box of a document saved before Xcode 12, whose baselines sit
    /// ``baselineDrop`` points lower; false for other views, sizes and documents, and with
    /// ``LayoutRule/classicComboBoxBaselines`` off.
    static func dropsBaselines(of view: LiveView, lookup: DocumentLookup) -> Bool {
        guard lookup.rules.contains(.classicComboBoxBaselines), view.elementName == "comboBox",
            let cell = lookup.cellAttributes(of: view), cell["borderStyle"] != nil,
            cell["controlSize"] ?? "regular" == "regular",
            let tools = lookup.nib(of: view).map(AppKitAlignment.toolsVersion)
        else { return false }
        return tools < 17000
    }
}
