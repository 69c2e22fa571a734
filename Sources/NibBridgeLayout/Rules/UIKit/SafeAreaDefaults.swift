import NibBridgeDocument
import NibBridgeLoader

/// The safe-area insets the engine assumes when none are given: those of the device whose screen has
/// the root's size, in portrait, with the status bar shown and no navigation or tab bar.
///
/// | root height (points) | devices | top | bottom |
/// | --- | --- | --- | --- |
/// | 480, 568, 667, 736 | iPhone 4s to 8 Plus, SE | 20 | 0 |
/// | 812 | iPhone X, XS, 11 Pro, 12/13 mini | 44 (50 for the minis' 375 × 812 is not distinguished) | 34 |
/// | 896 | iPhone XR, XS Max, 11, 11 Pro Max | 48 on 414-wide XR/11, 44 otherwise | 34 |
/// | 844, 926 | iPhone 12 to 14 (Plus, Pro Max) | 47 | 34 |
/// | 852, 932 | iPhone 14 Pro to 16 Plus | 59 | 34 |
/// | 874, 956 | iPhone 16 Pro, 16 Pro Max | 62 | 34 |
/// | 1024 and other iPad heights | iPads with a home button | 20 | 0 |
/// | 1133, 1180, 1194, 1366 (tall iPads) | iPads without a home button | 24 | 20 |
/// | 1080 × 1920 (tvOS) | Apple TV | 60 | 60 (80 left and right) |
///
/// A view that is not a view controller's root view gets no insets (a freeform view in a xib), and so
/// does any AppKit view. Landscape sizes and other sizes get none either.
enum SafeAreaDefaults {
    static func insets(for size: LayoutSize, platform: LayoutPlatform, isControllerView: Bool) -> LayoutInsets {
        guard platform == .uiKit, isControllerView else { return .zero }
        if size.width == 1920 && size.height == 1080 { return LayoutInsets(top: 60, left: 80, bottom: 60, right: 80) }
        switch size.height {
        case 480, 568, 667, 736: return LayoutInsets(top: 20)
        case 812: return LayoutInsets(top: 44, bottom: 34)
        case 896: return LayoutInsets(top: size.width == 414 ? 48 : 44, bottom: 34)
        case 844, 926: return LayoutInsets(top: 47, bottom: 34)
        case 852, 932: return LayoutInsets(top: 59, bottom: 34)
        case 874, 956: return LayoutInsets(top: 62, bottom: 34)
        case 1133, 1180, 1194, 1366: return LayoutInsets(top: 24, bottom: 20)
        case 1024, 1080, 1112, 1010: return LayoutInsets(top: 20)
        default: return .zero
        }
    }
}

extension SafeAreaDefaults {
    /// The portrait screen sizes of the iPhones IB simulates, by device id. In a storyboard, a controller
    /// whose root view is not as wide as the device's screen is drawn from the screen's top-left corner
    /// (``SimulatedMetrics/isOddWidthStoryboardController(frame:at:in:screen:rules:)``), unless it is a popover's
    /// content or an embedded child, which show no status bar or home indicator and get the insets of their
    /// own size (none for odd sizes). So is a freeform root view in a controller's own xib (see
    /// ``SimulatedMetrics``).
    static let phoneScreens: [String: LayoutSize] = [
        "retina3_5": LayoutSize(width: 320, height: 480), "retina4_0": LayoutSize(width: 320, height: 568),
        "retina4_7": LayoutSize(width: 375, height: 667), "retina5_5": LayoutSize(width: 414, height: 736),
        "retina5_9": LayoutSize(width: 375, height: 812), "retina6_5": LayoutSize(width: 414, height: 896),
        "retina6_1": LayoutSize(width: 414, height: 896), "retina5_4": LayoutSize(width: 375, height: 812),
        "retina6_0": LayoutSize(width: 390, height: 844), "retina6_7": LayoutSize(width: 428, height: 926),
        "retina6_12": LayoutSize(width: 393, height: 852), "retina6_72": LayoutSize(width: 430, height: 932),
        "retina6_3": LayoutSize(width: 402, height: 874), "retina6_9": LayoutSize(width: 440, height: 956),
    ]

