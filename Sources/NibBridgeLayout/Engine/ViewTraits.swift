import NibBridgeDocument
import NibBridgeLoader

/// What the layout engine needs to know about one view beyond its frame: the framework's defaults for
/// its kind of element (intrinsic content, hugging and compression resistance, layout margins,
/// flippedness, alignment insets) and the font metrics that place its baselines.
struct ViewTraits {
    /// The element name (`label`, `button`, `customView`, ...).
    var element: String
    /// The framework.
    var platform: LayoutPlatform
    /// Horizontal and vertical content hugging priorities (UIKit's and AppKit's default 250).
    var hugging: (horizontal: Double, vertical: Double)
    /// Horizontal and vertical compression resistance priorities (default 750).
    var compression: (horizontal: Double, vertical: Double)
    /// The layout margins (UIKit: 8 on each side unless the document says otherwise).
    var margins: LayoutInsets
    /// Whether an AppKit view's subviews are placed from its top-left corner.
    var isFlipped: Bool
    /// The alignment rect's insets inside the frame (constraints act on the alignment rect).
    var alignmentInsets: LayoutInsets
    /// Whether the text is centred vertically (buttons, bordered text fields) rather than laid from the top
    /// (labels, text views).
    var centersText = true
    /// The font's ascent and descent when the view shows text, for baselines.
    var font: FontMetrics.TextMetrics?
    /// Where AppKit draws the view's baselines (none fixed for UIKit views).
    var appKitBaselines = AppKitBaselines()

    /// A table view cell's content view margins as IB stored them, by the tools version that saved the document
    /// (measured on the corpus): 8 all around before Xcode 10 (tools version 14000; Xcode 9's are 13000 to 13999), or
    /// before Xcode 9.3 (13500) with ``LayoutRule/cellMarginsXcode93`` (``firstToolsWithCellMargins(rules:)``); then
    /// 11 at the top and bottom and at the sides the system minimum of a view as wide as the table
    /// (``systemMinimumSideMargin(width:rules:)``, 16 below 400 points of width and 20 from there; with
    /// ``LayoutRule/cellMarginsAbove375`` a cell's boundary is 375 points instead, see
    /// ``uiKitCellContentMargins(of:tableWidth:lookup:)``); from Xcode 26 (24000), 15 at the top and bottom and the
    /// same side margins by width (``LayoutRule/xcode26CellMarginsByWidth``; off: 20 at every width). (Xcode 11 shows a
    /// cell on its own canvas of a home-button iPhone with iOS 10's 15 points,
    /// ``xcode11ClassicCanvasMargins(in:tools:rules:)``; before Xcode 10, a cell in a table that preserves its
    /// superview's margins gets the table's 15 points at its sides, ``LayoutRule/preservedTableMarginsBeforeXcode10``
    /// and ``preservesClassicTableMargins(of:tableWidth:tools:lookup:)``.) `width` is the table's width (the cell's for
    /// a cell on its own canvas).
    static func cellContentMargins(width: Double, tools: Int, rules: LayoutRules = .all) -> LayoutInsets {
        guard rules.contains(.cellContentMargins), tools >= firstToolsWithCellMargins(rules: rules) else {
            return .uniform(8)
        }
        // A cell's boundary is 375 points (``uiKitCellContentMargins(of:tableWidth:lookup:)``), a root view's 400.
        let side =
            rules.contains(.cellMarginsAbove375)
            ? (width > 375 ? 20 : 16) : systemMinimumSideMargin(width: width, rules: rules)
        if tools >= 24000 && tools < 30000 {
            let xcode26Side = rules.contains(.xcode26CellMarginsByWidth) ? side : 20
            return LayoutInsets(top: 15, left: xcode26Side, bottom: 15, right: xcode26Side)
        }
        return LayoutInsets(top: 11, left: side, bottom: 11, right: side)
    }

    /// UIKit's system minimum layout margin at the sides of a view as wide as `width`: 16 points on the
    /// narrower iPhones (320 to 393 points), 20 from 400 points up (the 402-point iPhone 16 Pro, the
    /// 414-point and wider iPhones, iPads). IB's cells and views on their own canvas show the boundary:
    /// RocketChat's collection view cells of 372 and 375 points store 16, those of 402 and 412 points 20.
    static func systemMinimumSideMargin(width: Double, rules: LayoutRules = .all) -> Double {
        rules.contains(.systemMargin400Boundary) && width >= 400 ? 20 : 16
    }

