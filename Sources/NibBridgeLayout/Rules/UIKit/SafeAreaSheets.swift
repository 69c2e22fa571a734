import NibBridgeDocument
import NibBridgeLoader

/// Storyboard controllers drawn on a sheet's canvas (``LayoutRule/sheetCanvasNoStatusBar``).
///
/// From iOS 13 (Xcode 11, tools version 14800), a controller presented modally on an iPhone shows as a card
/// sheet (`UIModalPresentationStyle.pageSheet`, the resolution of `.automatic`) that starts below the status
/// bar, so the status bar does not overlap its view and adds nothing to its safe area's top. Interface Builder
/// draws such a controller on a shorter canvas: the sheet's (`<modalPageSheetSimulatedSizeMetrics
/// key="simulatedDestinationMetrics"/>` when the simulated size is set to a sheet, or a root view as wide as the
/// screen but shorter, as IB sizes a controller reached by a modal segue). Stored frames of three projects put
/// views pinned to the safe area's top below no status bar:
/// - element-ios's space menu, space detail and room preview page sheets (Xcode 12.5 and 13, 414 × 842 on the
///   414 × 896 iPhone 11): their top views 16 points below a safe area at y = 0 (13 views);
/// - Eureka's event form (Xcode 12, 375 × 758 on the iPhone X, reached by a modal segue): its table at y = 56,
///   the sheet's navigation bar only;
/// - passforios' password editor (Xcode 15, 390 × 834 on the iPhone 12): its text view 20 points below a top
///   layout guide at y = 56, again the navigation bar only.
///
/// A controller that another embeds (an `embed` segue's destination) is laid out in its container view, not on a
/// sheet, however short its root: it keeps the device's status bar (``LayoutRule/embeddedChildrenKeepStatusBar``), as
/// RocketChat's and XLPagerTabStrip's embedded children of Xcode 9 and 10 (20 points on the iPhone 8),
/// habitica-ios' 320 × 513 intro steps (Xcode 15, 20 points) and arcgis-runtime-samples' 414 × 150 barrier options
/// (Xcode 12, 44 points on the iPhone 11) store.
///
/// A controller that stores a freeform size (`<size key="freeformSize">`, without the freeform metrics element, as
/// Xcode 11 to 16 leave controllers instantiated from code) is drawn at that size, not on a sheet: it keeps the
/// device's status bar. Stored frames of three projects: OctoPod's camera and temperature-history controllers
/// (holdout8, Xcode 16, 375 × 244 and 375 × 370 on the iPhone 8: labels and views 20 points lower), AdguardForiOS'
/// 414 × 268 today widget (holdout6, Xcode 11.3, iPhone 11: stacks 44 points down) and canvas-ios' 375 × 160
/// calendar (holdout12, Xcode 15: a label 20 + 8 points down).
///
/// A sheet's standard navigation bar is 56 points tall, not 44 (``LayoutRule/sheetNavigationBars``,
/// ``SimulatedMetrics/NavigationBar/height(rules:onSheet:)``): Eureka's table and passforios' text view above,
/// and HabitRPG's habitica-ios (Xcode 14 to 15, a challenge-detail text view at y = 56 below no status bar, a
/// segmented control 8 points below the bar at y = 64) store the bar's bottom 56 points down, and the navigation
/// controllers presenting them store their `navigationBar` 56 points tall (Eureka's, habitica-ios'). A bar showing a
/// large title or a prompt, or an Xcode 26 bar of its own stored height, keeps its height.
extension SimulatedMetrics {
    /// Whether the storyboard controller's root view at `index`, with `frame`, is drawn on a sheet's canvas of a
    /// phone whose screen is `screen`: in a document of Xcode 11 or later, its controller has page- or form-sheet
    /// simulated metrics, or its root is as wide as the screen but shorter, not freeform (by its metrics or a stored
    /// `freeformSize`) and not embedded in another
    /// controller (``LayoutRule/embeddedChildrenKeepStatusBar``) (with ``LayoutRule/sheetCanvasNoStatusBar``; always
    /// `false` without it).
    static func isSheetCanvas(
        frame: IBRect, at index: Int, in nib: CompiledNib, screen: LayoutSize?, tools: Int, rules: LayoutRules
    ) -> Bool {
        guard rules.contains(.sheetCanvasNoStatusBar), nib.kind == .storyboard, tools >= 14800 else { return false }
        let controller = nib[index].parent
        guard controller >= 0, nib[controller].name != "objects", let screen else { return false }
        if hasSheetMetrics(controller, in: nib) { return true }
        guard destinationMetrics(of: controller, in: nib)?.name != "freeformSimulatedSizeMetrics" else { return false }
        guard nib.child(of: controller, named: "size", key: "freeformSize") == nil else { return false }
        if rules.contains(.embeddedChildrenKeepStatusBar) && isSegueDestination(controller, in: nib, kinds: ["embed"]) {
            return false
        }
        return frame.width == screen.width && frame.height < screen.height
    }
}