    /// The status bar (top) and home indicator (bottom) insets of the device IB simulates, by the
    /// `<device id=...>` of the document, or `nil` for an unknown device.
    ///
    /// The simulated bars changed with Xcode versions (tools versions), as the stored frames show:
    /// - The iPhones with a home button show no status bar from Xcode 11 to 14.0 (tools versions 14800 to 21599:
    ///   openfoodfacts, firebase, IBDecodable, R.swift, element keep safe-area pins or top guides at y = 0; 14490
    ///   and earlier, and 21701 on (KeePassium, element, OnionBrowser; the bound was 22000) store 20 points).
    /// - The 375 × 812 iPhones show 50 points from Xcode 14.0's release (tools version 21225,
    ///   ``notchedStatusBarTools``), the 414 × 896 iPhone 11 48 points from it too (Automattic's documents of 17154 to
    ///   17701 store 44, mannd's epmobile-ios 21225 and VLC's 21701 48). Xcode 14's betas keep 44: twilio's
    ///   video app (21208.1, two iPhone 11 sign-in controllers, views 44 + 53 points down) and muun's falcon
    ///   (21179.7, iPhone 11 and X scanner xibs) store 44, as WordPressAuthenticator's 21179 stores the iPhone 12's
    ///   pre-iOS 16 44 (``iPhone12StatusBar(tools:rules:)``).
    /// - Xcode 26 (tools versions 24000 to 29999) doubles both insets of the iPhones with a home indicator:
    ///   96 and 68 on the iPhone 11 (IQKeyboardManager, VLC, Home Assistant), 118 and 68 on the iPhone 16
    ///   (VLC), while the iPhones with a home button keep their 20 points. So does tools version 23727 (from
    ///   23600; Xcode 16.2's 23504 stores single insets): 118 and 68 in GoMap, KeePassium, threema, seafile.
    /// - The 390 × 844 and 428 × 926 iPhones show 44 points before Xcode 14.0 (``iPhone12StatusBar(tools:rules:)``).
    /// - The iPads show 20 points (24 and a 20-point home indicator without a home button), but none at the top
    ///   in the Xcode versions that hide it (``iPadInsets(forDevice:tools:rules:)``).
    static func insets(forDevice id: String, tools: Int, rules: LayoutRules = .all) -> LayoutInsets? {
        let hidesClassicStatusBar =
            rules.contains(.classicStatusBarHiddenXcode11to14) && tools >= 14800 && tools < 21600
        let tallerNotch = rules.contains(.notchedStatusBarsXcode14) && tools >= notchedStatusBarTools
        var insets: LayoutInsets
        switch id {
        case "retina3_5", "retina4_0", "retina4_7", "retina5_5":
            return LayoutInsets(top: hidesClassicStatusBar ? 0 : 20)
        case "retina5_9": insets = LayoutInsets(top: tallerNotch ? 50 : 44, bottom: 34)
        case "retina6_5": insets = LayoutInsets(top: 44, bottom: 34)
        case "retina6_1": insets = LayoutInsets(top: tallerNotch ? 48 : 44, bottom: 34)
        case "retina5_4": insets = LayoutInsets(top: 50, bottom: 34)
        case "retina6_0", "retina6_7":
            insets = LayoutInsets(top: iPhone12StatusBar(tools: tools, rules: rules), bottom: 34)
        case "retina6_12", "retina6_72": insets = LayoutInsets(top: 59, bottom: 34)
        case "retina6_3", "retina6_9": insets = LayoutInsets(top: 62, bottom: 34)
        case "appleTV": return LayoutInsets(top: 60, left: 80, bottom: 60, right: 80)
        default:
            guard id.hasPrefix("ipad") else { return nil }
            return iPadInsets(forDevice: id, tools: tools, rules: rules)
        }
        if rules.contains(.doubledInsetsXcode26) && tools >= 23600 && tools < 30000 {
            insets.top *= 2
            insets.bottom *= 2
        }
        return insets
    }
}