    /// Whether a view is a table view's header or footer view (`tableHeaderView`, `tableFooterView`).
    static func isTableAccessory(_ view: LiveView, lookup: DocumentLookup) -> Bool {
        guard let key = lookup.element(of: view)?.attributes["key"] else { return false }
        return key == "tableHeaderView" || key == "tableFooterView"
    }

    /// The width of the table view a cell's content view is in (a prototype or static cell's), if any: the
    /// width a cell's content view margins follow (else the cell's, on its own canvas).
    static func enclosingTableWidth(of view: LiveView, lookup: DocumentLookup) -> Double? {
        guard let (nib, index) = lookup.index(of: view), let table = enclosingTable(of: index, in: nib),
            let rect = nib.child(of: table, named: "rect", key: "frame")
        else { return nil }
        return nib[rect].attributes["width"].flatMap(Double.init)
    }

    /// The index of the nearest table view element above the element at `index` (a cell's, or its content view's),
    /// if any.
    static func enclosingTable(of index: Int, in nib: CompiledNib) -> Int? {
        var current = nib[index].parent
        while current >= 0 && nib[current].name != "tableView" { current = nib[current].parent }
        return current >= 0 ? current : nil
    }

    /// UIKit elements that have an intrinsic content size (labels, buttons, controls).
    static let uiKitIntrinsic: Set<String> = [
        "label", "button", "imageView", "switch", "slider", "stepper", "segmentedControl",
        "activityIndicatorView", "progressView", "textField", "pageControl", "searchBar", "navigationBar",
        "toolbar", "tabBar", "datePicker",
    ]
    /// AppKit elements that have an intrinsic content size.
    static let appKitIntrinsic: Set<String> = [
        "textField", "button", "popUpButton", "imageView", "slider", "progressIndicator", "switch", "stepper",
        "segmentedControl", "comboBox", "searchField", "datePicker", "levelIndicator", "secureTextField",
        "pathControl", "tokenField", "colorWell",
    ]
    /// Elements whose baselines come from their text.
    static let textElements: Set<String> = [
        "label", "button", "textField", "textView", "searchField", "comboBox", "secureTextField", "tokenField",
        "popUpButton", "datePicker",
    ]
    /// Whether an AppKit view's subviews are measured from its top: a class that is flipped, a view the
    /// document marks flipped, or a clip view whose document view is (`NSClipView` takes its document
    /// view's flippedness; IB knows no custom class's, so a custom document view is not flipped).
    static func isFlipped(_ view: LiveView, rules: LayoutRules = .all) -> Bool {
        if view.elementName == "clipView" {
            guard rules.contains(.clipViewFlippedness) else { return true }
            return view.subviews.first.map { isFlipped($0, rules: rules) } ?? true
        }
        return flippedAppKitElements.contains(view.elementName) || view.otherState["flipped"]?.text == "YES"
    }

    /// AppKit classes whose `isFlipped` is true: their subviews' frames are measured from the top.
    static let flippedAppKitElements: Set<String> = [
        "tableView", "outlineView", "textView", "collectionView", "matrix", "splitView",
        "tabView", "browser", "ruleEditor", "predicateEditor", "tableHeaderView",
    ]

    /// The alignment rect insets of UIKit controls whose frames extend beyond their alignment rects (the
    /// slider's thumb overhangs its track by 2 points on each side and 1 below, the switch's frame by 2 on
    /// the right), as measured on the corpus. The segmented control reaches a point below its alignment rect, in
    /// documents of every Xcode: pocket-casts' and VLC's pinned below their siblings, and RxSwift's in a stack view,
    /// overlap the next view by a point (Xcode 11 and later), as do iOS-9-Sampler's, SkyFloatingLabelTextField's,
    /// readium's and BFWControls' (Xcode 7 to 10). An image view showing a
    /// circled SF Symbol lies half a point inside its alignment rect (``circledSymbolInsets(of:lookup:)``), one showing
    /// the `checkmark` or a side chevron 2 points at the top and 1.5 at the bottom (``glyphSymbolInsets(of:lookup:)``).
    static func uiKitInsets(of view: LiveView, lookup: DocumentLookup) -> LayoutInsets {
        // The iOS 26 slider IB draws for Xcode 26 documents (tools version 24000 and up) fills its frame.
        let tools = lookup.nib(of: view).map(AppKitAlignment.toolsVersion) ?? 0
        if let symbol = circledSymbolInsets(of: view, lookup: lookup) { return symbol }
        if let symbol = glyphSymbolInsets(of: view, lookup: lookup) { return symbol }
        if view.elementName == "segmentedControl" {
            guard lookup.rules.contains(.segmentedControlBottomInset) else { return .zero }
            return LayoutInsets(top: 0, left: 0, bottom: 1, right: 0)
        }
        guard lookup.rules.contains(.uiKitControlInsets) else { return .zero }
        if lookup.rules.contains(.xcode26Design), view.elementName == "slider", tools >= 24000, tools < 30000 {
            return .zero
        }
        return uiKitInsets[view.elementName] ?? .zero
    }