extension SimulatedMetrics {
    /// The first tools version of Xcode 15, whose sheets' canvases draw no home indicator for legacy layout guides.
    static let sheetLegacyGuidesTools = 22000

    /// Whether the storyboard controller's root view at `index`, drawn on a sheet's canvas
    /// (``isSheetCanvas(frame:at:in:screen:tools:rules:)``) by Xcode 15 or later (tools version 22000 and up), lays
    /// out with the legacy top and bottom layout guides (its root has no `safeArea` layout guide: the document does
    /// not use safe-area layout guides), so that IB draws no home indicator above its bottom
    /// (with ``LayoutRule/sheetLegacyGuidesNoHomeIndicator``; always `false` without it).
    ///
    /// Stored frames of three projects put views pinned to such a sheet's `bottomLayoutGuide` at the root's bottom
    /// edge, not 34 points above it: passforios' raw-password text view (tools version 23504, 390 × 834 on the
    /// 390 × 844 iPhone, 8 points above the guide), habitica-ios' promotion-info and gift-gems scroll views (23090,
    /// 428 × 916 on the 428 × 926 iPhone, down to the guide) and Lockdown-iOS' what-is-VPN, privacy-policy and
    /// forgot-password sheets (32700, 414 × 886 on the 414 × 896 iPhone 11, their buttons 36, 4 and 0 points above
    /// the guide); these canvases are 10 points shorter than the screen. Xcode 11 still drew the home indicator:
    /// XLForm's event forms (tools version 14865, 414 × 842 sheets of the iPhone 11) keep their tables 34 points
    /// above the root's bottom, at the guide. Sheets of documents using safe areas stored in the tuning sets are all
    /// older than Xcode 15 (54 points shorter than the screen), so whether Xcode 15 drops their home indicator too is
    /// not known; the rule keeps to legacy guides.
    static func hasSheetLegacyGuides(at index: Int, in nib: CompiledNib, tools: Int, rules: LayoutRules) -> Bool {
        rules.contains(.sheetLegacyGuidesNoHomeIndicator) && tools >= sheetLegacyGuidesTools
            && nib.child(of: index, named: "viewLayoutGuide", key: "safeArea") == nil
    }
}

extension SimulatedMetrics.NavigationBar {
    /// The height of a sheet's standard navigation bar (``LayoutRule/sheetNavigationBars``).
    static let sheetHeight = 56.0

    /// The points the bar takes above a controller's safe area (``height(rules:)``), 56 instead of the standard
    /// 44 when the controller is drawn on a sheet's canvas (`onSheet`,
    /// ``SimulatedMetrics/isSheetCanvas(frame:at:in:screen:tools:rules:)``) with ``LayoutRule/sheetNavigationBars``.
    func height(rules: LayoutRules, onSheet: Bool) -> Double {
        let height = height(rules: rules)
        return onSheet && rules.contains(.sheetNavigationBars) && height == 44 ? Self.sheetHeight : height
    }
}

