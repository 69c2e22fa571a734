import NibBridgeDocument

// Storyboard roots on a sheet's canvas that are shorter than the screen by the status bar (and, from Xcode 14, by a
// sheet's 10 points more) and are no sheets: they keep the status bar (`SimulatedMetrics.statusBarKeptOffSheet`).

extension SimulatedMetrics {
    /// The status bar and home indicator of a storyboard controller's root view with `frame`, as wide as a notched
    /// iPhone's `screen` (its `device` insets have a home indicator) and shorter than the screen by exactly the status
    /// bar: the device's insets, or half of them in the documents where Xcode 26 doubles the insets; `nil` for
    /// another root (``LayoutRule/shortByStatusBarKeepsStatusBar``).
    ///
    /// Such a root, below no navigation bar, is laid out from the screen's top-left corner with these single insets
    /// instead of being drawn on a sheet's canvas: below the status bar, above the home indicator only as far as it
    /// reaches down to it (none of them does). AdguardForiOS' activity detail controllers, pushed (Xcode 13,
    /// tools version 19162, 414 × 852 on the 414 × 896 iPhone 11) store views pinned to their safe area's top 44 points
    /// down and a table to its bottom at the root's bottom edge; GoMap's display-settings controller (24506, 414 × 848
    /// on the iPhone 11, Xcode 26's doubled 96-point status bar) a navigation bar 48 points down; green_ios' settings
    /// dialog (24765, 393 × 793 on the 393 × 852 iPhone 15, doubled 118) a label and a text view 59 points down, the
    /// text view to the root's bottom. Sheets are shorter than that (the iPhone 11's 842 points of Xcode 11 to 14:
    /// element-ios', Corona-Warn-App's and arcgis-runtime-samples' roots at their safe area's top) or taller (Xcode
    /// 15's, 10 points shorter than the screen); a sheet below a navigation bar keeps its own bar
    /// (IOS-nRF-Mesh-Library's 414 × 848 sheets, ``LayoutRule/sheetNavigationBarOffsetXcode26``). The iPhones with a
    /// home button contradict it: OctoPod's 375 × 647 pushed and popover controllers (32700, iPhone 8) keep their
    /// safe area's top at y = 0.
    static func shortByStatusBarInsets(frame: IBRect, screen: LayoutSize, device: LayoutInsets) -> LayoutInsets? {
        guard device.bottom > 0, frame.width == screen.width else { return nil }
        return singleInsets(short: screen.height - frame.height, device: device)
    }
}

extension SimulatedMetrics {
    /// The status bar and home indicator of a storyboard controller's root view with `frame`, saved by Xcode 14 or
    /// later (`tools` 21000 and up), as wide as a notched iPhone's `screen` (its `device` insets have a home
    /// indicator) and shorter than the screen by the status bar and 10 points more: the device's insets, or half of
    /// them where Xcode 26 doubles the insets; `nil` for another root
    /// (``LayoutRule/statusBarAndSheetGapKeepsStatusBar``).
    ///
    /// Such a root, below no navigation bar, is laid out from the screen's top-left corner with these single insets
    /// instead of on a sheet's canvas, as ``shortByStatusBarInsets(frame:screen:device:)`` has it for roots short by
    /// the status bar alone. Stored frames of four projects: ives9999's bm (tools version 21507, 414 × 838 roots on
    /// the 414 × 896 iPhone 11 with its 48-point status bar, pushed and shown: top views pinned to the safe area's top
    /// stored 48 points down, bottom bars pinned to its bottom stored at the root's bottom edge), twilio's video app
    /// (21208, a presented 414 × 842 root on the iPhone 11 with its 44-point status bar: views pinned to the safe
    /// area's top 44 points lower than a sheet puts them), pia-foss' VPN app (24765, 375 × 752 roots on the 375 × 812
    /// iPhone X, doubled 100-point status bar: views 50 points down) and green_ios (24765, a 393 × 783 settings root
    /// on the 393 × 852 iPhone 15, doubled 118: labels and a view 59 points lower than a sheet puts them). Xcode 14's
    /// sheets are 10 points shorter than the screen (ConnectyCube's, Scandit's, ``tenPointSheetsNoHomeIndicator``);
    /// before Xcode 14 the iPhone 11's 842-point roots are its sheets (element-ios', Corona-Warn-App's and
    /// arcgis-runtime-samples' roots keep their safe area's top at 0), hence the tools bound.
    static func statusBarAndSheetGapInsets(
        frame: IBRect, screen: LayoutSize, device: LayoutInsets, tools: Int
    ) -> LayoutInsets? {
        guard tools >= 21000, device.bottom > 0, frame.width == screen.width else { return nil }
        return singleInsets(short: screen.height - frame.height - 10, device: device)
    }

    /// The insets a storyboard controller's root view on a sheet's canvas keeps when it is no sheet:
    /// ``shortByStatusBarInsets(frame:screen:device:)`` or ``statusBarAndSheetGapInsets(frame:screen:device:tools:)``,
    /// as `rules` allow; `nil` for a sheet.
    static func statusBarKeptOffSheet(
        frame: IBRect, screen: LayoutSize, device: LayoutInsets, tools: Int, rules: LayoutRules
    ) -> LayoutInsets? {
        if rules.contains(.shortByStatusBarKeepsStatusBar),
            let single = shortByStatusBarInsets(frame: frame, screen: screen, device: device)
        {
            return single
        }
        guard rules.contains(.statusBarAndSheetGapKeepsStatusBar) else { return nil }
        return statusBarAndSheetGapInsets(frame: frame, screen: screen, device: device, tools: tools)
    }

    /// The device's insets (`device`) when a root is `short` points shorter than the screen by its status bar, half
    /// of them when by half of Xcode 26's doubled status bar; `nil` otherwise.
    private static func singleInsets(short: Double, device: LayoutInsets) -> LayoutInsets? {
        guard short > 0 else { return nil }
        if short == device.top { return device }
        if short * 2 == device.top { return LayoutInsets(top: short, bottom: device.bottom / 2) }
        return nil
    }
}