    /// The alignment rect insets of UIKit controls by element name (see ``uiKitInsets(of:lookup:)``).
    static let uiKitInsets: [String: LayoutInsets] = [
        "slider": LayoutInsets(top: 0, left: 2, bottom: 1, right: 2),
        "switch": LayoutInsets(top: 0, left: 0, bottom: 0, right: 2),
    ]

    /// Whether the element has an intrinsic content size on its platform (UIKit: a text view too when it
    /// does not scroll, ``isNonScrollingTextView``).
    var hasIntrinsicContent: Bool {
        platform == .uiKit
            ? Self.uiKitIntrinsic.contains(element) || isNonScrollingTextView
            : Self.appKitIntrinsic.contains(element) || isSeparator || isIntrinsicMatrix
    }
    /// Whether the view is a UIKit text view whose scrolling is off (`scrollEnabled="NO"`): it sizes itself to
    /// its text as a multi-line label does (``LayoutRule/nonScrollingTextViews``).
    var isNonScrollingTextView = false
    /// Whether the view is an AppKit separator box (one point thick, intrinsically).
    var isSeparator = false
    /// Whether the view is an AppKit matrix sized by its cells (``LayoutRule/matrixIntrinsicSize``).
    var isIntrinsicMatrix = false
    /// Whether the layout margins are measured from the safe area (UIKit's `insetsLayoutMarginsFromSafeArea`,
    /// on unless the document turns it off).
    var insetsMarginsFromSafeArea = true

    /// Reads a view's traits.
    init(of view: LiveView, platform: LayoutPlatform, lookup: DocumentLookup, isControllerRoot: Bool, rootWidth: Double)
    {
        element = view.elementName
        self.platform = platform
        func priority(_ property: String, _ fallback: Double) -> Double {
            view.carried(property)?.text.flatMap(Double.init) ?? fallback
        }
        hugging = (priority("horizontalHuggingPriority", 250), priority("verticalHuggingPriority", 250))
        compression = (
            priority("horizontalCompressionResistancePriority", 750),
            priority("verticalCompressionResistancePriority", 750)
        )
        margins = Self.margins(
            of: view, platform: platform, isControllerRoot: isControllerRoot, rootWidth: rootWidth, lookup: lookup)
        margins = Self.preservingSuperviewMargins(margins, of: view, platform: platform, lookup: lookup)
        isFlipped = platform == .appKit && Self.isFlipped(view, rules: lookup.rules)
        insetsMarginsFromSafeArea = Self.measuresMarginsFromSafeArea(view, lookup: lookup)
        isSeparator = platform == .appKit && element == "box" && view.otherState["boxType"]?.text == "separator"
        isIntrinsicMatrix = platform == .appKit && element == "matrix" && lookup.rules.contains(.matrixIntrinsicSize)
        isNonScrollingTextView =
            platform == .uiKit && element == "textView" && lookup.rules.contains(.nonScrollingTextViews)
            && (view.carried("scrollEnabled") ?? view.otherState["scrollEnabled"])?.text == "NO"
        alignmentInsets =
            platform == .appKit
            ? AppKitAlignment.insets(of: view, lookup: lookup) : Self.uiKitInsets(of: view, lookup: lookup)
        if ["label", "textView"].contains(element) {
            centersText = false
        } else if platform == .appKit && AppKitAlignment.textFieldElements.contains(element) {
            // A bordered field centres its text; a label (even one drawing its background) lays it from the top.
            centersText = AppKitAlignment.drawsFieldBorder(lookup.cellAttributes(of: view) ?? [:])
        }
        font =
            Self.textElements.contains(view.elementName)
            ? FontMetrics.metrics(of: view, platform: platform, lookup: lookup) : nil
        if platform == .appKit { appKitBaselines = AppKitBaselines(of: view, traits: self, lookup: lookup) }
    }