extension SimulatedMetrics {
    /// Whether the storyboard controller's root view at `index`, `height` points tall, drawn on a sheet's canvas
    /// (``isSheetCanvas(frame:at:in:screen:tools:rules:)``) of a phone's `screen` by Xcode 15 or later (tools version
    /// 22000 and up), lays out with a safe-area layout guide, so that IB draws no home indicator above its bottom, as
    /// it draws none for legacy layout guides (``hasSheetLegacyGuides(at:in:tools:rules:)``) (with
    /// ``LayoutRule/sheetSafeAreaNoHomeIndicator``; always `false` without it).
    ///
    /// Stored frames of two projects pin views to such a sheet's safe-area bottom at the root's bottom edge, not 68
    /// points (Xcode 26's doubled home indicator) above it: IOS-nRF-Mesh-Library's network and settings sheets (tools
    /// versions 24128 and 24506, 414 × 848 on the 414 × 896 iPhone 11) and green_ios' two-factor sheets (24765,
    /// 393 × 783 and 393 × 793 on the 393 × 852 iPhone 15); the three projects of the legacy guides' rule show the same
    /// canvas from tools version 23090. A sheet starts at most 10 points below the status bar (`statusBar`, the
    /// device's top inset), so a root shorter than that is no sheet but a controller below bars, which keeps the home
    /// indicator: Provenance's 375 × 718 game library (23504, iPhone X) centres its stack above it.
    static func hasSheetSafeAreaWithoutHomeIndicator(
        at index: Int, height: Double, screen: LayoutSize, statusBar: Double, in nib: CompiledNib, tools: Int,
        rules: LayoutRules
    ) -> Bool {
        rules.contains(.sheetSafeAreaNoHomeIndicator)
            && (tools >= sheetLegacyGuidesTools
                || hasTenPointSheetWithoutHomeIndicator(height: height, screen: screen, tools: tools, rules: rules))
            && height >= screen.height - statusBar - 10
            && nib.child(of: index, named: "viewLayoutGuide", key: "safeArea") != nil
    }

    /// Whether a storyboard controller's root view `height` points tall, drawn on a sheet's canvas
    /// (``isSheetCanvas(frame:at:in:screen:tools:rules:)``) of a phone's `screen` by Xcode 14 or later (tools version
    /// 21000), is exactly 10 points shorter than the screen: with a safe-area layout guide (which the caller asks),
    /// the canvas Xcode 15 draws without a home indicator
    /// (``hasSheetSafeAreaWithoutHomeIndicator(at:height:screen:statusBar:in:tools:rules:)``), which Xcode 14.3 already
    /// draws so (with ``LayoutRule/tenPointSheetsNoHomeIndicator``; always `false` without it).
    ///
    /// Sheets of Xcode 11 to 13 (up to tools version 20037) are 54 points shorter than the screen (the iPhone 11's 842
    /// points: element-ios', arcgis-runtime-samples', XLForm's, tigase's), and Xcode 11's keep the home indicator;
    /// from Xcode 14.3 (21701) the sheet is 10 points shorter, and its safe area ends at the root's bottom edge:
    /// ConnectyCube's chat sample (a 393 × 842 sheet on the 393 × 852 iPhone 14, a table from the safe area's top to
    /// its bottom at 842, a button 40 points above it at y = 752) and Scandit's MatrixScan sample (a 414 × 886 sheet on
    /// the iPhone 11 below a navigation bar, a table down to the safe area's bottom at 886, a button 30 points above
    /// it at y = 796). The sheets of that canvas from Xcode 15 show the same with legacy guides (passforios',
    /// habitica-ios' and Lockdown-iOS', ``hasSheetLegacyGuides(at:in:tools:rules:)``).
    static func hasTenPointSheetWithoutHomeIndicator(height: Double, screen: LayoutSize, tools: Int, rules: LayoutRules)
        -> Bool
    {
        rules.contains(.tenPointSheetsNoHomeIndicator) && tools >= 21000 && height == screen.height - 10
    }
}

extension SimulatedMetrics {
    /// Whether the storyboard controller's root view at `index`, with `frame`, belongs to a controller that another
    /// embeds (``LayoutRule/embeddedChildrenKeepStatusBar``) and is shorter than the phone's `screen`: IB lays it out
    /// from the screen's top-left corner, above the home indicator only as far as it reaches down to it (with
    /// ``LayoutRule/embeddedChildrenReachHomeIndicator``; always `false` without it).
    ///
    /// Stored frames of three projects pin views to such a child's safe-area bottom at its root's bottom edge on the
    /// iPhone 11, not 34 points above it: arcgis-runtime-samples' 414 × 808 source-code child (a toolbar, Xcode 13)
    /// and 414 × 150 barrier options (a table, Xcode 12), AdguardForiOS' three 414 × 852 activity children (Xcode
    /// 13, buttons and labels) and Instructions' 414 × 652 profile child (Xcode 12, a stack). Before Xcode 11
    /// (tools version 14800) a child keeps the device's whole home indicator: kharrison/CodeExamples' 414 × 224
    /// message child (Xcode 10.1, iPhone 11) ends its scroll view at its root's bottom margin 34 points up.
    static func isEmbeddedChildFromScreenTop(
        frame: IBRect, at index: Int, in nib: CompiledNib, screen: LayoutSize, tools: Int, rules: LayoutRules
    ) -> Bool {
        guard rules.contains(.embeddedChildrenReachHomeIndicator), rules.contains(.embeddedChildrenKeepStatusBar),
            tools >= 14800, nib.kind == .storyboard, frame.height < screen.height
        else { return false }
        return isSegueDestination(nib[index].parent, in: nib, kinds: ["embed"])
    }
}

