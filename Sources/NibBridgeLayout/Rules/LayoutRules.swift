/// One layout rule of the engine that can be switched off, to measure what it does (an ablation): the
/// benchmark lays out every project with and without each rule and counts the projects it helps and hurts.
///
/// Each rule models a documented UIKit or AppKit behaviour, or a pattern of Interface Builder's stored
/// frames seen in at least three projects; BENCHMARKS.md ("Rule evidence") names the evidence of each.
/// Switching a rule off falls back to the plain behaviour named in its description.
package enum LayoutRule: String, CaseIterable, Sendable, Hashable, Comparable {
    // MARK: Simulated safe areas (UIKit)

    /// The safe area IB simulated for a controller's root view (device bars, navigation, tab and tool
    /// bars); off: the engine's default insets by the root's size.
    case simulatedSafeArea
    /// Xcode 11 to 14.0 (tools versions 14800 to 21599; before: to 21999) show no status bar on iPhones with a
    /// home button; off: always 20 points.
    case classicStatusBarHiddenXcode11to14
    /// Xcode 11 to 14.0 (tools versions 14800 to 21599) show no status bar on iPads with a home button either
    /// (``SafeAreaDefaults/iPadInsets(forDevice:tools:rules:)``; three projects); off: always 20 points.
    case classicIPadStatusBarHiddenXcode11to14
    /// Xcode 13.3 and 13.4 (tools versions 20000 to 20999) draw the 20-point status bar on iPads with a home button
    /// again, as they draw the 24 points on iPads without one (``SafeAreaDefaults/iPadInsets(forDevice:tools:rules:)``;
    /// semomun, NYPL's SimplyE; Monal and ProtonVPN on rounded iPads); off: no status bar, as
    /// ``classicIPadStatusBarHiddenXcode11to14``.
    case classicIPadStatusBarShownXcode13Point3
    /// Xcode 11 to 12.4 (tools versions 14800 to 17999) show no status bar on iPads without a home button, which
    /// keep their 20-point home indicator (``SafeAreaDefaults/iPadInsets(forDevice:tools:rules:)``; three
    /// projects); off: always 24 points.
    case roundedIPadStatusBarHiddenXcode11to12
    /// Xcode 16.3 and later (tools versions 23600 to 29999, as ``LayoutRule/doubledInsetsXcode26``) inset the
    /// safe area of iPads without a home button 50 points from the bottom, below their 24-point status bar
    /// (``SafeAreaDefaults/iPadInsets(forDevice:tools:rules:)``; four projects); off: the 20-point home indicator.
    case tallIPadHomeIndicatorXcode26
    /// An iPhone canvas in landscape (`<device orientation="landscape">`) shows no status bar (UIKit hides it in a
    /// vertically compact environment) and is as wide as the screen is tall; an iPhone with a home indicator
    /// insets its sides by its status bar's height and its bottom by 21 points
    /// (``SimulatedMetrics/landscapePhone(in:screen:bars:tools:)``); off: the portrait screen and its status bar.
    case landscapePhoneSafeArea
    /// An iPhone canvas in landscape (with ``LayoutRule/landscapePhoneSafeArea``) less than 414 points wide in portrait
    /// draws a standard navigation bar 32 points tall, as UIKit does in a compact environment
    /// (``SimulatedMetrics/compactNavigationBarHeight(_:landscapeScreen:rules:)``); off: 44 points as in portrait.
    case landscapePhoneCompactNavigationBars
    /// Xcode 14.0 and later (from its release, tools version 21225; its betas keep 44) show 50 and 48 points of
    /// status bar on the 375 × 812 and 414 × 896 iPhones (``SafeAreaDefaults/notchedStatusBarTools``); off: 44 as
    /// before.
    case notchedStatusBarsXcode14
    /// Xcode 26, and Xcode 16.3 and later (tools version 23600 and up, before: 24000 and up), doubles the status
    /// bar and home indicator of iPhones with a home indicator; off: single.
    case doubledInsetsXcode26
    /// A freeform root view of a controller's own xib sits at the screen's top-left corner (status bar
    /// above it, home indicator only as far as it reaches down); off: the insets of its own size.
    case freeformControllerXib
    /// A xib's top-level view that uses safe areas gets the device's status bar and home indicator as far
    /// as it reaches them; off: none.
    case topLevelXibSafeArea
    /// From Xcode 12, a freeform top-level view of a xib that does not use safe areas, on an iPhone with a home
    /// indicator, still has the device's safe area, from which its layout margins are measured
    /// (``SimulatedMetrics/hasMarginsFromUnguidedSafeArea(at:in:device:tools:rules:)``); off: such a view has no safe
    /// area.
    case freeformXibMarginsFromSafeArea
    /// Before Xcode 11, a top-level xib view at most 414 points tall shows no status bar; off: it does.
    case topLevelCompactHeightNoStatusBar
    /// From Xcode 12.5, a freeform view on a xib's own canvas (a top-level view, a controller's own view) gets
    /// the device's whole home indicator at its bottom however short it is, unless its simulated metrics set a
    /// bar to none; off: only as far as it reaches down to the home indicator from the screen's top.
    case freeformViewsWholeHomeIndicator
    /// Before Xcode 12.5 too (tools versions below 18000), a freeform view on a xib's own canvas wider than the
    /// device's screen gets the device's whole home indicator at its bottom
    /// (``SimulatedMetrics/hasWholeHomeIndicator(at:in:width:screen:tools:rules:)``; three projects); off: only
    /// from Xcode 12.5, none before.
    case wideFreeformViewsWholeHomeIndicator
    /// A freeform view on a xib's own canvas wider than the device's screen gets the whole home indicator at its
    /// bottom (``wideFreeformViewsWholeHomeIndicator``, ``freeformViewsWholeHomeIndicator``) even when its simulated
    /// metrics set a bar to none: IB simulates it on a screen of its own size whatever its bars
    /// (``SimulatedMetrics/hasWholeHomeIndicator(at:in:width:screen:tools:rules:)``; three projects); off: a view
    /// setting a bar to none gets the home indicator only as far as it reaches down to it, however wide.
    case wideViewsWholeHomeIndicatorWithoutBars
    /// A controller reached by a push or show segue, or a navigation controller's root, gets the
    /// navigation bar IB infers for it; off: only the bars it simulates itself.
    case inferredNavigationBars
    /// An opaque navigation bar lays the root view out below it (no top inset); off: it is translucent.
    case opaqueBarsBelow
    /// Before Xcode 7, a controller's root stored below the bars (a positive `y`) at the whole height of the screen or
    /// size-class canvas was drawn under them: it keeps its top inset (``SimulatedMetrics``'s
    /// `isFullHeightRootUnderBarsBeforeXcode7`); off: a root stored at a positive `y` has no top inset.
    case fullHeightRootsUnderBarsBeforeXcode7
    /// In Xcode 8, a storyboard controller's screen-sized root whose simulated metrics set the status bar to none has
    /// no status bar (``SimulatedMetrics``'s `hidesStatusBarOnXcode8Screen`); off: the device's status bar.
    case hiddenStatusBarsXcode8
    /// A controller whose `edgesForExtendedLayout` leaves out the top edge lays its root view out below a
    /// navigation bar, translucent or not (no top inset); off: only opaque bars do.
    case unextendedTopEdge
    /// A root view IB stored below opaque bars (a positive `y`) but with the full screen's height is laid out
    /// down to the screen's bottom edge only (Xcode 8 stores the screen's height); off: at its stored height.
    case belowBarsToScreenBottom
    /// Translucent tab bars (49) and toolbars (44) a controller simulates, and the translucent tab bar IB
    /// infers below a tab bar controller's child, inset its bottom; not on tvOS, which has no bottom bars
    /// (`UIToolbar` and `hidesBottomBarWhenPushed` are `__TVOS_PROHIBITED` in the tvOS SDK's UIToolbar.h and
    /// UINavigationController.h; tvOS's tab bar is at the screen's top): a tvOS controller simulating a toolbar
    /// keeps the 60-point overscan inset alone; off: none.
    case bottomBarInsets
    /// Xcode 26's 52-point title bar above an AppKit view shown on its own; off: none.
    case appKitTitleBarXcode26
    /// A subview's safe area is inset by the part of the root's insets its frame overlaps; off: a subview
    /// has no safe-area insets.
    case safeAreaOverlap
    /// A scroll view's content is shown below the scroll view's own top safe-area inset (its adjusted content
    /// inset, unless `contentInsetAdjustmentBehavior` is `never`), so its views overlap the root's safe area
    /// only past that inset (``SafeAreaScrollContent``; two projects and Apple's `adjustedContentInset` and
    /// `safeAreaInsets` documentation); off: by their stored frames in content coordinates.
    case scrollContentOffsetBySafeArea
    /// A view shown wholly outside the root's bounds (scroll content stored past the screen's bottom edge) is
    /// covered by none of the root's bars and has no safe-area insets (``SafeAreaOffscreenViews``); off: the
    /// whole of the insets its frame lies past, as any view overlapping them.
    case offscreenViewsNoSafeArea
    /// A subview gets a safe-area inset on an edge only where its superview has one: a view reaching past a
    /// superview that lies inside the safe area on that edge (scroll content below a scroll view pinned to the safe
    /// area, a view overhanging a cell's content view) gets none there (``SafeAreaSuperviewEdges``); off: the
    /// overlap of its frame with the root's insets, whatever its superview's.
    case safeAreaEdgesFromSuperview
    /// A view's keyboard layout guide, with no keyboard shown, is the strip below its safe area (its top at the
    /// safe area's bottom, `UIKeyboardLayoutGuide.usesBottomSafeArea`); off: it is taken as the safe area.
    case keyboardGuideAtSafeAreaBottom
    /// Interface Builder resolves a view controller's `topLayoutGuide` as a line at the bottom of the status and top
    /// bars: its `top` attribute is its bottom, so a view pinned to the guide's top sits below the bars
    /// (``ControllerTopLayoutGuides``); off: the guide spans the root's top inset and its `top` is the root's top.
    case topLayoutGuideAsBarsLine
    /// A navigation bar that prefers large titles (`prefersLargeTitles`) shows its large out-of-line title
    /// above the controllers whose navigation item asks for it (`largeTitleDisplayMode`), as tall as the
    /// document stores the bar; off: every navigation bar is 44 points tall.
    case largeTitleNavigationBars
    /// A tvOS document saved before Xcode 9 (tvOS 10, before the safe area) has no insets: its controllers' top
    /// and bottom layout guides are at the root view's edges, as no status bar shows; off: the 60- and 80-point
    /// overscan insets of tvOS 11's safe area.
    case tvOSGuidesBeforeSafeArea
    /// A storyboard controller with a freeform simulated size is laid out, like a controller's own xib, from the
    /// screen's top-left corner; off: it gets the insets of its own size (none for odd sizes).
    case freeformStoryboardControllers
    /// A table view cell on a xib's own canvas gets no safe-area insets (a table keeps its cells' content
    /// inside the safe area at their sides only); off: the insets of any top-level view of the xib.
    case tableCellsSideSafeAreaOnly
    /// From Xcode 11 (iOS 13's card sheets), a storyboard controller drawn on a sheet's canvas (page- or form-sheet
    /// simulated metrics, or a root view as wide as the screen but shorter, not freeform by its metrics or a stored
    /// `freeformSize`) sits below the status bar: no status-bar inset at its top
    /// (``SimulatedMetrics/isSheetCanvas(frame:at:in:screen:tools:rules:)``); off: the device's status bar, as a
    /// full-screen controller.
    case sheetCanvasNoStatusBar
    /// A controller pushed (a `show` or `push` segue) from one above a tab bar, or the root of a navigation
    /// controller that simulates a tab bar, keeps that tab bar below it unless it sets
    /// `hidesBottomBarWhenPushed` (``SimulatedMetrics/walkPushedTabBars(in:)``); off: only a tab bar
    /// controller's children and their navigation roots get an inferred tab bar.
    case tabBarsThroughPushes
    /// A controller pushed (a `show` or `push` segue) from one that simulates a translucent toolbar, with no bottom-bar
    /// metrics of its own and not setting `hidesBottomBarWhenPushed`, keeps that toolbar below it, above any tab bar
    /// it keeps (``SimulatedMetrics/pushedToolbarInset(of:in:rules:)``); off: only a controller simulating a toolbar
    /// itself gets one.
    case toolbarsThroughPushes
    /// On an iPhone with a home indicator, a storyboard controller's root view laid out above an opaque tab bar (its
    /// own `simulatedBottomBarMetrics` with `translucent="NO"`, or the opaque bar of the tab bar controller or
    /// navigation controller it is shown in) ends at the bar's top, above the home indicator the bar covers: no bottom
    /// inset (``SimulatedMetrics/isAboveOpaqueTabBar(_:in:rules:)``); off: the device's home indicator.
    case opaqueTabBarsCoverHomeIndicator
    /// In an Xcode 26 document, a navigation controller's standard bar (no large title, no prompt) takes the
    /// height the document stores for it above its controllers' safe areas, 54 points for iOS 26's bar
    /// (``SimulatedMetrics/NavigationBar/xcode26BarHeight(at:in:)``); off: 44 points, as in earlier versions.
    case navigationBarHeightXcode26
    /// A controller's root view as large as another iPhone's screen than the document's device gets that
    /// iPhone's bars as the document's Xcode version draws them (doubled from Xcode 16.3, and so on;
    /// ``SafeAreaDefaults/otherPhoneInsets(for:of:tools:rules:)``); off: the insets of its size alone.
    case otherPhoneScreenBars
    /// A storyboard naming no device (Xcode 6 and 7's size classes) draws its scenes on the 600 × 600 wAny hAny
    /// canvas below the simulated 20-point status bar: a controller's 600 × 600 root view at the canvas's top gets
    /// a 20-point top inset unless its metrics set the status bar to none
    /// (``SimulatedMetrics/isBelowSizeClassCanvasStatusBar(frame:controller:in:rules:)``; three projects); off:
    /// the insets of its size, none.
    case sizeClassCanvasStatusBar
    /// In a storyboard naming no device (Xcode 6 and 7), a controller of freeform simulated size drawn at the canvas's
    /// top-left corner keeps the simulated 20-point status bar too, whatever its size
    /// (``SimulatedMetrics/isBelowSizeClassCanvasStatusBar(frame:controller:in:rules:)``); off: only 600 × 600 roots.
    case freeformSizeClassCanvasStatusBar
    /// The size-class canvas's status bar (``sizeClassCanvasStatusBar``, ``freeformSizeClassCanvasStatusBar``) only
    /// in documents saved before Xcode 11 (tools version 14800): a storyboard naming no device saved by Xcode 11 or
    /// later stores its 600 × 600 controllers with their top layout guide or safe area at the root's top edge
    /// (``SimulatedMetrics/isBelowSizeClassCanvasStatusBar(frame:controller:in:rules:)``; three projects); off: the
    /// 20-point status bar at any tools version.
    case sizeClassCanvasBeforeXcode11
    /// A standard navigation bar above a controller drawn on a sheet's canvas (``sheetCanvasNoStatusBar``) is
    /// 56 points tall, iOS 13's sheet bar (``SimulatedMetrics/NavigationBar/height(rules:onSheet:)``; three
    /// projects); off: 44 points, as on a full screen.
    case sheetNavigationBars
    /// From Xcode 15 (tools version 22000), a controller drawn on a sheet's canvas (``sheetCanvasNoStatusBar``) in a
    /// document that does not use safe-area layout guides (its root view has no `safeArea` guide: the legacy top and
    /// bottom layout guides) has no home-indicator inset at its bottom: its `bottomLayoutGuide` is at the root's
    /// bottom edge, above any bottom bars only (``SimulatedMetrics/hasSheetLegacyGuides(at:in:tools:rules:)``; three
    /// projects, Xcode 11's sheets contradict it); off: the device's home indicator, as a full-screen controller.
    case sheetLegacyGuidesNoHomeIndicator
    /// A storyboard controller whose root view is not as wide as the phone's screen, with no freeform simulated size,
    /// is drawn from the screen's top-left corner as a freeform one is (``freeformStoryboardControllers``): below
    /// the device's status bar, unless another controller embeds it or shows it as a popover's content
    /// (``SimulatedMetrics/isOddWidthStoryboardController(frame:at:in:screen:rules:)``; five projects); off: the
    /// insets of its own size, none.
    case oddWidthControllersOnScreen
    /// A controller that another embeds (an `embed` segue's destination) is not drawn on a sheet's canvas
    /// (``sheetCanvasNoStatusBar``) however short its root view: it keeps the device's status bar, as embedded
    /// children of Xcode 9 and 10 do (``SimulatedMetrics/isSheetCanvas(frame:at:in:screen:tools:rules:)``; four
    /// projects); off: a root as wide as the screen but shorter is a sheet's, below no status bar.
    case embeddedChildrenKeepStatusBar
    /// From Xcode 15 (tools version 22000), a controller drawn on a sheet's canvas (``sheetCanvasNoStatusBar``) in a
    /// document that uses safe-area layout guides has no home-indicator inset at its bottom either, as with legacy
    /// guides, when its root is at least as tall as a sheet starting 10 points below the status bar
    /// (``SimulatedMetrics/hasSheetSafeAreaWithoutHomeIndicator(at:height:screen:statusBar:in:tools:rules:)``; two
    /// projects with safe areas, three with legacy guides); off: the device's home indicator, as a full-screen
    /// controller.
    case sheetSafeAreaNoHomeIndicator
    /// In Xcode 14 (tools versions 21000 up to 22000), a controller drawn on a sheet's canvas
    /// (``sheetCanvasNoStatusBar``) exactly 10 points shorter than the phone's screen (the sheet Xcode 14.3 and later
    /// draw, not the earlier one 54 points shorter) in a document that uses safe-area layout guides has no
    /// home-indicator inset at its bottom, as that canvas has from Xcode 15 (``sheetSafeAreaNoHomeIndicator``)
    /// (``SimulatedMetrics/hasTenPointSheetWithoutHomeIndicator(height:screen:tools:rules:)``; two projects of
    /// Xcode 14.3, three with that canvas and legacy guides from Xcode 15); off: the device's home indicator before
    /// tools version 22000.
    case tenPointSheetsNoHomeIndicator
    /// A controller that another embeds (``embeddedChildrenKeepStatusBar``), shorter than the phone's screen, is laid
    /// out from the screen's top-left corner: above the home indicator only as far as it reaches down to it
    /// (``SimulatedMetrics/isEmbeddedChildFromScreenTop(frame:at:in:screen:tools:rules:)``; three projects, Xcode 12
    /// and 13; from Xcode 11, as Xcode 10 keeps the whole indicator); off: the device's whole home indicator.
    case embeddedChildrenReachHomeIndicator
    /// Before Xcode 14.0 (tools versions below 21200), the 390 × 844 and 428 × 926 iPhones (`retina6_0`, `retina6_7`)
    /// show a 44-point status bar, as the iPhone X does (``SafeAreaDefaults/iPhone12StatusBar(tools:rules:)``; seven
    /// projects); off: 47 points, iOS 16's, whatever the version.
    case iPhone12StatusBarsXcode14
    /// Before Xcode 14.3 (tools versions below 21600), a freeform view on a xib's canvas no wider than the device's
    /// screen gets the home indicator only as far as it reaches down to it, not the whole of it
    /// (``SimulatedMetrics/reachesHomeIndicator(width:screen:tools:rules:)``; six projects); off: the whole home
    /// indicator from Xcode 12.5 (``freeformViewsWholeHomeIndicator``) whatever its width.
    case narrowFreeformViewsReachHomeIndicator
    /// From Xcode 16.3 (tools versions 23600 and up, ``doubledInsetsXcode26``), a freeform view no wider than the
    /// device's screen that gets the whole home indicator without reaching it keeps the single indicator's 34 points
    /// at its bottom, while its status bar is doubled
    /// (``SimulatedMetrics/homeIndicatorInset(frame:device:screen:whole:tools:rules:)``; STBLESensor, kDrive, pia);
    /// off: the doubled 68 points, as a full-screen view.
    case narrowViewsSingleHomeIndicatorXcode26
    /// On an iPhone with a home indicator, the translucent toolbar a controller simulates is 49 points tall, not 44
    /// (``SimulatedMetrics/toolbarHeight(in:rules:)``; four projects); off: 44 points on every iPhone.
    case homeIndicatorToolbars
    /// From Xcode 11 (tools version 14800 on), the translucent toolbar a controller simulates on a portrait iPhone with
    /// a home button is 49 points tall too, as on one with a home indicator
    /// (``SimulatedMetrics/toolbarHeight(in:rules:)``): stored frames pin views to a bottom layout guide or safe area
    /// 49 points above the root's bottom, below a toolbar the controller simulates or keeps through a push
    /// (``toolbarsThroughPushes``) in seven projects: MEWconnect (Xcode 11, 14868, iPhone 8 Plus: two scroll views),
    /// CSVTouch (21507, iPhone 8: a text view and a button), planckForiOS (21507, 21701, 22505; iPhone 8 and 8 Plus:
    /// tables), appcenter-sdk-apple (21701, iPhone 8: a table), Child-Labor (21701, iPhone SE: a web view and container
    /// views), WSDOT (23727, iPhone 8: scroll views) and sim-daltonism (23727, iPhone SE); Xcode 10 documents keep 44
    /// (RocketChat 14109, IBAnimatable 14113, 30DaysofSwift 14460, Tidy 14460, BusMedellin 14490). Off: 44 points on an
    /// iPhone with a home button.
    case xcode11HomeButtonToolbars
    /// Before Xcode 11 (tools versions below 14800), a storyboard controller drawn at its own size
    /// (``freeformStoryboardControllers``, ``oddWidthControllersOnScreen``) on an iPhone with a home button shows no
    /// status bar when it is no taller than 414 points, a vertically compact environment
    /// (``SimulatedMetrics/isCompactControllerBeforeXcode11(frame:device:screen:tools:rules:)``; four projects, and
    /// taller ones of two more keep it whether they extend under top bars or not); off: the device's status bar.
    case compactFreeformControllersBeforeXcode11
    /// Before Xcode 11 (tools versions below 14800), a storyboard controller whose root view is as wide as the screen of
    /// an iPhone with a home button but shorter, and no taller than 414 points (an embedded child, a modally presented
    /// controller IB sized down), shows no status bar either: its environment is vertically compact
    /// (``SimulatedMetrics/isCompactRootBeforeXcode11(frame:device:screen:tools:rules:)``; four projects); off: the
    /// device's status bar at any height.
    case compactRootsBeforeXcode11
    /// A tab bar controller a navigation controller shows (pushed, or its root) has the navigation bar inferred for it
    /// above each of its children that is no navigation controller
    /// (``SimulatedMetrics/isTabBarChild(segue:owner:in:controllers:)``; four projects); off: the children get no
    /// inferred navigation bar.
    case navigationBarsThroughTabBars
    /// In an iOS storyboard, a controller a `showDetail` segue leads to gets the navigation bar simulated or inferred
    /// for its source, as one a `show` segue leads to: Apple's documentation of
    /// `UIViewController.showDetailViewController(_:sender:)` says that in a compact environment a split view
    /// controller's implementation calls `show(_:sender:)`, which a navigation controller implements as a push, so
    /// IB draws the destination in its source's navigation controller (``SimulatedMetrics/navigationBars(in:rules:)``;
    /// HabitRPG's detail controllers pinned to their safe area's top sit 44 points under the status bar). Only a
    /// destination with a navigation item of its own (`<navigationItem key="navigationItem">`, as IB writes for a
    /// controller it draws in a navigation stack): OzoneWallet's New Multi Wallet scene (Xcode 10.2), shown by
    /// showDetail from a navigation root but with no navigation item, stores its views below the status bar alone.
    /// Not tvOS, whose stored frames show no bar (Provenance); off: no inferred bar.
    case showDetailNavigationBars
    /// In an Xcode 26 document, a navigation controller on a sheet's canvas (``sheetCanvasNoStatusBar``) stores its
    /// bar a few points below the sheet's top (16 or 20, above where a full screen's bar sits), and the controllers
    /// below it have their safe area's top at the stored bar's bottom
    /// (``SimulatedMetrics/NavigationBar/xcode26SheetBarTop(at:in:)``; three projects); off: the bar at the sheet's
    /// top edge.
    case sheetNavigationBarOffsetXcode26
    /// A storyboard controller below no navigation bar whose root view is as wide as a notched iPhone's screen and
    /// shorter by exactly its status bar (the single one, before Xcode 26's doubling) is not drawn on a sheet's canvas
    /// (``sheetCanvasNoStatusBar``): its safe area keeps that status bar, and the home indicator as far as the root
    /// reaches down to it
    /// (``SimulatedMetrics/shortByStatusBarInsets(frame:screen:device:)``; three projects); off: a sheet, below no
    /// status bar.
    case shortByStatusBarKeepsStatusBar
    /// From Xcode 14 (tools version 21000), whose sheets are 10 points shorter than the screen, a storyboard
    /// controller below no navigation bar whose root view is as wide as a notched iPhone's screen and shorter by its
    /// status bar and 10 points more (the single status bar, before Xcode 26's doubling) is not drawn on a sheet's
    /// canvas: its safe area keeps that status bar, and the home indicator as far as the root reaches down to it
    /// (``SimulatedMetrics/statusBarAndSheetGapInsets(frame:screen:device:tools:)``; four projects); off: a sheet's
    /// canvas, below no status bar.
    case statusBarAndSheetGapKeepsStatusBar
    /// A storyboard controller below a shown navigation bar whose root view is as wide as the phone's screen and
    /// shorter by exactly the status bar and a standard 44-point bar (the root IB stores below the bars of a full
    /// screen, as for an opaque bar) is not drawn on a sheet's canvas (``sheetCanvasNoStatusBar``): it keeps the
    /// device's insets, the home indicator at its bottom with legacy guides of Xcode 15 and later
    /// (``SimulatedMetrics/isRootBelowNavigationBar(frame:at:in:screen:statusBar:rules:)``; three projects); off: a
    /// sheet, with no home indicator for legacy guides from Xcode 15 (``sheetLegacyGuidesNoHomeIndicator``).
    case rootsBelowNavigationBarsOffSheet

    // MARK: Layout margins (UIKit)

    /// A controller's root view has the system minimum margins at its sides and none at the top and
    /// bottom; off: 8 points all around.
    case controllerSystemMargins
    /// The system minimum side margin is 20 points from 400 points of width (16 below); off: always 16.
    case systemMargin400Boundary
    /// Layout margins are measured from the safe area (`insetsLayoutMarginsFromSafeArea`), in documents of Xcode 9
    /// and later with ``boundsMarginsBeforeXcode9``; off: from the bounds.
    case marginsFromSafeArea
    /// A table cell's content view has the cell margins of the Xcode that saved the document; off: 8
    /// points all around.
    case cellContentMargins
    /// Beside an accessory, a cell's content view keeps what is left of the cell's margins (at least 8);
    /// off: the whole margins.
    case cellMarginsBesideAccessory
    /// Xcode 9 to 11 give a xib's top-level view (no table header or footer; a storyboard's reusable view, not its
    /// prototype collection view cells) the system minimum side margins and none at the top and bottom; off: 8 all
    /// around.
    case topLevelMarginsXcode9to11
    /// A table cell's content view has 20-point side margins in a table wider than 375 points (the 390- and
    /// 393-point iPhones too), and a cell on a xib's own canvas counts as no wider than its device's screen;
    /// off: the system minimum side margin of the table's or the cell's own width (20 from 400 points).
    case cellMarginsAbove375
    /// Xcode 11 lays a table cell out on its own canvas of a home-button iPhone no wider than 375 points
    /// with 15-point side margins (iOS 10's cell margins); off: the margins of the cell's width.
    case cellMargins15Xcode11
    /// Xcode 11 lays the cells of a storyboard table that is not a controller's root view (a table placed in a
    /// controller's view) out with 15-point side margins too on the same canvases
    /// (``ViewTraits/xcode11SubviewTableMargins(of:in:tools:lookup:)``); off: the margins of the table's
    /// width (16 points).
    case subviewTableCellMargins15Xcode11
    /// Xcode 9.3 to 10 (tools versions 13500 to 14799) lay the prototype cells of a storyboard table that is not a
    /// controller's root view out with iOS 10's 15-point side margins on the canvas of a home-button iPhone no wider
    /// than 375 points, whatever the table's width (``ViewTraits/xcode10SubviewTableMargins(of:in:tools:lookup:)``;
    /// Photobook-iOS, keith27staines' iOSApp, PerrchicK's swift-app, fossasia's attendee app, openshop.io,
    /// AudioKitSynthOne, andyRon's FoodPin); off: the margins of the table's width (16 points, 20 from 400).
    case subviewTableCellMargins15Xcode10
    /// From Xcode 12 (tools version 17000), the cells of a storyboard table placed in a controller's view (not a
    /// table controller's own table) that is wider than any iPhone's portrait screen (an iPad's or a landscape
    /// phone's canvas) get 16-point side margins (``ViewTraits/wideSubviewTableMargins(of:in:tableWidth:tools:lookup:)``;
    /// three projects: SafeExamBrowser, xdripswift, Monal; 406- to 430-point tables of portrait iPhones keep 20);
    /// off: the margins of the table's width (20 points).
    case wideSubviewTableCellMargins
    /// Xcode 10 (tools versions 14000 to 14799) lays the prototype cells of a storyboard table no wider than 320
    /// points out with iOS 10's 15-point side margins on a 320-point iPhone's canvas (the 4-inch or 3.5-inch iPhone;
    /// static cells keep 16) (``ViewTraits/xcode10NarrowPhoneTableMargins(of:in:tableWidth:tools:lookup:)``; three
    /// projects: Soyou, autohunt-ios_app, Rocket.Chat.iOS); off: the margins of the table's width (16 points).
    case narrowPhoneTableCellMargins15Xcode10
    /// A UIKit view whose document sets `preservesSuperviewLayoutMargins` takes its superview's margins
    /// where they reach past its own edges (at least its own margins); off: only its own margins.
    case preservedSuperviewMargins
    /// A table's header or footer view (`tableHeaderView`, `tableFooterView`) whose document sets
    /// `preservesSuperviewLayoutMargins` takes the side margins of its table, a subview of which it is in UIKit,
    /// when that table is a controller's root view (the system minimum: 20 points from 400 points of width, 16
    /// below), as Apple documents the option (``preservedSuperviewMargins``); laid out on its own, it otherwise
    /// kept UIKit's 8. Evidence: Apple's `preservesSuperviewLayoutMargins` documentation; xikolo's headers and
    /// footers in four Xcode 11 to 14 storyboards (414-point tables, subviews at 20); LNPopupController's
    /// search-bar header stores 20 at 393 points too (the rule gives 16 there, 4 points nearer than UIKit's 8);
    /// the margin constraints (32) of header and footer views without the option, in eleven projects
    /// (RocketChat, duckduckgo, ONLYOFFICE, LoopKit, Pyto and others), store 8. Off: the header or footer view
    /// keeps its own margins.
    case preservedTableAccessoryMargins
    /// From Xcode 12 (tools version 17000), a xib's top-level view (not a table's header or footer view) has
    /// the system minimum side margins and none at the top and bottom, as from Xcode 9 to 11, when its
    /// simulated size is freeform or it is a collection view cell or reusable view (until round 7, freeform
    /// only) (``ViewTraits/hasTopLevelSystemMargins(_:tools:lookup:)``); off: UIKit's default 8 all around.
    case topLevelMarginsXcode12On
    /// Xcode 26 gives a table cell's content view the side margins of the width it is laid out in, as
    /// earlier versions do (16 points in a table of 375 points or less, 20 above), keeping its own 15 at the
    /// top and bottom (``ViewTraits/cellContentMargins(width:tools:rules:)``); off: 20 at the sides whatever
    /// the width.
    case xcode26CellMarginsByWidth
    /// A view with the system minimum side margins (a controller's root view, a xib's top-level view on its own
    /// canvas) whose document gives it layout margins of its own keeps at least the system minimum at its sides
    /// (`viewRespectsSystemMinimumLayoutMargins`), its own margins at the top and bottom
    /// (``ViewTraits/ownMarginsAboveSystemMinimum(_:side:)``); off: its own margins alone.
    case ownMarginsAboveSystemMinimum
    /// A table cell wider than 320 points on a xib's own canvas counts as its device's screen's width for its
    /// side margins, narrower or wider than the screen (``ViewTraits/uiKitCellContentMargins(of:tableWidth:lookup:)``;
    /// a cell of 320 points or less keeps its own); off: as its own width capped at the screen's.
    case canvasCellsScreenWidth
    /// Before Xcode 26 (tools versions below 24000), a storyboard's table narrower than its iPhone's screen but wider
    /// than 320 points gives its cells the side margins of the screen's width, as a cell on a xib's canvas has
    /// (``ViewTraits/uiKitCellContentMargins(of:tableWidth:lookup:)``); off: those of the table's own width.
    case narrowTableCellsScreenWidth
    /// Xcode 10 (tools versions 14000 to 14799) lays a table cell on a xib's own canvas that is wider than its
    /// device's screen out at its own width: 20-point side margins from 400 points up
    /// (``ViewTraits/keepsOwnWidthOnCanvas(width:screenWidth:tools:rules:)``); off: as later versions, no wider than
    /// the screen (16 points on a 375-point iPhone).
    case wideCanvasCellsXcode10
    /// Before Xcode 10 (tools versions below 14000), a table cell in a table that preserves its superview's margins
    /// (`preservesSuperviewLayoutMargins`) gives its content view the table's 15-point side margins, 8 at the top and
    /// bottom (``ViewTraits/preservesClassicTableMargins(of:tableWidth:tools:lookup:)``); off: 8 all around, as any
    /// cell of those versions.
    case preservedTableMarginsBeforeXcode10
    /// A table cell's content view that Xcode 9 or later created (it carries `insetsLayoutMarginsFromSafeArea="NO"`,
    /// the iOS 11 attribute Xcode 9 writes on every content view it makes) does not take the table's 15-point side
    /// margins of ``LayoutRule/preservedTableMarginsBeforeXcode10``: it keeps the cell margins of its Xcode, those of
    /// Xcode 10 from Xcode 9.3 on (``ViewTraits/preservesClassicTableMargins(of:tableWidth:tools:lookup:)``); off: it
    /// takes the table's 15 points as a content view without the attribute does.
    case xcode9ContentViewsKeepCellMargins
    /// A table cell whose document sets its own layout margins gives them to a content view that preserves its
    /// superview's margins, at least 8 on each side (``ViewTraits/cellOwnMargins(of:lookup:)``); off: the content view
    /// has the cell margins of its table and Xcode, as any cell.
    case cellOwnMargins
    /// Before Xcode 9 (tools versions below 13000), layout margins are measured from a view's bounds, not its safe
    /// area (`insetsLayoutMarginsFromSafeArea` is iOS 11 API; ``ViewTraits/measuresMarginsFromSafeArea(_:lookup:)``);
    /// off: from the safe area whatever the Xcode.
    case boundsMarginsBeforeXcode9
    /// A controller's root view on the 600 × 600 size-class canvas of an Xcode 6 storyboard (no device, tools
    /// versions below 8000) has 16-point side margins (``ViewTraits/hasSizeClassCanvasRootMargins(_:lookup:)``);
    /// off: the system minimum margins of its width, 20 points.
    case xcode6CanvasRootMargins
    /// Before Xcode 9 (tools versions below 13000), a xib's view that its File's Owner (a controller) holds as its
    /// `view` keeps a plain view's 8-point margins on IB's canvas, not a controller root's system minimum: IB lays a
    /// xib's top-level view out as a view of its own (``ViewTraits/hasClassicXibRootMargins(_:lookup:)``; the stored
    /// frames of MIT-Mobile (Xcode 6), exTVPlayer (Xcode 7.3) and EarlGrey (Xcode 8.3) place views pinned to such a
    /// root's side margins 8 points in, and no pre-Xcode 9 xib of any set places one 16 or 20 points in); off: the
    /// system minimum margins of a controller's root view, 16 or 20 points, as in a storyboard.
    case classicXibRootMargins
    /// Xcode 9.3 and 9.4 (tools versions 13500 to 13999) give a table cell's content view the cell margins of Xcode 10
    /// and later, 11 points at the top and bottom and the system minimum at the sides, as stored frames of seven
    /// projects show (``ViewTraits/firstToolsWithCellMargins(rules:)``); off: UIKit's default 8 all around until Xcode
    /// 10 (tools version 14000), as Xcode 8 to 9.2.
    case cellMarginsXcode93

    // MARK: Alignment rects and baselines

    /// UIKit sliders and switches have alignment insets (a slider's thumb overhangs its track); off: none.
    case uiKitControlInsets
    /// A UIKit view without a baseline of its own (no text: a plain view, a cell's content view, an image view) has its
    /// first baseline at its top edge, its last at its bottom edge, as `UIView.forFirstBaselineLayout` documents ("If
    /// that view does not have a baseline, Auto Layout uses the view's top edge"); stored frames of five projects
    /// (SsgSag, safe-ios, stepik, KeePassium, muun). AppKit views keep both at the bottom edge: though
    /// `NSView.firstBaselineOffsetFromTop` defaults to 0, stored frames of four macOS projects put image views' first
    /// baselines at their bottom edges. Off: both baselines at the bottom edge, for every view.
    case uiKitFirstBaselineAtTop
    /// The UIKit segmented control reaches a point below its alignment rect, in documents of every Xcode (stored
    /// frames of nine projects from Xcode 7 to 10, and of three from Xcode 11 on); off: it aligns its frame.
    case segmentedControlBottomInset
    /// A UIKit text view that does not scroll (`scrollEnabled="NO"`) has an intrinsic content size, its text's,
    /// as a multi-line label has; off: a text view has none.
    case nonScrollingTextViews
    /// A UIKit picker view has an intrinsic height of 216 points, its wheel's, and no intrinsic width
    /// (``LayoutSession/pickerIntrinsicSize(_:)``); off: a picker view has no intrinsic size, as a plain view.
    case pickerViewDefaultHeight
    /// Before Xcode 7 (tools versions below 8000, the iOS 7 and 8 SDKs), a UIKit picker view of an iPhone or universal
    /// document has an intrinsic height of 162 points, the height IB drew its wheels at there; an iPad document's
    /// (`targetRuntime="iOS.CocoaTouch.iPad"`) keeps 216 (``LayoutSession/pickerIntrinsicSize(_:)``). Off: 216, as
    /// every later document (``pickerViewDefaultHeight``).
    case pickerViewCompactHeightBeforeXcode7
    /// A UIKit vertical stack view with `baselineRelativeArrangement` on spaces its views from one's last baseline to
    /// the next one's first baseline, where they show text (``LayoutSession/arrangesByBaselines(_:vertical:)``);
    /// off: from edge to edge, as any stack view.
    case stackBaselineRelativeArrangement
    /// AppKit controls' alignment rects are inset from their frames (`alignmentRectInsets`); off: every
    /// AppKit view aligns its frame.
    case appKitAlignmentInsets
    /// Xcode 12 and later draw macOS 11's controls: regular push buttons have 7-point side and 5-point top
    /// insets, regular titled check boxes 1 at the top and bottom, 2 at the leading side and none at the
    /// trailing one (a check box without a title keeps 2 on every side), regular pop-up buttons 1 at the top,
    /// 3 at the leading side and 4 at the trailing side and bottom, small pop-up buttons 2 at the top, small
    /// push buttons 6 at the sides, small check boxes 1 at the top, bottom and leading side and none at the
    /// trailing one, textured rounded buttons 1 at the top (but see ``xcode12HostSystem``), regular linear
    /// sliders without tick marks below 6 points below the knob; off: the earlier 6 and 4, 2 on every side,
    /// 1, 2, 3 and 3, 1, 5, 3, 3, 3 and 2, none, and 2.
    case bigSurControlsXcode12
    /// An Xcode 12 document may hold macOS 10.15's controls (Xcode 12 also ran on macOS 10.15.4): a tree keeps
    /// them when more of its button and pop-up edge constraints hold with them at its stored frames
    /// (``AppKitHostControls``); off: every Xcode 12 document has macOS 11's controls.
    case xcode12HostSystem
    /// A label (a text field without border, bezel or background) of a document saved on OS X 10.8 or earlier
    /// (`systemVersion` below 13, Xcode 4 and 5 running on Mountain Lion) insets its text 3 points from either side
    /// of its frame, not 2 (``AppKitAlignment/textFieldInsets(cell:nib:rules:)``): IB draws controls with the AppKit
    /// of the Mac it runs on, and every Auto Layout document of the tuning sets saved on OS X 10.8 stores its labels
    /// so: Esri's preview-app-osx (4510, 12F37: labels 736 wide by a 730-point width constraint, 329 between sides
    /// 20 apart in a 366-point view, a point left of their leading constraints), LiveReload (4457, 12F37), MacPaf
    /// (4510, 12F45) and MaciASL (5056, 12F45), each label a point left of its leading constraint; documents saved
    /// on OS X 10.9 and later (13A584 on) store 2 (horos, Couch-Slouch, AppPolice, SubEthaEdit, 1,200 width
    /// constraints of later documents). Off: 2 points at either side, as later systems.
    case mountainLionLabelInsets
    /// The control designs of Xcode 26 documents (tools versions 24000 to 29999): AppKit buttons, pop-ups,
    /// boxes and segmented controls, and the iOS 26 slider, fill their frames, except the AppKit controls that
    /// keep the earlier design's frame height (IB keeps a frame until the layout is updated); off: the
    /// earlier designs' insets.
    case xcode26Design
    /// Small AppKit controls of an Xcode 26 document that keep the earlier design's frame height (16-point
    /// check boxes and radio buttons, 27- or 28-point push buttons, 22-point pop-up buttons, 17-point round-rect
    /// buttons, 17- or 18-point round-rect pop-ups) keep the earlier design's insets, as regular ones do under
    /// ``xcode26Design``; off: every small control of an Xcode 26 document fills its frame.
    case smallClassicFramesXcode26
    /// The color wells of Xcode 26 documents (tools versions 24000 to 29999, the macOS 26 design) fill their frames:
    /// IB stores a well pinned at its sides where its constraints put its alignment rect (sbarex'
    /// SourceCodeSyntaxHighlight, HSTracker and creevey; ``AppKitAlignment``); off: the 3 points at the sides and 2
    /// above and below of the macOS 13 to 15 wells (tools versions 22000 to 23999).
    case flatColorWellsXcode26
    /// Two AppKit views a required constraint makes equally wide, stored one point apart in width, share the half
    /// point between (IB rounds each stored edge, halves up): the wider one's intrinsic width is taken half a point
    /// smaller (``LayoutSession/halfPointEqualWidth(_:width:)``; NetNewsWire, Aria2D, fsnotes, Bit Slicer); off:
    /// its stored width, which widens both.
    case halfPointEqualWidths
    /// Views showing a system symbol image align the glyph's rect; off: the control's own insets.
    case symbolImageInsets
    /// AppKit draws text on whole points: baselines rounded as measured; off: unrounded font metrics.
    case appKitWholePointBaselines
    /// AppKit check boxes lay their title like a label on a line of the font's size plus 3; off: centred.
    case checkBoxBaselines
    /// An AppKit label's first baseline is its point size below its top; off: the font's ascent.
    case appKitLabelFirstBaseline
    /// AppKit segmented controls and horizontal sliders align their baselines where a control centres a
    /// line of its font (13 points for a slider); off: at their alignment rect's bottom, as views without text.
    case controlCentredBaselines
    /// An AppKit image view of a document from Xcode 12 on showing a system template or SF Symbol image aligns
    /// the symbol's 9-point glyph: its frame reaches the rest of the image's recorded height beyond its
    /// alignment rect, the odd point above; a cell may name its image in an `imageReference` element
    /// (``AppKitAlignment/symbolImageInsets(of:element:cell:lookup:)``); off: only images recorded 15 points
    /// tall, named in the cell's `image` attribute, have insets (3 above and below).
    case symbolImageViewsByHeight
    /// An AppKit image-only button (image position `only` or `overlaps`) showing a symbol aligns the symbol's glyph
    /// when it has no border, whatever its bezel style (a borderless button draws no bezel), and its bezel when it
    /// has one; off: buttons of the square bezel styles align the glyph, bordered or not, others their bezel.
    case borderlessSymbolButtons
    /// An AppKit image view with the gray bezel frame (`imageFrameStyle="grayBezel"`, NSImageFrameStyle.grayBezel)
    /// aligns the image area inside its bezel, 3 points in from every side of its frame; off: image views have no
    /// insets (their frames are their alignment rects).
    case grayBezelImageViews
    /// An AppKit image view with the photo frame (`imageFrameStyle="photo"`, NSImageFrameStyle.photo, a thin outline
    /// and a drop shadow) aligns the image area inside its frame, 3 points in from every side, as the gray bezel does:
    /// stored frames of three projects show it, each view 3 points outside its constraints at every pinned side:
    /// ankitbharti1994's MacOS-App-Collection (tools version 14113: two image views pinned 20 from their view's sides,
    /// stored at x 17 and 446 wide in a 486-point view), AFNetworking (16096: leading 17 stored at x 14) and jmc
    /// (20037: 36 x 36 cell images sized 30 x 30 at 7, 6). Off: the photo frame has no insets.
    case photoImageViews
    /// A small AppKit tab view with its tabs on top (`controlSize="small"`) draws its border 3 points below its frame's
    /// top, under its shorter tabs, not 6; off: the regular tab view's insets (6 at the top, 7 at the sides, 10 at the
    /// bottom).
    case smallTabViewInsets
    /// A small AppKit stepper (NSStepper, `controlSize="small"`) in its 15 x 22 frame aligns its 11-point-wide arrows,
    /// 2 points in from either side, a point below its frame's top and 2 above its bottom; off: it has no insets.
    case smallStepperInsets
    /// An AppKit label (a text field without border or bezel) in a named font (`<font name=...>`: Menlo, SF Mono, ...)
    /// lays its first line on a line of its stored height (at most the system font's line height for its size), with
    /// the first baseline the descent above that line's bottom, as its last baseline is
    /// (``AppKitTextLabelLines/namedFontFirstBaseline(of:size:lookup:)``): a 14-point-tall Menlo 12 label has it 11 points
    /// below its top, a 15-point-tall SF Mono 13 label 12, an 11-point-tall Menlo Bold 10 label 9, on its last baseline
    /// (stored frames of three projects); off: its point size below its top, as the system font's.
    case namedFontLabelBaselines
    /// A bordered AppKit text field (or secure or token field) whose font is the appearance's (`<font
    /// usesAppearanceFont="YES"/>`) draws its text a point lower than one in the system font: a 21-point field has
    /// its baseline 16 points below its top, not 15, in documents of Xcode 11 and later before the macOS 26 design
    /// (``AppKitTextAppearanceFonts/baselineDrop(of:lookup:)``; labels, stack views and grid rows aligned with such
    /// fields by their baselines in four projects, beside fields in the system font at 15 in the same documents);
    /// off: where a field in the system font has it.
    case appearanceFontFieldBaselines
    /// A bordered AppKit text field (or secure or token field) of a document saved before Xcode 12 (tools versions below
    /// 17000, macOS 10.15's controls and earlier) puts its last baseline on the nearest point to the centred position,
    /// its first on the point above: a 22-point field in the system font has its last baseline 16 points below its
    /// top and its first 15, a 21-point field both at 15 (``AppKitTextClassicFields``; labels aligned with 22-point
    /// fields by their last baselines in three projects of tools versions 9531 to 14460, by their first baselines in
    /// another of 14313); off: the last baseline is the first.
    case classicFieldLastBaselines
    /// A regular-size bordered AppKit text field (or secure or token field) of a document saved by Xcode 6 or earlier
    /// (tools versions below 8000, OS X 10.10's controls and fonts) puts its last baseline a point lower than later
    /// documents before Xcode 12 do: 17 points below the top of a 22-point field in the system font, so 17-point
    /// labels aligned with it by their baselines are stored 2 points above its bottom (``AppKitTextYosemiteFields``;
    /// MaciASL, horos, MongoHub, OmniGroup, LiveReload); off: where ``classicFieldLastBaselines`` puts it, 16 below
    /// the top.
    case yosemiteFieldBaselines
    /// A small bordered AppKit text field (or secure or token field) of a document saved by Xcode 9.4 or 10 (tools
    /// versions 13771 to 14999, macOS 10.14's controls) draws its text a point higher than earlier and later
    /// documents store it: both baselines 13 points below the top of a 19-point small field, not 14
    /// (``AppKitTextMojaveSmallFields``; small labels aligned with small fields by their baselines in CocoaSplit,
    /// horos and mysql-workbench); off: where ``classicFieldLastBaselines`` and the centred position put them.
    case mojaveSmallFieldBaselines
    /// A regular-size bordered AppKit combo box (NSComboBox) of a document saved before Xcode 12 (tools versions below
    /// 17000, macOS 10.15's controls and earlier) puts its baselines 3 points below where it centres its text: 19
    /// points below the top of its 25- or 26-point frame, so a 16- or 17-point label aligned with it by their baselines
    /// is stored with its bottom 3 or 4 points above the combo box's bottom (``AppKitClassicComboBoxes``;
    /// GPGKeychainAccess, horos, Buildasaur); off: both baselines at the centred position, 16 below the top.
    case classicComboBoxBaselines
    /// A bordered AppKit text field (or secure or token field) taller than two lines of its font lays its lines from the
    /// top: its first baseline is where a one-line field of the font has it, 15 points below the top of a 60-point
    /// field in the system font as of a 21-point one, not centred (``AppKitTextTallFields``; labels aligned with such
    /// fields by their first baselines in three projects, tools versions 17506 to 32700); off: centred, as a one-line
    /// field's.
    case tallFieldFirstLines
    /// A titled NSBrowser (`titled="YES"`) aligns its columns below its 22-point title row: IB stores its frame 22
    /// points above the top its constraints pin (``AppKitBrowserInsets``; LocationSimulator's GPX browser of tools
    /// version 19529 stored 294 tall in a 272-point view it fills, RxAppKit's NSBrowser example, 21701, 382 tall in a
    /// 360-point window content view, ankitbharti1994's Browser001, 14113, its top 22 above where its constraints
    /// place it; the same collection's untitled Browser002 fills its pinned edges); off: it fills its frame.
    case titledBrowserInsets

    // MARK: Containers (AppKit)

    /// A clip view takes its document view's flippedness; off: clip views are flipped.
    case clipViewFlippedness
    /// An NSStackView that detaches hidden views leaves them at its top-left corner; off: not placed.
    case detachedHiddenViews
    /// A stack view hugs its views across its axis without crushing them; off: at its hugging priority.
    case stackHugsWithoutCrushing
    /// NSGridView lays its cells' content views out in rows and columns; off: by their own constraints.
    case gridViewLayout
    /// Each content view of an NSGridView keeps its column as narrow as it is, a weak preference of its own
    /// (columns "sized to fit their largest content", NSGridView.h), so a grid's extra width goes to the column
    /// with the fewest views. A grid's preferences weigh half a priority-1 constraint together, so they share
    /// the width out and never narrow the grid: one in a leading-aligned stack keeps its stored width (iRASPA's
    /// 30 grids of label, pop-up, slider and colour-well rows, Aria2D's preference grids); off: each column hugs
    /// its content once, the extra width going anywhere.
    case gridColumnsFitEachView
    /// A baseline-aligned group of an NSGridView row is placed by the `yPlacement` of its first cell (top,
    /// bottom or centre, NSGridView.h); off: at the row's top.
    case gridBaselineGroupPlacement
    /// A control without text that reports baselines (a linear slider, a switch: ``AppKitBaselines``) joins the
    /// baseline-aligned group of its NSGridView row as a text view does, keeping its own height, instead of
    /// taking the row's `yPlacement` (NSGridView.h: "all cells within a row that specify a rowAlignment ... are
    /// considered to be 'aligned'"; iRASPA's 36 regular sliders in fill-placed firstBaseline rows keep their
    /// 28-point frames on their labels' baselines, tools version 23727). Views without any baseline keep their
    /// placement (putting them in the group costs Textual, OpenEmu and MacPass 39 views); off: only views
    /// showing text share the row's baseline, a `fill` row stretching or squeezing the others.
    case gridBaselineControls
    /// An AppKit stack view has the baselines of the views it arranges: its first baseline is its first arranged
    /// view's that has one, its last baseline the last such view's in a vertical stack, the first one's in a
    /// horizontal one (``LayoutSession/stackBaselines(of:)``); a label aligned by its baseline with a stack, or in a
    /// baseline-aligned NSGridView row with one, sits on the baseline of the text or field inside. Off: a stack view,
    /// having no text, has both baselines on its bottom edge and takes its grid row's `yPlacement`.
    case appKitStackBaselines
    /// An AppKit matrix (NSMatrix) has an intrinsic content size, its cells' (`autorecalculatesCellSize`,
    /// NSMatrix.h: the cell size "affects the intrinsic content size"); off: a matrix has none, as a plain view.
    case matrixIntrinsicSize
    /// An NSSplitView lays out panes that use constraints in a line, one divider apart, spanning it across,
    /// each holding its stored size at its holding priority (`SplitViewConstraints.swift`); off: nothing places them.
    case splitViewPanes
    /// A UIKit stack view's hidden arranged views keep their stored frames (IB does not lay them out), as
    /// far as their own constraints allow; off: nothing places them.
    case hiddenArrangedViewsKeepFrames
    /// A stopped activity indicator that hides when stopped is arranged by a UIKit stack view as a shown view
    /// (UIKit hid it, not the document: IB draws and arranges it); off: it is collapsed like any hidden view.
    case stoppedIndicatorsArranged
    /// A UIKit stack view whose document gives it layout margins of its own arranges its views inside them, as
    /// if `isLayoutMarginsRelativeArrangement` were on; off: only when the document turns that on.
    case stackOwnMargins
    /// A UIKit stack view without margins of its own has none (zero on every side); off: UIKit's default 8.
    case stackZeroMargins
    /// An arranged view with no intrinsic size across a stack view that does not fill it across (UIKit or AppKit)
    /// keeps its stored size across at priority 25, as IB's canvas keeps it where UIKit's ambiguity suppression
    /// would make it zero; off: its size across is left undetermined.
    case stackAmbiguitySuppression
    /// A view arranged in a UIKit stack view with no intrinsic size along the stack's axis (a plain or custom view,
    /// no placeholder intrinsic size) keeps its stored size along the axis at priority 25, where nothing else sizes
    /// it: IB's canvas leaves such a view at the size it was drawn at (the library's 240 × 128 view, or the size it
    /// was given), as it does across the axis (``stackAmbiguitySuppression``), and the document stores that
    /// (``LayoutSession/suppressAmbiguityAlong(_:_:vertical:)``; 14 projects); off: its size along the axis is left
    /// undetermined.
    case stackAmbiguitySuppressionAlongAxis
    /// A stack view aligning its views by their first baselines pulls them weakly to its bottom edge, the slack of a
    /// stack taller than they need above them (`StackViewConstraints.swift`; woocommerce-ios, corona-warn-app; an
    /// NSStackView only with ``appKitFirstBaselineStacksFromTop`` off); off: to its top edge, as with any baseline
    /// alignment.
    case firstBaselineStacksFromBottom
    /// An NSStackView aligning its views by their first baselines that hugs them across below priority 250 (IB's
    /// default 249.99, a stack its container may stretch) pulls them weakly (priority 1) to its top edge, the slack of
    /// a stack taller than they need below them, as with its other baseline alignments; UIKit's first-baseline stacks
    /// keep theirs above (``firstBaselineStacksFromBottom``) (`StackViewConstraints.swift`; eduvpn, newton-toolkit,
    /// iRASPA, TodoTxtMac, HandBrake's custom filter row); off: AppKit's first-baseline stacks pull their views to the
    /// bottom edge, as ``firstBaselineStacksFromBottom``.
    case appKitFirstBaselineStacksFromTop
    /// A UIKit stack view aligning first (last) baselines holds only its first arranged view below its top edge
    /// (above its bottom edge); the others, on that view's baseline, may reach past it (`UIKitBaselineAlignment.swift`;
    /// arcgis-runtime-samples-ios, woocommerce-ios, pocket-casts); off: every arranged view inside both edges.
    case baselineStacksBoundFirstView
    /// An arranged view's own required width that a vertical UIKit stack view filling its views across cannot give
    /// it yields to the stack's alignment: the view takes the stack's width (`UIKitStackViews.swift`; pocket-casts,
    /// habitica-ios, woocommerce-ios, iNaturalist); off: the view keeps its width and the stack's alignment constraint
    /// is the one broken.
    case stackFillAlignmentOverArrangedSize
    /// A UIKit stack view of the `equalCentering` distribution keeps its views' centres equally spaced at priority 149,
    /// below their content hugging (UIStackView's `UISV-fill-equally` constraint; it "attempts to position the arranged
    /// views so that they have an equal center-to-center spacing", UIStackView.Distribution.equalCentering), so labels
    /// keep their text's height and the document's own gaps between views hold (`UIKitStackViews.swift`; safe-ios,
    /// AU-COVIDSafe, Scandit's samples); off: at priority 999, above hugging and compression resistance, as AppKit's.
    case uiKitEqualCenteringPreference
    /// An NSStackView without a distribution places the views of its leading (top), centre and trailing (bottom)
    /// gravity areas at its leading edge, centre and trailing edge, at least `spacing` apart (NSStackView.Gravity,
    /// NSStackView.spacing); off: all its views in one line from its leading edge.
    case stackGravityAreas
    /// An NSBox that draws no border inside its frame has no alignment insets: one without a border (NSNoBorder)
    /// that IB drew with macOS 11's controls or later (toggl's, Mac-Linux-USB-Loader's and horos' of tools versions
    /// 14313 to 17156 keep the primary box's insets), an old-style box (its line on its bounds), and a box of the
    /// macOS 26 design whose content view reaches its sides and bottom, titled or not (``AppKitBoxInsets``); off:
    /// they keep the primary box's insets (3 at the sides, 4 at the bottom, 2 or none at the top), except a macOS 26
    /// box whose content view fills it entirely.
    case boxesWithoutInsetBorder
    /// A primary NSBox whose title sits below its top border (`titlePosition="belowTop"`, NSBox.TitlePosition's
    /// `belowTop`: "Title positioned below the box's top border") draws that border 2 points below its frame's top,
    /// as a box without a title, and Auto Layout places the border (``AppKitBoxInsets``). Evidence is one project's
    /// stored frames: Attabench's four borderless boxes of tools version 13189, each stored 6 points taller than its
    /// constraints give, 2 above their top and 4 below their bottom (no other set holds a constrained box titled below
    /// its top); off: a titled box's top inset is none, its title on the frame's top edge.
    case boxTitlesBelowTopBorder

    /// An AppKit view shown on its own (a document's top-level view or a view controller's view) in a document
    /// of Xcode 12 to 25 also has the 52-point title bar of ``appKitTitleBarXcode26`` above its safe area: the safe
    /// area came with macOS 11 (`NSView.safeAreaInsets`, "not covered by the window's title bar") and Xcode 12;
    /// off: only documents of Xcode 26 get it.
    case appKitTitleBarXcode12
    /// An NSStackView aligned at an edge (leading, trailing, top, bottom) or its centre keeps its views inside it
    /// (required) and pulls each to that edge or centre at its hugging priority across its axis
    /// (`NSStackView.setHuggingPriority(_:for:)`, "to minimize its size to fit its contained views"), so a document's
    /// own constraint or a view's compression resistance can hold a view off it; off: every view's edge or centre is on
    /// the stack's (required), as in UIStackView.
    case appKitStackAlignmentHugs
    /// An NSStackView of the `fillEqually` distribution keeps its views' sizes along its axis equal "as much as
    /// possible" (NSStackView.Distribution.fillEqually), at priority 749: a view whose content holds it at its size
    /// (hugging or compression resistance 750) keeps it and the others share the rest equally, a low-hugging view
    /// (250) is widened to its neighbours' size (`StackViewConstraints.swift`); off: equal sizes are required, as in
    /// UIStackView, and the stack breaks them only where they cannot hold.
    case appKitFillEquallyPreference
    /// The only view an NSStackView of the `equalSpacing` or `equalCentering` distribution arranges keeps its own size
    /// along the axis and sits in the stack's middle, the slack split before and after it (NSStackView pads these
    /// distributions' spacing evenly; Rectangle, Mastonaut, toggldesktop, sphinx-mac and Boop store it,
    /// `AppKitLoneSpacedViews.swift`); off: its edges are on the stack's edges, stretching it, as with two views or more.
    case appKitLoneSpacedViewsCentred
    /// A regular pop-up button (rounded bezel, bordered) of macOS 10.15's design (documents before Xcode 12, tools
    /// versions below 17000) stored with the older 26-point frame draws the same 21-point bezel as in a 25-point
    /// frame, 2 points below its frame's top instead of 1 (MongoHub's, autopkgr's and cocoa-rest-client's pop-ups
    /// pinned at their tops or a label's baseline, MacDown's pinned below a field: each stored a point higher than a
    /// 1-point inset puts it; the 26-point pop-ups of Xcode 12 and later keep macOS 11's insets); off: a point above
    /// and 3 below its bezel, as in a 25-point frame.
    case tallClassicPopUpInsets
    /// A regular textured rounded button of macOS 10.15's design (documents before Xcode 12, tools versions below
    /// 17000) draws its 22-point bezel across its frame's whole width, a point above the bottom of its 23-point frame,
    /// or a point below the top and 2 above the bottom of the 25-point frame of older documents
    /// (``AppKitAlignment/insets(of:lookup:bigSur:)``): GrandPerspective's 23-point buttons pinned 20 points above
    /// their window's bottom and 8 apart, MongoHub's 25-point buttons sized 118 × 22 by their constraints in
    /// 118 × 25 frames, autopkgr's pinned 20 below its view's top; off: none above, 1 at the sides and 2 below, as
    /// macOS 11's bezel but for its point at the top.
    case classicTexturedButtonInsets
    /// A regular bordered combo box of macOS 13's design (documents from tools version 21500: Xcode 14.1, the first with
    /// the macOS 13 SDK) stored with its 23-point frame draws its field a point in from the frame's leading side and
    /// top, 3 from its trailing side (past its arrow button) and 2 above its bottom, the frame 4 points wider and 3
    /// taller than its alignment rect (gureum's 160 × 20 combo box stored 164 × 23, ViennaRSS's 48 points wide stored 52
    /// pinned at its trailing side, Subler's pinned at its leading side a point right of its frame; of Xcode 14.1 and
    /// 14.3, appcenter's (21701) pinned at its trailing side a point left of its view, notenik's (21507) 247 points wide
    /// in 251-point frames; earlier documents' 25-point frames, Textual's and GPG Keychain's, are 3 points wider than
    /// their width constraints); off: the earlier design's 2, 0, 4 and 3.
    case venturaComboBoxInsets
    /// A regular bordered combo box of the macOS 26 design (Xcode 26 documents, tools versions 24000 to 29999) stored
    /// with its 24-point frame fills that frame: IB stores it at the width its constraints give its alignment rect
    /// (SafeExamBrowser's seb-mac, 24765: combo boxes 57 wide by a width constraint of 57; xjbeta's Aria2D, 24127: 70
    /// and 130 by constraints of 70 and 130; openvanilla's McBopomofo, 24765: 217 by a constraint of 217;
    /// nimble-commander, 24412, pinned at both sides), where the earlier design's 3 points past its trailing side made
    /// it 3 points wider. Combo boxes of Xcode 26 documents that keep an earlier frame height (23, 25 or 26 points)
    /// keep that design's insets. Off: the earlier design's 2, 0, 4 and 3.
    case flatComboBoxesXcode26
    /// A regular bordered recessed button or pop-up button (NSBezelStyle.recessed) in its 19-point frame draws an
    /// 18-point bezel from the frame's top, a point above its bottom, like the round-rect bezel: Clocker's buttons
    /// (tools version 17701) sized 18 points tall by their constraints and centred in a bar, NetNewsWire's pop-up
    /// (23504) 18 points tall pinned 3 below its view's top, ViennaRSS's button (22154) as tall as an 18-point
    /// neighbour, Flashlight's (6250) on a label's baseline, each stored a point lower and taller than its alignment
    /// rect; off: the bezel fills the frame.
    case recessedButtonInsets
    /// A small bordered recessed button (NSBezelStyle.recessed, NSControl.ControlSize.small) in its 17-point frame
    /// draws a 16-point bezel from the frame's top, a point above its bottom, like the regular one
    /// (``recessedButtonInsets``): MasterAPI's filter buttons (tools version 15505) sized 16 tall by their constraints,
    /// SubEthaEdit's (15702) pinned 8 points above their view's bottom at y = 7, Nimble Commander's (23504) centred on a
    /// 22-point field at y = 376 (a bezel filling the frame would give 376.5), each stored a point lower and taller than
    /// its alignment rect; off: the bezel fills the frame.
    case smallRecessedButtonInsets
    /// A bordered segmented control of the textured square style (NSSegmentedControl.Style.texturedSquare) draws its
    /// segments a point in from either side of its frame, a point below its top and 2 above its bottom: Textual's
    /// 154-point control sized 152 wide and centred in a bar, stored half a point lower than centred, Mastonaut's
    /// row of 42-point controls in a stack, the first at x = -1 and each 6 points from the next for 8 between their
    /// segments, Sequel-Ace's 232 × 28 control sized 230 × 25 and pinned 10 points above its view's bottom at y = 8,
    /// MongoHub's 639 × 25 control sized 22 tall and pinned below its view's top; off: 2 at either side and 1 above
    /// and below, as the other bordered styles.
    case texturedSquareSegmentInsets
    /// A bordered segmented control of the small square style (`style="smallSquare"`) draws its segments across the
    /// whole width of its frame, a point below its top and above its bottom, as the small square button does
    /// (``AppKitControlInsets/smallSquareSegments``): stored frames of five projects pin such a control's frame edges
    /// where its constraints put its sides: CocoaSplit's (tools versions 14109, 15505; regular and mini) and Stringz's
    /// (21507) pinned to their views' leading sides at x = 0, one of them also sized 88 wide in an 88-point frame,
    /// Maria's (11762) sized 63 wide in a 63-point frame and 20 tall in a 22-point one, TorChat's small one (11198) and
    /// iRASPA's (18122) pinned to their views' leading sides at x = 0. Off: 2 points in from either side, as the other
    /// bordered styles.
    case smallSquareSegmentInsets
    /// A bordered regular button of the textured square bezel style (`bezelStyle="texturedSquare"`) draws its bezel a
    /// point in from either side of its frame and from its top, 2 above its bottom, as the textured square segmented
    /// control does (``AppKitControlInsets/texturedSquareButton(cell:size:rules:)``): stored frames of three projects
    /// show it, each frame a point wider on either side, a point taller above and 2 below than its constraints give:
    /// DanDanPlayForMac's (tools version 14313) 88 x 33, 102 x 43 and 72 x 25 buttons, fogusbogus' MacApp's (15400)
    /// 66 x 67 buttons, eduvpn's (21507) 36 x 37 image button. Off: the frame is the alignment rect.
    case texturedSquareButtonInsets
    /// A bordered pop-up button of the small square (gradient) bezel style draws the small square button's bezel a
    /// point in from its frame's top and bottom, in the macOS 26 design too: MongoHub's 23-point pop-up (6751) sized 21
    /// tall beside its +/- buttons, uPic's two 22-point pop-ups (24127) sized 20 tall in a 20-point stack, Sequel-Ace's
    /// small 26-point pop-up (24765) sized 24 tall, each stored 2 points taller than its constraints and a point below
    /// them; off: the bezel fills the frame, as for other pop-ups without a rounded bezel.
    case smallSquarePopUpInsets
    /// A small help button in its 18 × 19 frame draws its round bezel a point in from the frame's leading side and 2
    /// points above its bottom, none at its top and trailing side
    /// (``AppKitControlInsets/smallHelpButton(_:cell:size:rules:)``): HandBrake's help buttons (tools versions 18121,
    /// 23727, 24506) pinned 20 points from their views' leading sides at x = 19 and 18 or 20 points above their
    /// bottoms at y = 16 or 18, iina's (23090) 4 points after a label and WWDC's (23504) after a label in a stack, each
    /// stored 2 points left of where a 3-point leading inset puts it; off: the regular help button's 3 points at the
    /// leading side, 4 at the bottom, 1 at the top and 2 at the trailing side.
    case smallHelpButtonInsets
    /// A small check box without a title that IB drew with macOS 11's controls draws its glyph 2 points below its
    /// frame's top and above its bottom and a point in from either side
    /// (``AppKitControlInsets/glyphOnlySmallCheckBox(cell:size:bigSur:rules:)``): HandBrake's 14 × 16 check boxes in
    /// table cells (23727, 24506) pinned a point below the cell's top, their frames' tops a point above it,
    /// Quicksilver's (23727) pinned 9 points below a check box, its frame's top 7 below that one's glyph, Subler's
    /// (24127) pinned at their views' tops and sides, their frames 2 points above and a point left of those edges;
    /// off: a titled small check box's point at its top, bottom and leading side, none at its trailing side.
    case glyphOnlySmallCheckBoxInsets
    /// A regular radio button with a title that IB drew with macOS 10.15's controls or earlier draws a 16-point glyph a
    /// point below its 18-point frame's top, above its bottom and in from its leading side, and ends its title 2 points
    /// before its trailing side (``AppKitControlInsets/classicRadioButton(cell:size:bigSur:rules:)``):
    /// arcgis-runtime-samples' (tools version 14313) pinned 20 points from their view's leading and trailing sides at x =
    /// 19 in 163-point frames, 6 points apart in rows 22 points apart, the last 20 above the view's bottom at y = 19, and
    /// 24 points tall by constraints in 26-point frames; Fluor's (16096) and toggl's (17156, its frames those of macOS
    /// 10.15) in stacks, 16 points of glyph per row, toggl's at x = -1 in a leading stack; SwiftDefaultApps' image-only
    /// one (11762) 24 × 24 by constraints in a 27 × 26 frame; off: the check box's 2 points on every side.
    case classicRadioButtonInsets
    /// A pop-up button drawn without a border (no `borderStyle` in its cell) starts its title or image 5 points in
    /// from its frame's leading side (``AppKitControlInsets/borderlessPopUp``), a pull-down in the macOS 26 design too:
    /// beagle-im's pull-downs (tools versions 21225, 21507) pinned at the leading side of a table cell at x = -5 or
    /// stored 5 points wider than their width constraints, SourceCodeSyntaxHighlight's pop-up and pull-down (18122,
    /// 19455) in stacks, 5 points left of the stacks' spacing, Xit's pull-down (24506) 25 wide by its constraint in a
    /// 30-point frame at x = -5; only with macOS 11's controls or later: LiveReload's (10116), shiphub-cocoa's
    /// (13196), horos' (14313) and CocoaSplit's (14490) borderless pop-ups sit on the alignment rect their
    /// constraints give; off: the frame is the alignment rect (its bottom a point below for the round-rect style), as
    /// for other pop-ups without a bezel.
    case borderlessPopUpInsets
    /// A regular bordered segmented control of the rounded style that IB drew with macOS 10.15's controls or earlier
    /// ends its segments 2 points above its 24-point frame's bottom, a point below its top
    /// (``AppKitControlInsets/classicRoundedSegments``): arcgis-runtime-samples' controls (tools versions 11201 to
    /// 14460) pinned above their views' bottoms or in stacks, toggl's (17156, its frames those of macOS 10.15) inside a
    /// box pinned a point in from its segments, the box's bottom 3 points above the frame's, Fluor's (16096) filling
    /// the height of 21-point stacks, stored 1 point above and 2 below them; off: a point at the top and bottom, as
    /// the other bordered styles and macOS 11's.
    case classicRoundedSegmentInsets
    /// The small bordered pop-up button of macOS 10.15 and earlier ends its bezel 3 points above its 22-point frame's
    /// bottom, a point below its top (an 18-point bezel): MongoHub's (tools version 6751) pinned 6 points above its
    /// view's bottom at y = 3, MacDown's (12121) 9 points below another small pop-up, TableTool's (13122) centred on
    /// its label, GPG Keychain's (15705) 8 points above a check box, each stored a point lower than a 4-point bottom
    /// inset puts it; off: 4 points, as macOS 11's small pop-up.
    case classicSmallPopUpBottomInset
    /// The small bordered push button of macOS 10.15 and earlier ends its bezel 6 points above its frame's bottom, 4
    /// below its top (``AppKitControlInsets/classicSmallPushButton(cell:size:bigSur:height:rules:)``): 28-point buttons pinned
    /// above their views' bottoms, stored 6 points lower than the constraints' constant: Scroll-Reverser's (tools
    /// version 7702) 5 points above at y = -1, Subler's (14295) 8 above at y = 2, autopkgr's (10117) 44 above at y =
    /// 38, ImageOptim's (11201) 15 above at y = 9; off: 7, as macOS 11's small push button.
    case classicSmallPushButtonBottomInset
    /// The small bordered push button of macOS 10.15 and earlier in a 27-point frame, a point shorter than the usual
    /// 28, draws the same 18-point bezel 6 points above the frame's bottom, so 3 below its top
    /// (``AppKitControlInsets/classicSmallPushButton(cell:size:bigSur:height:rules:)``): Mac Linux USB Loader's (tools
    /// version 14460) pinned 14 points below its view's top, its frame's top 3 above that, GPG Keychain's (15705) 8
    /// below a view's bottom, Quicksilver's (15705) 33 below a view with a check box 8 below it, colloquy's pair
    /// (14460) 8 below a view and 20 above their view's bottom at y = 14, each stored a point lower than a 4-point top
    /// inset puts it (the Xamarin samples' (14313) too); off: 4, as in the 28-point frame.
    case shortClassicSmallPushButtonTopInset
    /// An NSStackView that detaches its hidden views leaves each at its top-leading corner by its alignment rect,
    /// not its frame: hidden labels stored 2 points left of the stack (a label's inset) in Mastonaut (tools version
    /// 22146), GitUp (24765) and toggl (14490, 16097), push buttons 6 and 7 points left (Mastonaut's of 14868, 4
    /// points above the stack's top; gureum's of 22154), Mastonaut's check box 2 left and 1 above; off: the frame's
    /// top-leading corner, as ``detachedHiddenViews`` alone.
    case detachedHiddenAlignmentRects
    /// A regular stepper in the 27-point frame of a document from tools version 11000 on draws its arrows 2 points
    /// below the frame's top and 2 above its bottom (``AppKitStepperInsets``): Core-Data-Editor's (11542) making a
    /// top-aligned stack 23 points tall beside a 22-point field, MacDown's (12118) pinned 9 points below another
    /// stepper, stored a point lower than a 3-point bottom inset puts it, arcgis-runtime-samples' (14313) in
    /// bottom-placed grid rows, their frames' bottoms 2 points below their 22-point fields'; the Xamarin samples'
    /// (9532), 22 points tall by their constraints in 27-point frames, keep 3; off: 3 at the bottom.
    case classicStepperInsets
    /// A regular stepper in the 28-point frame of macOS 11's controls draws its arrows 4 points below the frame's top
    /// and 4 above its bottom (``AppKitStepperInsets``): transmission's (tools version 20037) pinned 4 points below a
    /// field, centred on a check box and 6 points above a separator, MacPass's (21701) in its settings grid's rows
    /// of 21-point fields no taller than them, and centred on a 22-point field (19455), Quicksilver's (23727) and
    /// MacPass's centred on 21-point fields half a point off; off: 3 above and below.
    case bigSurStepperInsets
    /// An AppKit switch (NSSwitch) of a document of tools versions 23500 to 23999 reports both baselines half its
    /// alignment rect's height plus 2 points below its top, rounded up (``AppKitSwitchBaselines``): WWDC's (23504)
    /// in baseline-aligned stacks, level with 16-point labels whose baselines are 13 points below the tops of their
    /// 22-point alignment rects, SourceCodeSyntaxHighlight's (23727) in a first-baseline stack of fields and labels,
    /// AgoraIO's API examples' (23504) in 26- and 31-point frames with labels pinned to their baselines 14 and 16
    /// below their tops; earlier documents' (iina's, 23094, and AgoraIO's, 21701: 16 below) are not modelled; off: at
    /// the alignment rect's bottom, as a view without text.
    case switchBaselines
    /// A borderless image-only button showing an SF Symbol (`catalog="system"`) not in the measured table aligns the
    /// symbol's 9-point glyph as an image view does (``LayoutRule/symbolImageViewsByHeight``): its frame reaches the
    /// rest of the image's recorded height beyond its alignment rect, half above and half below, the odd point above
    /// (``AppKitAlignment/symbolImageInsets(of:element:cell:lookup:)``): Aerial's 48-point `opticaldiscdrive` button
    /// (recorded 13 points tall) in a 52-point frame, SourceCodeSyntaxHighlight's `folder.fill` buttons (14) 3 points
    /// above and 2 below their glyphs, beagle-im's 20-point `phone.fill` button (14) in a 25-point frame; off: a
    /// symbol recorded 15 points tall has 3 above and below, others none.
    case symbolButtonsByHeight
    /// A regular bar progress indicator in a 20-point frame of a document of Xcode 26's release builds (tools versions
    /// 24400 to 29999) draws the macOS 26 design's bar filling its frame, no longer a point in from its top and
    /// bottom: xcode-dev-cleaner's (24412) pinned 8 points below a label and 20 above its view's bottom in a 20-point
    /// frame, McBopomofo's (24412) 7 below a label, microblog's (24506) 20 tall by its constraint and 8 below a label,
    /// GitUp's (24765) in a stack; the betas' (Subler's, 24127) and other heights (HandBrake's 23-point bars, 24506)
    /// keep the point; off: a point above and below, as the earlier design.
    case flatProgressBars
    /// A regular capacity level indicator (NSLevelIndicator of the continuous or discrete capacity style) draws its
    /// 16-point bar at the top of its 18-point frame, 2 points above the frame's bottom
    /// (``AppKitControlInsets/capacityLevelIndicator``): Clock Signal's 16 x 18 indicators square by a width = height
    /// constraint and 8 apart, MacPass's pinned 8 above a box, JamfMigrator's 16 tall by their constraints in 18-point
    /// frames, iina-plus's in a grid row; off: the bar fills the frame, as a rating or relevancy indicator's.
    case capacityLevelIndicatorInsets
    /// A small rounded segmented control draws its segments a point below its frame's top and 2 points above its
    /// bottom, 2 in from either side (``AppKitControlInsets/smallRoundedSegments``), in macOS 10.15's 20-point frame
    /// and the 21-point one of later designs: iina's 21-point controls sized like a sibling or pinned above views,
    /// TableTool's 20-point ones sized like a pop-up and pinned 8 above their view's bottom, HandBrake's small check
    /// box and Fluor's bar centred on them; off: a point in from the top and the bottom, as a regular one of macOS 11.
    case smallRoundedSegmentInsets
    /// A small horizontal linear slider that IB drew with macOS 10.15's controls or earlier reaches its frame's sides,
    /// 2 points in from its top and bottom (``AppKitControlInsets/classicSmallSlider``): horos' small sliders (tools
    /// versions 13771 to 14460) pinned at both sides of their superview at x = 0, as wide as it, CocoaSplit's (14490,
    /// 15505) stored as wide as the views whose sides they share, Soduto's (11762) 80 wide by its width constraint in
    /// an 80-point frame; off: 2 points in from either side, as macOS 11's.
    case classicSmallSliderSideInsets
    /// A regular horizontal linear slider with tick marks below its track that IB drew with macOS 10.15's controls or
    /// earlier draws its track and knob 2 points in from its frame's top and sides and its tick marks a point above the
    /// frame's bottom, in a 25-point frame (``AppKitControlInsets/classicTickedSlider``): Mousecape's (tools version
    /// 6205) slider pinned 16 above its view's bottom stored at y = 15, ImageOptim's (13770) three sliders of height 22
    /// in 25-point frames, Karabiner's (11542) slider centred on a label with a view pinned 5 below it; off: 6 points
    /// above the bottom, as macOS 11's ticked slider in its 28-point frame.
    case classicTickedSliderInsets
    /// A small horizontal linear slider with tick marks below its track that IB drew with macOS 10.15's controls or
    /// earlier fills its 18-point frame: no inset at its top or bottom, none at its sides
    /// (``AppKitControlInsets/classicSmallTickedSlider``). iina's speed and delay sliders (tools versions 11762 to
    /// 16097) stored with their tops on the bottoms of the labels pinned above them and 236 wide by a width constraint
    /// of 236, horos' VR sliders (13771, 14460) and CocoaSplit's (15505) three placing the labels, steppers and
    /// matrices pinned to or centred on them; off: 2 points in from the top and the bottom, as a small slider without
    /// tick marks (``classicSmallSliderSideInsets``).
    case classicSmallTickedSliderInsets
    /// The mini bordered push button draws its bezel in nearly all of its 16-point frame
    /// (``AppKitControlInsets/miniPushButton(cell:size:bigSur:rules:)``): with macOS 10.15's controls or earlier a
    /// point in from either side and above its bottom, none below its top; with macOS 11's, 2 points in from every
    /// side. Frames stored 2 (or 4) points wider than their width constraints and 1 (or 2) points outside their
    /// pinned alignment edges: horos' (tools versions 4514 to 14313) 73-point Save and Cancel buttons of width >= 71,
    /// 62-point Reset of width >= 60, 58-point Current buttons 16 points in from a box, CocoaSplit's (14460) Add
    /// button centred in its view and pinned 20 from its side, GPG Keychain's (15705) 66-point Change button 8 after
    /// its label (still 2 points off by its baseline); HandBrake's (22154) 54-point Crop button of width >= 50 and its
    /// Live Preview button, both 12 above their view's bottom at y = 10, Quicksilver's (23504) 70-point Defaults button
    /// of width >= 66 (a point off: its 16-point frame has a 13-point height constraint); off: the regular push
    /// button's (4, 6, 7, 6) of macOS 10.15, whatever the system.
    case miniPushButtonInsets
    /// A bordered bevel button of the regular square style (`bezelStyle="regularSquare"` with a border) that IB drew
    /// with macOS 10.15's controls or earlier draws its bezel 2 points in from either side of its frame and from its
    /// top, 3 above its bottom (``AppKitControlInsets/classicBevelButton(cell:bigSur:rules:)``). Stored frames 4
    /// points wider and 5 taller than their width and height constraints, every such button of the twenty-one
    /// tuning sets with one (87 widths, 33 heights, tools versions 10116 to 15400): horos' (13771, 14313) 32 x 34
    /// viewer buttons of width 28, toggldesktop's (14460) 144 x 29 Log in button of 140 x 24, Couch-Slouch's (4504)
    /// 48 x 48 arrow buttons of 44 x 43 pinned 20 below their window's top at 18, BeeFun-for-Mac's (14460, 15400)
    /// 91 x 30 Languages button of 87 x 25; Xcode 26 documents (Mos, mac-mouse-fix, 24127 and up) store them at their
    /// constraints' size (the macOS 26 design, already without insets); off: the frame is the alignment rect.
    case classicBevelButtonInsets
    /// A bordered bevel button of the regular square style that IB drew with macOS 11's controls (Xcode 12 to 16,
    /// tools versions 17000 up to the macOS 26 design) draws its bezel 3 points in from either side of its frame and
    /// from its top, 4 above its bottom (``AppKitControlInsets/classicBevelButton(cell:bigSur:rules:)``): stored
    /// frames 6 points wider and 7 taller than their constraints. kju's (19455) 41 x 19 regular and small image
    /// buttons of width 35 and height 12, pinned 19 points from their view's leading side and 8 above its bottom at
    /// (16, 4); unboundbible-mac's (22155) 38 x 37 button, 6 and 7 points larger than where its constraints place
    /// its bezel; DSFToolbar's (21507) 116 x 23 button 3 points left of and 4 below its bezel's place;
    /// SDWebImage's (23094) 58 x 33 button of height 26, 4 below. Off: the frame is the alignment rect.
    case bigSurBevelButtonInsets
    /// A bordered pop-up button of the regular square (bevel) style that IB drew with macOS 11's controls (Xcode 12 to
    /// 16) ends its bezel 4 points above its frame's bottom, as the bevel button of those controls
    /// (``bigSurBevelButtonInsets``), where earlier ones end it 3 above: kju's (19455) 41 x 19 pop-up sharing its top
    /// and bottom with a 12-point bevel button is stored at that button's frame, (61, 4); duckduckgo's (22505, 23504)
    /// 37-point pop-ups pinned 8 below their views' tops and nimble-commander's (23094) 27- and 28-point ones pinned to
    /// a button's top and bottom or 20 above their view's bottom are stored a point lower and taller than 3 points of
    /// bottom inset put them. Off: 3 points in from every side, whatever the system.
    case bigSurBevelPopUpInsets
    /// A regular bordered segmented control of the textured square style that IB drew with macOS 10.15's controls or
    /// earlier reaches its frame's sides, its segments a point below the top of its 25-point frame and 2 above its
    /// bottom (``AppKitControlInsets/drawsClassicTexturedSquareSegments(size:bigSur:rules:)``): arcgis-runtime-samples'
    /// (tools versions 11201, 12121) pinned 10 and 20 points from their views' leading sides at x = 10 and 20,
    /// Karabiner's (11542) 40 after a button, Mousecape's (6205) 4 and 8 after labels, horos' (10116) 22 after a
    /// pop-up button, each stored a point right of where a point of side inset puts it; MongoHub's (7531), centred,
    /// keeps its place; off: a point in from either side, as macOS 11's (``texturedSquareSegmentInsets``).
    case classicTexturedSquareSegmentSides
    /// The regular help button of macOS 10.15 and earlier draws its round bezel 2 points in from either side of its
    /// 25-point frame, a point below its top and 3 above its bottom
    /// (``AppKitControlInsets/classicHelpButton(cell:size:bigSur:tools:rules:)``): shiphub's (tools versions 13529,
    /// 13771) pinned 20 points from their views' leading sides and bottoms at (18, 17), ImageOptim's (13770) 8 above
    /// its view's bottom at y = 5, Buildasaur's (10117) in stacks at x = -2; colloquy's (14460) pinned 20 from its
    /// view's side at x = 18 agrees at the side (its y = 16 does not); off: 3 in from the leading side and 4 above the
    /// bottom, as macOS 11's.
    case classicHelpButtonInsets
    /// The regular help button that Xcode 10 and 11 (tools versions 14000 and up, macOS 10.14's and 10.15's SDKs) drew
    /// with macOS 10.15's controls or earlier starts its 21-point round bezel at its 25-point frame's top and ends it 4
    /// points above its bottom, 2 in from either side
    /// (``AppKitControlInsets/classicHelpButton(cell:size:bigSur:tools:rules:)``): DeaDBeeF's (15400) pinned 16 below
    /// its view's top and sized 21 × 21 by constraints is stored with its frame's top on the constraint (y = 45 in an
    /// 86-point view), its centred one of 16096 2 points below its label's centre; OmniGroup's (14460) pinned to a push
    /// button's top is stored with its top on the button's, its 21-point-high one of 14269 between a matrix's top and a
    /// button's bottom 4 points above its frame's bottom; colloquy's (14460) pinned 20 above its view's bottom at y =
    /// 16 (autopkgr's of 16096, pinned 78 below its view's top, stored with its top on the constraint too, is in a tree
    /// the check leaves out). Xcode 9's keep ``classicHelpButtonInsets``' point above (shiphub's and ImageOptim's,
    /// tools versions 13529 to 13771); off: a point below the top and 3 above the bottom, as those.
    case mojaveHelpButtonInsets
    /// A bordered inline button (`bezelStyle="inline"`, NSButton's `.inline` badge style) that IB drew with macOS
    /// 10.15's controls or earlier (documents before Xcode 12) ends its 16-point bezel a point above its 17-point
    /// frame's bottom (``AppKitControlInsets/classicInlineButton(cell:bigSur:rules:)``). Stored frames of five projects
    /// show it: Manage-Conky's (tools version 14460) column of inline buttons pinned 8 points below one another is
    /// stored 9 apart, frame to frame; macmade's Console (14313) one pinned 13 below and 12 above a 41-point bar is 17
    /// tall at y = 11; maibou8888's ECMacDemo_OC (12120) one pinned a point inside a 20-point view is 19 tall at y = 0;
    /// seaglass' (14490) ones of height 16 and shiphub-cocoa's (13196) of placeholder height 16 are stored 17 tall.
    /// Off: the frame is the alignment rect, as for other buttons of no bezel inset.
    case classicInlineButtonInsets
    /// The round-rect push button (`type="roundRect"`, `bezelStyle="roundedRect"`) that Xcode 10 and later (tools
    /// versions 14000 and up, macOS 10.14's SDK on) drew in a frame other than its intrinsic height (19 points regular,
    /// 17 small, 15 mini) stretches its bezel over the whole frame: its alignment rect is its frame
    /// (``AppKitControlInsets/mojaveRoundRectButton(cell:size:height:tools:rules:)``). Stored frames of eight projects
    /// show it: Mos's six (tools version 24127), NetNewsWire's (24506), Sequel-Ace's (24765) and toggl's three 24-point
    /// ones (17701) are stored exactly as tall as their height constraints; Yomu's (14113, 14313), pinned 20 below and
    /// 10 above their views' edges, 32 tall on both constraints; safedrive's three 15-point small ones (14313), centred
    /// on a row, and keyman's 11-point mini one (32700), an arranged view of a stack, where their frames' centres and
    /// edges put them. Earlier documents keep the bezel's point above the frame's bottom at any height: MongoHub's
    /// (6751), JSONExport's (11201), macOS-dev-basic's (12121) and jmc's small one (13770) are stored a point taller
    /// than their height constraints; so do buttons at their intrinsic height in later documents (Cakebrew's, iina's,
    /// Aerial's and Sequel-Ace's 19-point ones pinned above their views' bottoms). Off: a point of bottom inset at
    /// every height.
    case mojaveRoundRectButtonInsets

    // MARK: Interface Builder

    /// A UIKit view whose constraints solve to a negative width or height is stored zero wide or high at the
    /// origin they give it (``IBRect/withoutNegativeSize()``; nine projects); off: the negative size.
    case negativeSizesStoredAsZero
    /// A view no constraint mentions that does not translate its mask keeps its stored frame (IB's
    /// prototyping constraints); off: it is left to the solver.
    case automaticConstraints
    /// Placeholder constraints ("Remove at build time") apply, as IB lays its canvas out with them; off: they are
    /// left out, as in the built nib.
    case placeholderConstraints
    /// A multiplier scales positions measured in the bounds of the constraint's items' nearest common ancestor (a
    /// view's `centerY` at 0.85 × its superview's `centerY` sits at 0.85 of half the superview's height, wherever the
    /// superview is), as Auto Layout relates every item in that ancestor's coordinates
    /// (``LayoutSession/ancestorOriginTerm(_:_:attribute:multiplier:)``); off: in the root's coordinates, which
    /// scales the ancestor's offset from the root too.
    case multipliersInCommonAncestor
    /// A UIKit image view showing an SF Symbol drawn in a circle (a `circle` symbol, safari, globe) has its frame half a
    /// point inside its alignment rect at the top and bottom, as stored frames of Loop, OnionBrowser, threema,
    /// Provenance, Pyto and NetNewsWire show (``ViewTraits/circledSymbolInsets(of:lookup:)``); off: its frame is its
    /// alignment rect.
    case uiKitCircledSymbolInsets
    /// A table cell's content view that sets layout margins of its own and preserves its superview's
    /// (`preservesSuperviewLayoutMargins`) keeps on each side the larger of its own margins and its cell's, as Apple
    /// documents the property ("the superview's margins are also considered when laying out content";
    /// ``ViewTraits/preservedCellMargins(_:of:lookup:)``); off: its own margins alone.
    case preservedCellMarginsOverOwn
    /// A UIKit image view showing the plain `checkmark` SF Symbol has its frame 2 points inside its alignment rect at
    /// the top and 1.5 at the bottom, whatever its size, as stored frames of Pyto, safe-ios and zotero show
    /// (``ViewTraits/glyphSymbolInsets(of:lookup:)``); off: its frame is its alignment rect.
    case uiKitCheckmarkSymbolInsets
    /// A UIKit image view showing the plain `chevron.left` or `chevron.right` SF Symbol has its frame 2 points inside
    /// its alignment rect at the top and 1.5 at the bottom, as the `checkmark` (``uiKitCheckmarkSymbolInsets``), as
    /// stored frames of element, tinode and zotero show (``ViewTraits/glyphSymbolInsets(of:lookup:)``); off: its frame
    /// is its alignment rect.
    case uiKitChevronSymbolInsets
    /// The UIKit symbol rules (``uiKitCircledSymbolInsets``, ``uiKitCheckmarkSymbolInsets``,
    /// ``uiKitChevronSymbolInsets``) read an image view's symbol in both forms IB writes: its `image` and `catalog`
    /// attributes (up to Xcode 12) or the `imageReference` element keyed `image` of Xcode 13 and later
    /// (`<imageReference key="image" catalog="system" image="checkmark" symbolScale="medium"/>`), at the default
    /// scale only (``ViewTraits/unconfiguredSystemSymbol(of:lookup:)``); off: only the attributes, and an image view
    /// naming its symbol in an `imageReference` keeps its frame as its alignment rect.
    case uiKitSymbolImageReferences
    /// A UIKit stack view without arranged views keeps its stored size where its constraints leave it free, as an
    /// intrinsic content size at its hugging and compression resistance priorities (stored frames of woocommerce-ios,
    /// JTAppleCalendar, safe-ios and habitica-ios; ``LayoutSession/emptyStackIntrinsicSize(_:)``); off: it shrinks to
    /// nothing at priority 1.
    case emptyStackViewsKeepStoredSize
    /// A UIKit view's frame has its edges on the pixel grid of the document's device, as IB stores the frames of its
    /// canvas: each edge rounded to the nearest pixel (halves up) in the root's coordinates, a superview before its
    /// subviews, so a subview's frame is its rounded edges less its superview's rounded origin
    /// (``PixelAlignedFrames``; Apple's backing-aligned rects, `NSAlignAllEdgesNearest`). Half points on 2x canvases
    /// (iPads, 2x iPhones, Apple TV, a document naming no device) and thirds on 3x iPhones, as the stored frames of
    /// every set show; a view its autoresizing mask places keeps its unrounded frame. Frames reproduced exactly (within
    /// a hundredth of a point) rise by 3,796 views (5 lost) over the corpus and thirteen tuning sets; within the half
    /// point, by 45. Off: unrounded frames.
    case devicePixelFrames
    /// Before Xcode 8 (tools versions below 11000), IB laid a table cell's content out at the cell's size in its table
    /// (the table's width × the row's height less the separator's point; a xib's cell, its own stored size less that
    /// point) while it kept the stale rect the cell's content view was created with (320 × 43, or none), as stored
    /// frames of ResearchKit's AppCore, shinobicontrols' iOS8-day-by-day, Flycut's MGSwipeTableCell demo, QuickBlox,
    /// Yep and RxSwift show (``StaleCellContentSize``); the content view keeps its stored frame. Off: the subviews are
    /// laid out in the content view's stored rect.
    case staleCellContentBeforeXcode8
    /// A table cell on a xib's own canvas whose content view IB stored at the cell's full size (no point less for a
    /// separator) is not stale: its subviews were laid out in that stored rect, which
    /// ``LayoutRule/staleCellContentBeforeXcode8`` then leaves alone (``StaleCellContentSize/layoutFrame(of:lookup:)``);
    /// off: they are laid out in the cell's size less the separator's point, as any xib cell of those versions.
    case fullSizeXibCellContent
    /// A cell of an inset grouped table that IB stored at the table's full width (x 0) had its content laid out in
    /// the inset width UIKit gives it (`UITableView.Style.insetGrouped`): the content view's stored width less the
    /// cells' side margin for the table's width at both sides, as passforios' and ONLYOFFICE's cells store
    /// (``StaleCellContentSize/insetGroupedLayoutFrame(of:lookup:)``); the content view keeps its stored frame.
    /// Off: the subviews are laid out in the content view's stored full-width rect.
    case insetGroupedFullWidthCells
    /// tvOS tables draw no separators (UIKit's headers mark `UITableView.separatorStyle` and `separatorColor`
    /// unavailable on tvOS), so a tvOS cell's content view takes the whole row: in documents before Xcode 8 the
    /// size ``LayoutRule/staleCellContentBeforeXcode8`` lays a tvOS cell's subviews out in is the table's width ×
    /// the row's height (a xib's cell, its own stored size) with no separator's point taken off. Stored frames of
    /// OpenStack's summit app (a tvOS storyboard of tools version 10117: 64-point image views 8 points from the top
    /// and bottom of 80-point rows) and
    /// GrandCentralBoard (tvOS xibs of Xcode 7.2, tools version 10116: 640 × 120 cells whose content views
    /// are stored 640 × 120, labels pinned to their bottom) show it. Off: a point is taken off for the separator
    /// on tvOS as on iOS.
    case tvOSCellsWithoutSeparators

    /// Orders rules by their declaration (the order the benchmark lists them in).
    package static func < (lhs: LayoutRule, rhs: LayoutRule) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The set of rules a layout applies: all by default.
package struct LayoutRules: Sendable, Hashable {
    /// The rules switched on.
    package var enabled: Set<LayoutRule>

    /// Every rule on.
    package static let all = LayoutRules(enabled: Set(LayoutRule.allCases))

    /// A set of rules.
    package init(enabled: Set<LayoutRule>) { self.enabled = enabled }

    /// Every rule on but one.
    package static func all(except rule: LayoutRule) -> LayoutRules {
        var rules = all
        rules.enabled.remove(rule)
        return rules
    }

    /// Whether a rule is on.
    package func contains(_ rule: LayoutRule) -> Bool { enabled.contains(rule) }
}
