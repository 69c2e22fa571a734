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
    /// storyboard controller's metrics hide it, ``hidesStatusBar(at:in:)``, or it is a compact one before Xcode 11,
    /// ``isCompactControllerBeforeXcode11(frame:device:screen:tools:rules:)``), and above the home indicator only as
    /// far as it reaches down to it, or the whole of it (``hasWholeHomeIndicator(at:in:width:screen:tools:rules:)``);
    /// `nil` for another controller's view.
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
                || isCompactControllerBeforeXcode11(
                    frame: frame, device: device, screen: screen, tools: tools, rules: rules))
        let top = belowStatusBar ? 0 : device.top
        return LayoutInsets(
            top: top,
            bottom: homeIndicatorInset(
                frame: frame, device: device, screen: screen, whole: whole, tools: tools, rules: rules))
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

/// The storyboard controllers of Xcode 10 and earlier drawn at their own size no taller than an iPhone in landscape
/// (``LayoutRule/compactFreeformControllersBeforeXcode11``).
///
/// Before Xcode 11 (tools versions below 14800), a storyboard controller drawn at its own size, from the screen's
/// top-left corner (a freeform simulated size, ``LayoutRule/freeformStoryboardControllers``, or a root not as wide as
/// the screen, ``LayoutRule/oddWidthControllersOnScreen``), on an iPhone with a home button is drawn without the
/// status bar when it is no taller than an iPhone in landscape (414 points): its environment is vertically compact,
/// and `UIViewController.prefersStatusBarHidden` "returns true if the view controller is in a vertically compact
/// environment". IB's top-level xib views of those versions show the same boundary
/// (``topLevelViewInsets(frame:wholeBottom:isTopLevel:device:screen:tools:compactHeightHidesStatusBar:rules:)``).
/// Stored frames of Xcode 9.4 to 10.1 documents on the iPhone 8, views pinned to the safe area's or top layout
/// guide's top:
/// - LN-Zap's and OctoPod's 320 × 110 today widgets (a stack 10 points down, not 30; a table at the top) and
///   appcenter's 320 × 228 extension (a label 4 points down, not 24);
/// - AudioKit Synth One's 667 × 375 mailing-list controllers (freeform) and its 500 × 337 and 512 × 299 preset
///   controllers (wider than the screen): background images at y = 0, panels 8 points down.
///
/// Taller ones keep the status bar whether they extend under top bars or not: Slide's 320 × 528 action extension
/// (its view 20 points down) and AppAuth's 320 × 600 extensions, whose `edgesForExtendedLayout` leaves out the top
/// edge (their buttons 8 points below a safe area 20 points down), as full-screen controllers do. The notched iPhone
/// X keeps its status bar (readium's 250-point-wide freeform settings controllers, Xcode 10.1: their stacks 44 + 5
/// points down), and from Xcode 11 the iPhones with a home button show none anyway
/// (``LayoutRule/classicStatusBarHiddenXcode11to14``).
extension SimulatedMetrics {
    /// Whether a storyboard controller drawn at its own size (`frame`, its root view's) on a device whose insets are
    /// `device` and whose portrait screen is `screen` shows no status bar: a document before Xcode 11 (`tools` below
    /// 14800), an iPhone (a screen at most 414 points wide) without a home indicator, a root no taller than 414
    /// points (with ``LayoutRule/compactFreeformControllersBeforeXcode11``; always `false` without it).
    static func isCompactControllerBeforeXcode11(
        frame: IBRect, device: LayoutInsets, screen: LayoutSize, tools: Int, rules: LayoutRules
    ) -> Bool {
        rules.contains(.compactFreeformControllersBeforeXcode11) && screen.width <= 414 && device.bottom == 0
            && isVerticallyCompactBeforeXcode11(height: frame.height, tools: tools)
    }

    /// Whether a view laid out from the screen's top-left corner, `height` points tall, is shown without the status
    /// bar by Xcode 10 and earlier (`tools` below 14800): it is no taller than an iPhone in landscape (414 points), a
    /// vertically compact environment, in which iOS hides the status bar (`UIViewController.prefersStatusBarHidden`).
    static func isVerticallyCompactBeforeXcode11(height: Double, tools: Int) -> Bool {
        tools < 14800 && height <= 414
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
    /// Views without a safe-area layout guide (documents that do not use safe areas; from Xcode 12 a freeform one
    /// has the insets all the same on an iPhone with a home indicator,
    /// ``hasMarginsFromUnguidedSafeArea(at:in:device:tools:rules:)``), views of storyboards and views of unknown
    /// devices get none. A table view cell gets none either
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
        compactHeightHidesStatusBar: Bool = true, rules: LayoutRules
    ) -> LayoutInsets {
        guard isTopLevel, let device, let screen else { return .zero }
        if compactHeightHidesStatusBar && isVerticallyCompactBeforeXcode11(height: frame.height, tools: tools) {
            return .zero
        }
        return LayoutInsets(
            top: device.top,
            bottom: homeIndicatorInset(
                frame: frame, device: device, screen: screen, whole: wholeBottom, tools: tools, rules: rules))
    }

    /// The home indicator's inset at the bottom of a view of a height laid out from the top-left corner of a
    /// device's screen: the whole indicator's (`whole`), else as much of it as the view reaches down to.
    static func homeIndicatorInset(height: Double, device: LayoutInsets, screen: LayoutSize, whole: Bool) -> Double {
        whole ? device.bottom : min(device.bottom, max(0, height - (screen.height - device.bottom)))
    }
}