/// The safe-area insets Interface Builder simulated for a view controller's root view when it stored
/// the frames: the status bar and home indicator of the document's device (`<device id=...>`, else by
/// the root's size), plus the controller's navigation bar, and a translucent tab bar (49) or toolbar (44)
/// when it simulates one, or the translucent tab bar IB infers below a tab bar controller's child
/// (``inferredTabBars(in:)``; none on tvOS: ``bottomBarInset(of:in:rules:)``). A root view that IB placed below
/// opaque bars (a positive stored `y`) gets no top inset. A storyboard naming no device keeps the status bar of
/// Xcode 6 and 7's size-class canvas (``isBelowSizeClassCanvasStatusBar(frame:controller:in:rules:)``). Used by
/// ``FrameReproduction``; the engine's own default only knows the root's size.
///
/// A controller's own xib with a freeform root view (not the size of the device's screen) is laid out
/// from the screen's top-left corner: it keeps the status bar's inset, and the home indicator's only as
/// far as the view reaches down to it (Simplenote's 414 × 258 note history and VLC's 320 × 522 login
/// view store 44 points at the top and none at the bottom), unless it gets the whole home indicator's inset
/// (``hasWholeHomeIndicator(at:in:width:screen:tools:rules:)``: from Xcode 12.5, when no simulated bar is set to none).
/// So is a storyboard controller with a freeform simulated size (``isFreeformStoryboardController(at:in:rules:)``).
///
/// The navigation bar is the one the controller simulates (`simulatedTopBarMetrics`), else the one IB
/// infers (see ``navigationBars(in:)``). A translucent bar adds 44 points (74 with a prompt, the bar's
/// stored height with a large title: ``NavigationBar/height(rules:)``). An opaque one
/// (`translucent="NO"`) lays the root view out below it, as UIKit does, so the root has no top
/// inset at all, unless the controller extends its layout under opaque bars
/// (`extendedLayoutIncludesOpaqueBars`): then the bar counts as a translucent one. A controller whose
/// `edgesForExtendedLayout` leaves out the top edge lays its root view out below any navigation bar.
enum SimulatedMetrics {
    /// The insets of a view controller's root view (none for another view, `nil` outside a document or
    /// for AppKit, but see ``appKitSafeAreaInsets(of:index:in:rules:)``).
    static func safeAreaInsets(of root: LiveView, lookup: DocumentLookup) -> LayoutInsets? {
        guard let (nib, index) = lookup.index(of: root) else { return nil }
        guard nib.platform != .cocoa else {
            return lookup.rules.contains(.appKitTitleBarXcode26)
                ? appKitSafeAreaInsets(of: root, index: index, in: nib, rules: lookup.rules) : nil
        }
        let rules = lookup.rules
        guard rules.contains(.simulatedSafeArea) else { return nil }
        let parent = nib[index].parent
        let frame = root.frame
        var insets: LayoutInsets
        var onSheet = false
        let device = nib.deviceID ?? ""
        let tools = AppKitAlignment.toolsVersion(of: nib)
        // tvOS before Xcode 9 (tools version 13000): no status bar, and no safe area yet to hold the overscan.
        if rules.contains(.tvOSGuidesBeforeSafeArea) && nib.platform == .appleTV && tools < 13000 { return .zero }
        var known = SafeAreaDefaults.insets(forDevice: device, tools: tools, rules: rules)
        var screen = SafeAreaDefaults.phoneScreens[device]
        var inLandscape = false
        if rules.contains(.landscapePhoneSafeArea),
            let landscape = landscapePhone(in: nib, screen: screen, bars: known, tools: tools)
        {
            (known, screen) = (landscape.insets, landscape.screen)
            inLandscape = true
        }
        guard lookup.isControllerView(root) else {
            guard rules.contains(.topLevelXibSafeArea) else { return .zero }
            // A table view cell's content stays clear of the safe area at its sides only.
            if rules.contains(.tableCellsSideSafeAreaOnly) && nib[index].name == "tableViewCell" { return .zero }
            return topLevelViewInsets(
                frame: frame,
                wholeBottom: hasWholeHomeIndicator(
                    at: index, in: nib, width: frame.width, screen: screen, tools: tools, rules: rules),
                isTopLevel: nib.kind == .xib && parent >= 0 && nib[parent].name == "objects"
                    && (nib.child(of: index, named: "viewLayoutGuide", key: "safeArea") != nil
                        || hasMarginsFromUnguidedSafeArea(
                            at: index, in: nib, device: known, tools: tools, rules: rules)),
                device: known, screen: screen, tools: tools,
                compactHeightHidesStatusBar: rules.contains(.topLevelCompactHeightNoStatusBar), rules: rules)
        }
        if let known, let screen, frame.width != screen.width || frame.height < screen.height,
            let freeform = freeformControllerInsets(
                frame: frame, at: index, in: nib, device: known, screen: screen, tools: tools, rules: rules)
        {
            insets = freeform
        } else if let known, screen.map({ $0.width == frame.width }) ?? true {
            insets = known
            // A sheet starts below the status bar.
            onSheet =
                isSheetCanvas(frame: frame, at: index, in: nib, screen: screen, tools: tools, rules: rules)
                && !isRootBelowNavigationBar(
                    frame: frame, at: index, in: nib, screen: screen, statusBar: known.top, rules: rules)
            if onSheet { insets.top = 0 }
            if isCompactRootBeforeXcode11(frame: frame, device: known, screen: screen, tools: tools, rules: rules) {
                insets.top = 0
            }
            insets.bottom = canvasBottomInset(
                frame: frame, at: index, in: nib, onSheet: onSheet, device: known, screen: screen, tools: tools,
                rules: rules)
        } else {
            let size = LayoutSize(width: frame.width, height: frame.height)
            insets =
                SafeAreaDefaults.otherPhoneInsets(for: size, of: known, tools: tools, rules: rules)
                ?? SafeAreaDefaults.insets(for: size, platform: .uiKit, isControllerView: true)
        }
        // A root of Xcode 6 stored below the bars at the whole height was drawn under them, from the canvas's top.
        let underBars = isFullHeightRootUnderBarsBeforeXcode7(
            frame: frame, screen: screen, in: nib, tools: tools, rules: rules)
        var canvasFrame = frame
        if underBars { canvasFrame.y = 0 }
        // Xcode 6 and 7's size-class canvas keeps the simulated status bar.
        if isBelowSizeClassCanvasStatusBar(frame: canvasFrame, controller: parent, in: nib, rules: rules) {
            insets.top = sizeClassCanvasStatusBar
        }
        // A controller's element, or for a controller's own xib the view's (which holds its simulated metrics).
        let controllerIndex = nib[parent].name == "objects" ? index : parent
        let controller = nib[controllerIndex]
        if hidesStatusBarOnXcode8Screen(
            frame: frame, screen: screen, controller: controllerIndex, in: nib, tools: tools, rules: rules)
        {
            insets.top = 0
        }
        func child(_ key: String) -> CompiledNib.Element? {
            controller.children.map { nib[$0] }.first { $0.attributes["key"] == key }
        }
        let topBar = child("simulatedTopBarMetrics")
        let navigationBar =
            topBar.map(NavigationBar.init(simulated:))
            ?? (rules.contains(.inferredNavigationBars)
                ? navigationBars(in: nib, rules: rules)[controller.attributes["id"] ?? ""] : nil)
        let opaqueBelow = rules.contains(.opaqueBarsBelow)
        // `edgesForExtendedLayout` written without `top="YES"`: the root view is laid out below the top bar.
        let topUnextended =
            rules.contains(.unextendedTopEdge)
            && child("edgesForExtendedLayout").map { $0.attributes["top"] != "YES" } == true
        if let navigationBar, !navigationBar.isHidden {
            if topUnextended {
                insets.top = 0
            } else if !opaqueBelow || !navigationBar.isOpaque
                || controller.attributes["extendedLayoutIncludesOpaqueBars"] == "YES"
            {
                let barHeight = navigationBar.height(rules: rules, onSheet: onSheet)
                insets.top +=
                    (inLandscape
                        ? compactNavigationBarHeight(barHeight, landscapeScreen: screen, rules: rules) : barHeight)
                    + navigationBar.sheetBarTop(rules: rules, onSheet: onSheet, statusBar: known?.top ?? 0)
            } else {
                insets.top = 0
            }
        }
        if onSheet, navigationBar.map({ $0.isHidden }) ?? true, let known, let screen,
            let single = statusBarKeptOffSheet(frame: frame, screen: screen, device: known, tools: tools, rules: rules)
        {
            insets.top = single.top
            insets.bottom = homeIndicatorInset(height: frame.height, device: single, screen: screen, whole: false)
        }
        // A root above an opaque tab bar ends at its top, clear of the home indicator the bar covers.
        if let screen, frame.height < screen.height, isAboveOpaqueTabBar(controller, in: nib, rules: rules) {
            insets.bottom = 0
        }
        insets.bottom += bottomBarInset(of: controller, in: nib, rules: rules)
        if opaqueBelow && frame.y > 0 && !underBars { insets.top = 0 }
        return insets
    }

