import NibBridgeDocument
import NibBridgeLoader

/// The freeform controllers of storyboards (``LayoutRule/freeformStoryboardControllers``).
///
/// A storyboard controller whose simulated size is freeform (`<freeformSimulatedSizeMetrics
/// key="simulatedDestinationMetrics"/>` and a `freeformSize`, Xcode's "Simulated Size: Freeform") is drawn by
/// Interface Builder as a controller's own freeform xib is (``LayoutRule/freeformControllerXib``): from the
/// top-left corner of the device's screen, below its status bar, above its home indicator as far as the view
/// reaches down to it (the whole indicator from Xcode 12.5, ``hasWholeHomeIndicator(at:in:width:screen:tools:rules:)``).
/// Three projects store it in views pinned to their safe area's or top layout guide's top:
/// - ProtonVPN's 341 × 137 Quick Connect widget (Xcode 13, iPhone 11): its stack 44 points down;
/// - blink's 758 × 703 file-provider action view (Xcode 13, iPhone X): its title 30 points below a 44-point
///   status bar;
/// - Hero's 320 × 440 basic-transition views (Xcode 8, iPhone 8): their buttons 8 points below a top layout
///   guide 20 points down.
///
/// A controller whose simulated metrics set the status bar to none (`<nil key="simulatedStatusBarMetrics"/>`)
/// in a document without safe areas has no status bar above its top layout guide (FSCalendar's 320 × 300
/// today widget of Xcode 10). A controller not as wide as the screen without freeform metrics is drawn the same
/// way (``LayoutRule/oddWidthControllersOnScreen``), unless it is a popover's content (RocketChat's 200-point
/// drawing options) or an embedded child, which keep the insets of their own size, none; so does any controller
/// of an iPad document, whose screens the engine does not simulate.
extension SimulatedMetrics {
    /// The insets of a freeform controller's root view at `index` (not the size of its device's `screen`), laid
    /// out from the screen's top-left corner: a controller's own xib (``LayoutRule/freeformControllerXib``), a
    /// storyboard controller with a freeform simulated size or one whose root is not as wide as the screen
    /// (``isOddWidthStoryboardController(frame:at:in:screen:rules:)``). It is below the status bar (unless a
    /// storyboard controller's metrics hide it, ``hidesStatusBar(at:in:)``), and above the home indicator only as far
    /// as it reaches down to it, or the whole of it (``hasWholeHomeIndicator(at:in:width:screen:tools:rules:)``); `nil` for
    /// another controller's view.
    static func freeformControllerInsets(
        frame: IBRect, at index: Int, in nib: CompiledNib, device: LayoutInsets, screen: LayoutSize, tools: Int,
        rules: LayoutRules
    ) -> LayoutInsets? {
        let controller = nib[index].parent
        let metrics: Int
        if isFreeformStoryboardController(at: controller, in: nib, rules: rules) {
            metrics = controller
        } else if rules.contains(.freeformControllerXib) && nib.kind == .xib {
            metrics = index
        } else if isOddWidthStoryboardController(frame: frame, at: controller, in: nib, screen: screen, rules: rules) {
            metrics = controller
        } else {
            return nil
        }
        let whole = hasWholeHomeIndicator(
            at: metrics, in: nib, width: frame.width, screen: screen, tools: tools, rules: rules)
        let belowStatusBar =
            metrics == controller
            && (hidesStatusBar(at: metrics, in: nib)
                || isUnextendedFreeformControllerBeforeXcode11(at: metrics, in: nib, tools: tools, rules: rules))
        let top = belowStatusBar ? 0 : device.top
        return LayoutInsets(
            top: top, bottom: homeIndicatorInset(height: frame.height, device: device, screen: screen, whole: whole))
    }

    /// Whether the element at `index` is a storyboard controller whose simulated size is freeform (with
    /// ``LayoutRule/freeformStoryboardControllers``; always `false` without it).
    static func isFreeformStoryboardController(at index: Int, in nib: CompiledNib, rules: LayoutRules) -> Bool {
        guard rules.contains(.freeformStoryboardControllers), nib.kind == .storyboard, index >= 0 else {
            return false
        }
        return nib[index].children.contains { nib[$0].name == "freeformSimulatedSizeMetrics" }
    }

    /// Whether the simulated metrics of the storyboard controller at `index` set the status bar to none in a
    /// document that does not use safe areas (its top layout guide follows the simulated status bar; a safe area
    /// keeps the device's, as VLC's freeform login xib with its status bar set to none shows).
    static func hidesStatusBar(at index: Int, in nib: CompiledNib) -> Bool {
        guard nib[0].attributes["useSafeAreas"] != "YES" else { return false }
        return nib[index].children.contains {
            nib[$0].name == "nil" && nib[$0].attributes["key"] == "simulatedStatusBarMetrics"
        }
    }
}