extension SimulatedMetrics {
    /// The home indicator's inset at the bottom of a storyboard controller's root view at `index`, with `frame`,
    /// drawn on the screen of a phone with the `device`'s insets: none on a sheet's canvas of Xcode 15 and later
    /// (``hasSheetLegacyGuides(at:in:tools:rules:)``,
    /// ``hasSheetSafeAreaWithoutHomeIndicator(at:height:screen:statusBar:in:tools:rules:)``), as far as an embedded
    /// child reaches down to it (``isEmbeddedChildFromScreenTop(frame:at:in:screen:tools:rules:)``), else the device's.
    static func canvasBottomInset(
        frame: IBRect, at index: Int, in nib: CompiledNib, onSheet: Bool, device: LayoutInsets, screen: LayoutSize?,
        tools: Int, rules: LayoutRules
    ) -> Double {
        if onSheet && hasSheetLegacyGuides(at: index, in: nib, tools: tools, rules: rules) { return 0 }
        guard let screen else { return device.bottom }
        if onSheet
            && hasSheetSafeAreaWithoutHomeIndicator(
                at: index, height: frame.height, screen: screen, statusBar: device.top, in: nib, tools: tools,
                rules: rules)
        {
            return 0
        }
        if isEmbeddedChildFromScreenTop(frame: frame, at: index, in: nib, screen: screen, tools: tools, rules: rules) {
            return homeIndicatorInset(height: frame.height, device: device, screen: screen, whole: false)
        }
        return device.bottom
    }
}

extension SimulatedMetrics {
    /// Whether the storyboard controller's root view at `index`, with `frame`, as wide as the phone's `screen`, is
    /// shorter than it by exactly the device's status bar (`statusBar`) and a standard 44-point navigation bar, below a
    /// navigation bar the controller shows (simulated or inferred), with no sheet metrics of its own: IB stored it
    /// below the bars of a full screen, not on a sheet's canvas (with ``LayoutRule/rootsBelowNavigationBarsOffSheet``;
    /// always `false` without it).
    ///
    /// Stored frames of three projects of Xcode 15 and 16 keep the home indicator above such a root's bottom layout
    /// guide (legacy guides, which a sheet of that canvas drops: ``hasSheetLegacyGuides(at:in:tools:rules:)``), all
    /// 414 × 804 roots on the 414 × 896 iPhone 11 (48-point status bar): ooni/probe-ios' test results and test
    /// details (tools version 22505, container views 34 + 49 points above the root's bottom below a tab bar, scroll
    /// views down to them), KIF's test host (23504, a scroll view 34 + 49 points above it) and WSDOT's bridge alerts
    /// (23504, a table 34 points above it). Xcode 15's sheets are 10 points shorter than the screen (886 points on that
    /// iPhone), below a 56-point bar 830 at the least.
    static func isRootBelowNavigationBar(
        frame: IBRect, at index: Int, in nib: CompiledNib, screen: LayoutSize?, statusBar: Double, rules: LayoutRules
    ) -> Bool {
        guard rules.contains(.rootsBelowNavigationBarsOffSheet), let screen, statusBar > 0,
            frame.width == screen.width, frame.height == screen.height - statusBar - 44
        else { return false }
        let controller = nib[index].parent
        guard controller >= 0, !hasSheetMetrics(controller, in: nib) else { return false }
        return shownNavigationBar(of: controller, in: nib, rules: rules).map { !$0.isHidden } ?? false
    }

    /// The simulated destination metrics (`simulatedDestinationMetrics`) of the controller at `controller`, if any.
    static func destinationMetrics(of controller: Int, in nib: CompiledNib) -> CompiledNib.Element? {
        nib[controller].children.map { nib[$0] }.first { $0.attributes["key"] == "simulatedDestinationMetrics" }
    }

    /// Whether the controller at `controller` simulates a page or form sheet (its `simulatedDestinationMetrics`).
    static func hasSheetMetrics(_ controller: Int, in nib: CompiledNib) -> Bool {
        let name = destinationMetrics(of: controller, in: nib)?.name
        return name == "modalPageSheetSimulatedSizeMetrics" || name == "modalFormSheetSimulatedSizeMetrics"
    }
}