    /// The navigation bar IB simulates above a controller's root view.
    struct NavigationBar: Equatable {
        /// Whether no bar shows (`navigationBarHidden`, or simulated top-bar metrics of another kind).
        var isHidden = false
        /// Whether the bar is opaque (`translucent="NO"`).
        var isOpaque = false
        /// Whether the bar shows a prompt above its title.
        var isPrompted = false
        /// The stored height of a bar that prefers large titles (`largeTitles="YES"`), `nil` for another bar.
        var largeTitleBarHeight: Double?
        /// Whether the bar shows its large title above this controller (``shown(above:in:after:)``).
        var showsLargeTitle = false
        /// The stored height of an Xcode 26 document's standard bar (``xcode26BarHeight(at:in:)``), else `nil`.
        var xcode26Height: Double?
        /// The stored top of an Xcode 26 document's bar (``xcode26SheetBarTop(at:in:)``), else `nil`.
        var xcode26SheetBarTop: Double?

        /// The bar of a controller's `simulatedTopBarMetrics` element.
        init(simulated element: CompiledNib.Element) {
            isHidden = element.name != "simulatedNavigationBarMetrics"
            isOpaque = element.attributes["translucent"] == "NO"
            isPrompted = element.attributes["prompted"] == "YES"
        }

        /// The bar of a `navigationController` element: its `navigationBar`, unless it hides it.
        init(navigationController index: Int, in nib: CompiledNib) {
            isHidden = nib[index].attributes["navigationBarHidden"] == "YES"
            let bar = nib.child(of: index, named: "navigationBar")
            isOpaque = bar.map { nib[$0].attributes["translucent"] } == "NO"
            largeTitleBarHeight = bar.flatMap { Self.largeTitleBarHeight(at: $0, in: nib) }
            xcode26Height = bar.flatMap { Self.xcode26BarHeight(at: $0, in: nib) }
            xcode26SheetBarTop = bar.flatMap { Self.xcode26SheetBarTop(at: $0, in: nib) }
        }
    }
}

extension SimulatedMetrics {
    /// The safe area Xcode 26 simulates for an AppKit view shown on its own (a document's top-level view or
    /// a view controller's view, not a window's content view): the 52-point title bar and toolbar of the
    /// macOS 26 window design above it, as measured on the corpus (GitUp's and CotEditor's views pinned to
    /// their safe area's top sit 52 points down), and from Xcode 12 (tools version 17000) with
    /// ``LayoutRule/appKitTitleBarXcode12`` (Cakebrew's). Other views get none (`nil`).
    static func appKitSafeAreaInsets(
        of root: LiveView, index: Int, in nib: CompiledNib, rules: LayoutRules
    ) -> LayoutInsets? {
        let tools = AppKitAlignment.toolsVersion(of: nib)
        let first = rules.contains(.appKitTitleBarXcode12) ? 17000 : 24000
        guard tools >= first && tools < 30000 else { return nil }
        let element = nib[index]
        let parent = element.parent >= 0 ? nib[element.parent].name : ""
        let standsAlone = parent == "objects" || (element.attributes["key"] == "view" && parent.hasSuffix("Controller"))
        return standsAlone ? LayoutInsets(top: 52) : nil
    }
}