/// The freeform storyboard controllers of Xcode 10 and earlier that do not extend under top bars
/// (``LayoutRule/unextendedFreeformControllersBeforeXcode11``).
///
/// Before Xcode 11 (tools versions below 14800), a storyboard controller with a freeform simulated size
/// (``LayoutRule/freeformStoryboardControllers``) whose `edgesForExtendedLayout` leaves out the top edge
/// (`<extendedEdge key="edgesForExtendedLayout"/>` without `top="YES"`, Interface Builder's "Extend Edges: Under
/// Top Bars" unchecked, as Xcode's today-extension template writes it) is drawn below the status bar: its safe
/// area's top is its root view's top. Three projects' today and action extensions of Xcode 10.1 on the iPhone 8
/// store it in views pinned to the safe area's top: LN-Zap's 320 × 110 widget (its stack 10 points down, not 30),
/// OctoPod's 320 × 110 widget (its table at the top) and appcenter's 320 × 228 extension (its label 4 points
/// down, not 24). A freeform controller of the same version that extends under top bars keeps the status bar
/// (Slide's 320 × 528 action extension, its view 20 points down), and so do full-screen controllers that do not
/// (element's emoji picker, lockwise's account settings, Xcode 10.2); from Xcode 13 a freeform widget that does
/// not keeps the notched iPhones' status bar (ProtonVPN's 341 × 137 widget, its stack 44 points down), so the
/// rule stops at Xcode 11, whose iPhones with a home button show no status bar anyway
/// (``LayoutRule/classicStatusBarHiddenXcode11to14``).
extension SimulatedMetrics {
    /// Whether the storyboard controller at `index` is a freeform one of a document before Xcode 11 (`tools` below
    /// 14800) whose `edgesForExtendedLayout` leaves out the top edge, drawn below the status bar (with
    /// ``LayoutRule/unextendedFreeformControllersBeforeXcode11``; always `false` without it).
    static func isUnextendedFreeformControllerBeforeXcode11(
        at index: Int, in nib: CompiledNib, tools: Int, rules: LayoutRules
    ) -> Bool {
        guard rules.contains(.unextendedFreeformControllersBeforeXcode11), tools < 14800,
            isFreeformStoryboardController(at: index, in: nib, rules: rules)
        else { return false }
        return nib[index].children.contains {
            nib[$0].name == "extendedEdge" && nib[$0].attributes["key"] == "edgesForExtendedLayout"
                && nib[$0].attributes["top"] != "YES"
        }
    }
}

extension SimulatedMetrics {
    /// The safe-area insets IB simulated for a top-level view of a xib that is no controller's view (a custom
    /// view, a cell), as measured on the corpus: like a controller's freeform root view, it is laid out from
    /// the screen's top-left corner, below the status bar and above the home indicator as far as it reaches
    /// down to it. Before Xcode 11 (tools versions below 14800) IB showed the status bar only for a view
    /// taller than an iPhone in landscape (414 points): iOS hides the status bar in a vertically compact
    /// environment (RocketChat's and IBLinter's views and cells of 496 to 667 points store 20 points at the
    /// top, those of 44 to 353 points none, whatever their width). From Xcode 11 to 14 the iPhones with a
    /// home button show no status bar (see ``SafeAreaDefaults/insets(forDevice:tools:)``); later versions
    /// show it over any view (DuckDuckGo's 154-point notification views of tools version 22505 store 20).
    /// From Xcode 12.5, such a view gets the whole home indicator's inset instead, unless its simulated metrics
    /// set a bar to none (`wholeBottom`, ``hasWholeHomeIndicator(at:in:width:screen:tools:rules:)``).
    /// Views without a safe-area layout guide (documents that do not use safe areas), views of storyboards
    /// and views of unknown devices get none. A table view cell gets none either
    /// (``LayoutRule/tableCellsSideSafeAreaOnly``): a table keeps its cells' content views inside the safe
    /// area on their leading and trailing sides only (`UITableView.insetsContentViewsToSafeArea`), and its
    /// adjusted content inset keeps the rows below the top bars and above the home indicator
    /// (`UIScrollView.contentInsetAdjustmentBehavior`); a portrait phone's safe area has no side insets.
    /// pocket-casts' supporter cell pinned to its safe area's top and ProtonVPN's troubleshooting and upsell
    /// cells pinned to their content views' top margins, 320 to 433 points wide on the notched iPhone 11's
    /// canvas (Xcode 11 to 13), store no inset; a collection view cell keeps the top-level view's insets
    /// (pocket-casts' theme cell, 48 and 34 points).
    static func topLevelViewInsets(
        frame: IBRect, wholeBottom: Bool = false, isTopLevel: Bool, device: LayoutInsets?, screen: LayoutSize?,
        tools: Int,
        compactHeightHidesStatusBar: Bool = true
    ) -> LayoutInsets {
        guard isTopLevel, let device, let screen else { return .zero }
        if compactHeightHidesStatusBar && tools < 14800 && frame.height <= 414 { return .zero }
        return LayoutInsets(
            top: device.top,
            bottom: homeIndicatorInset(height: frame.height, device: device, screen: screen, whole: wholeBottom))
    }

    /// The home indicator's inset at the bottom of a view of a height laid out from the top-left corner of a
    /// device's screen: the whole indicator's (`whole`), else as much of it as the view reaches down to.
    static func homeIndicatorInset(height: Double, device: LayoutInsets, screen: LayoutSize, whole: Bool) -> Double {
        whole ? device.bottom : min(device.bottom, max(0, height - (screen.height - device.bottom)))
    }
}