    /// The layout margins the document sets on a view (`<edgeInsets key="layoutMargins">`, or
    /// `<directionalEdgeInsets key="directionalLayoutMargins">` read left-to-right); nil when it sets none.
    static func documentMargins(of view: LiveView) -> LayoutInsets? {
        if case .element(_, let attributes)? = view.carried("layoutMargins") {
            func value(_ key: String) -> Double { Double(attributes[key] ?? "") ?? 0 }
            return LayoutInsets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        }
        if case .element(_, let attributes)? = view.carried("directionalLayoutMargins") {
            func value(_ key: String) -> Double { Double(attributes[key] ?? "") ?? 0 }
            return LayoutInsets(
                top: value("top"), left: value("leading"), bottom: value("bottom"), right: value("trailing"))
        }
        return nil
    }

    /// UIKit's layout margins: the document's `layoutMargins` or `directionalLayoutMargins` (``documentMargins(of:)``),
    /// otherwise 8 on each side; a view controller's root view uses the system minimum margins instead: 16 on each side
    /// below 400 points of width (compact phones), 20 from 400 up (16 on Xcode 6's size-class canvas,
    /// ``hasSizeClassCanvasRootMargins(_:lookup:)``; 8 in a xib saved before Xcode 9,
    /// ``hasClassicXibRootMargins(_:lookup:)``), and 0 at the top and bottom; any other top-level view of a
    /// document saved by Xcode 9 to 11 the same margins; a UIKit stack view without margins of its own has none
    /// (``isMarginlessStack(_:rules:)``); a table view cell's content view uses the cell margins of the iOS version the
    /// document was saved for (``uiKitCellContentMargins(of:tableWidth:lookup:)``). AppKit views have no layout
    /// margins.
    static func margins(
        of view: LiveView, platform: LayoutPlatform, isControllerRoot: Bool, rootWidth: Double, lookup: DocumentLookup
    ) -> LayoutInsets {
        guard platform == .uiKit else { return .zero }
        if let own = documentMargins(of: view) {
            if let side = systemMinimumSide(
                of: view, isControllerRoot: isControllerRoot, rootWidth: rootWidth, lookup: lookup),
                lookup.rules.contains(.ownMarginsAboveSystemMinimum)
            {
                return ownMarginsAboveSystemMinimum(own, side: side)
            }
            // A cell's content view that preserves its cell's margins keeps the larger of the two on each side.
            return preservedCellMargins(own, of: view, lookup: lookup) ?? own
        }
        if isMarginlessStack(view, rules: lookup.rules) { return .zero }
        if view.elementName == "tableViewCellContentView" {
            let tableWidth = enclosingTableWidth(of: view, lookup: lookup)
            var margins = uiKitCellContentMargins(of: view, tableWidth: tableWidth, lookup: lookup)
            // The content view preserves the cell's margins only where it reaches the cell's edges: beside
            // an accessory (or an editing control) it keeps what is left of them, and at least its own 8.
            if lookup.rules.contains(.cellMarginsBesideAccessory), let cell = view.superview {
                let frame = view.frame
                margins.left = max(8, margins.left - max(frame.x, 0))
                margins.right = max(8, margins.right - max(cell.frame.width - frame.x - frame.width, 0))
            }
            return margins
        }
        if isControllerRoot && lookup.rules.contains(.controllerSystemMargins)
            && !hasClassicXibRootMargins(view, lookup: lookup)
        {
            let side =
                hasSizeClassCanvasRootMargins(view, lookup: lookup)
                ? sizeClassCanvasRootMargin : systemMinimumSideMargin(width: rootWidth, rules: lookup.rules)
            return LayoutInsets(top: 0, left: side, bottom: 0, right: side)
        }
        // A top-level view IB shows on its own canvas (a xib's view or cell) got, from Xcode 9 to 11
        // (tools versions 13000 to 15999), the side margins of the controller IB simulated it in (the
        // system minimum, 16 below 400 points of width, 20 from there) and none at the top and bottom, as
        // measured on the corpus (RocketChat's cells and reusable views, BareFeetWare's alert view: their
        // views pinned to the top or bottom margin sit at the edge), and from Xcode 12 on, a xib's
        // (``hasTopLevelSystemMargins(_:tools:lookup:)``). A table's header or footer view, held outside a
        // superview, is no such view: it keeps the 8 points (RocketChat's directory).
        let tools = lookup.nib(of: view).map(AppKitAlignment.toolsVersion) ?? 0
        if view.superview == nil, hasTopLevelSystemMargins(view, tools: tools, lookup: lookup),
            !isTableAccessory(view, lookup: lookup)
        {
            let side = systemMinimumSideMargin(width: view.frame.width, rules: lookup.rules)
            return LayoutInsets(top: 0, left: side, bottom: 0, right: side)
        }
        return .uniform(8)
    }
}