/// The safe area of a freeform top-level view of a xib that does not use safe areas, from Xcode 12
/// (``LayoutRule/freeformXibMarginsFromSafeArea``).
///
/// A document that does not use safe-area layout guides has no guide to pin views to, but the view still has a safe
/// area at run time, and its layout margins stay inside it (`UIView.insetsLayoutMarginsFromSafeArea`, true by
/// default: "any margins that are outside the safe area are adjusted to be within the safe area"). From Xcode 12
/// (tools version 17000) Interface Builder draws a freeform top-level view (`freeformSimulatedSizeMetrics`) with the
/// system minimum side margins measured from that safe area (``LayoutRule/topLevelMarginsXcode12On``) whether or not
/// the document uses safe areas: views pinned to its top and bottom margins are stored below the status bar and
/// above the home indicator. Stored frames of three projects on the iPhone 11's canvas:
/// - SwiftKickMobile's SwiftMessages (holdout2; tools version 17156): the card, centered, message, status-line and
///   tab views of 600 × 154 and smaller, content pinned to their top and bottom margins 44 points below the top and
///   34 above the bottom;
/// - cometchat-pro's ios-swift-chat-ui-kit (holdout14; tools 17506 and 17701): the same views re-saved in its own
///   copy of SwiftMessages (the same five documents, another project and Xcode);
/// - yandexmobile's yandex-ads-sdk-ios (holdout13; 19455): AdMobNativeAdView, 414 × 416, its icon and headline at
///   the top margin 44 points down, 20 points in.
/// No freeform top-level view of a document without safe areas from Xcode 12 on stores a top margin of 8 or 0 in
/// the nineteen tuning sets. All of them are on iPhones with a home indicator; the iPhones with a home button, where
/// no stored frame shows what IB does, are left without a safe area. Off: such a view has no safe area.
extension SimulatedMetrics {
    /// Whether the top-level view at `index` of a xib that does not use safe areas gets the device's safe area for
    /// its margins: a freeform view of a document of Xcode 12 or later (`tools` from 17000) on an iPhone with a home
    /// indicator (`device`, its insets, has a bottom inset), with ``LayoutRule/freeformXibMarginsFromSafeArea``.
    static func hasMarginsFromUnguidedSafeArea(
        at index: Int, in nib: CompiledNib, device: LayoutInsets?, tools: Int, rules: LayoutRules
    ) -> Bool {
        rules.contains(.freeformXibMarginsFromSafeArea) && tools >= 17000 && (device?.bottom ?? 0) > 0
            && nib[0].attributes["useSafeAreas"] != "YES"
            && nib.child(of: index, named: "freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
    }
}

/// The storyboard controllers of Xcode 10 and earlier as wide as the screen but no taller than an iPhone in landscape
/// (``LayoutRule/compactRootsBeforeXcode11``).
///
/// The vertically compact boundary of ``LayoutRule/compactFreeformControllersBeforeXcode11`` holds as well for a root
/// view as wide as the screen of an iPhone with a home button and shorter than it: IB lays it out on the device's
/// screen (no sheet before iOS 13), and a root no taller than 414 points has a compact height, in which iOS hides the
/// status bar (`UIViewController.prefersStatusBarHidden`). Stored frames of four projects of Xcode 9.3 to 10.1 on the
/// iPhone 8 and 4s put views pinned to the safe area's or top layout guide's top at the root's top, not 20 points down:
/// - rubygarage's shopapp-ios (holdout17; tools version 14109): a 375 × 128 child embedded in the home screen, its
///   collection view at y = 0 below the safe area's top;
/// - kevindelord's BusMedellin (holdout21; 14490.70, iPhone 4s, layout guides): a 320 × 37 embedded route bar, its view
///   at y = 0 below the top layout guide;
/// - tensorflow's examples (holdout21; 14313.3.2): speech commands' embedded 375 × 162 child, its table 16 points
///   below the safe area's top at y = 16;
/// - PopcornTimeTV (holdout12; 14460.31): a 375 × 339.5 controller presented modally, its scroll view at the root's
///   top margin, y = 0.
///
/// Taller embedded children keep the status bar (RocketChat's 375 × 617 share extension and XLPagerTabStrip's 375 ×
/// 497 and 554 pages of Xcode 9 and 10, 20 points), as the freeform controllers taller than 414 points do.
extension SimulatedMetrics {
    /// Whether a storyboard controller's root view with `frame`, as wide as the portrait `screen` of a device whose
    /// insets are `device`, is drawn without the status bar: a document before Xcode 11 (`tools` below 14800), an
    /// iPhone without a home indicator, a root shorter than the screen and no taller than 414 points (with
    /// ``LayoutRule/compactRootsBeforeXcode11``; always `false` without it).
    static func isCompactRootBeforeXcode11(
        frame: IBRect, device: LayoutInsets, screen: LayoutSize?, tools: Int, rules: LayoutRules
    ) -> Bool {
        guard rules.contains(.compactRootsBeforeXcode11), let screen else { return false }
        return screen.width <= 414 && device.bottom == 0 && frame.height < screen.height
            && isVerticallyCompactBeforeXcode11(height: frame.height, tools: tools)
    }
}
