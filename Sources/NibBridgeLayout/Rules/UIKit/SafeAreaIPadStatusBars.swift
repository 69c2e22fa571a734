/// The status bar and home indicator Interface Builder simulates on an iPad, by the Xcode version that saved
/// the document (its tools version).
///
/// An iPad with a home button (`ipad9_7`, `ipad12_9`, ...) shows a 20-point status bar; one without
/// (`ipad11`, the `...rounded` ids) a 24-point status bar and a 20-point home indicator. As on the iPhones with
/// a home button (``LayoutRule/classicStatusBarHiddenXcode11to14``), some Xcode versions draw no status bar, and
/// the stored frames keep views pinned to the safe area's or the top layout guide's top at the root's top:
/// - iPads with a home button, Xcode 11 to 14.0 (tools versions 14800 to 21599, the iPhones' bounds): edX's
///   iPad registration xib (21225: a scroll view pinned to the safe area stored at y = 0 of a 768 × 1024 root),
///   AudioKit Synth One's main storyboard (15505, a landscape 9.7-inch iPad: a 118-point panel reaching the
///   root's bottom and four of its subviews, 20 points shorter under a status bar), seafile's account xib
///   (16097.2: a 315 × 400 view stored at y = 0 of a 353 × 383 freeform controller view, 2 points lower under a
///   status bar); kharrison's six 9.7-inch iPad documents of those versions are unchanged. Xcode 13.3 and 13.4
///   (tools versions 20000 to 20999) draw the 20 points again (``LayoutRule/classicIPadStatusBarShownXcode13Point3``), as
///   they draw the 24 of iPads without a home button (Monal, ProtonVPN below): semomun's 10.5-inch iPad storyboards
///   (20037: top bars and scroll views pinned to the safe area's top stored at y = 20) and NYPL's SimplyE login
///   header xib (20037, a 309 × 220 freeform view on the 9.7-inch iPad: its header view pinned to the safe area
///   at y = 20). The documents hiding it are older (to 18122: cineaste) or newer (21225: edX).
/// - iPads without a home button, Xcode 11 to 12.4 (tools versions 14800 to 17999): ring's 12.9-inch scroll
///   views (15705 landscape and 16096 portrait: y = 0, 20 points short of the bottom), Keyman's iPad package
///   installer xib (16096: a 24-point top bar at y = 0, the panes below it), AdGuard's upsell xib (17701, a
///   10.9-inch iPad: content 24 points higher than the status bar would put it). Xcode 13.3 (20037: Monal,
///   ProtonVPN) and 14.1 (21507: Pocket Casts) store the 24 points again; no document between 17701 and 20037
///   places the bound more closely, Xcode 12.5's 18000 is taken.
///
/// From Xcode 16.3 (tools version 23727; the bound 23600 is the one of ``LayoutRule/doubledInsetsXcode26``, which
/// doubles the iPhones' insets from the same version) an iPad without a home button keeps its 24-point status bar
/// but insets the safe area's bottom by 50 points (``LayoutRule/tallIPadHomeIndicatorXcode26``). Stored frames of
/// four projects end views pinned to the safe area's bottom 50 points above the screen's bottom:
/// - TheCrazyBeautyPOS (23727, 10.9-inch iPad in landscape): a 300 × 746 panel, a divider and an 859 × 746 container
///   at y = 24 of a 1180 × 820 root, a login scroll view at y = 24, 926 tall in a 1180 × 1000 root, its home
///   storyboard's panes and tables;
/// - zotero's share extension (23727, 10.9-inch iPad in portrait): a container view at y = 24, 1106 tall in 1180;
/// - Nextcloud Talk's call xib (24765, 12.9-inch iPad in landscape): two panes at y = 24, 950 tall in 1024, and
///   its split placeholder (24127): a stack centred 11.75 above the safe area's centre, 15 points higher than a
///   20-point inset puts it;
/// - calliope's ProjectAndSensors storyboard (24412, 12.9-inch iPad in portrait): a scroll view ending at 1316 of
///   1366.
/// Xcode 16.2 (23504: SafeExamBrowser's 834 × 1210 main scene, a view 20 + 20 points above the bottom) keeps 20.
extension SafeAreaDefaults {
    static func iPadInsets(forDevice id: String, tools: Int, rules: LayoutRules) -> LayoutInsets {
        guard id.hasSuffix("rounded") || id == "ipad11" else {
            let shown = rules.contains(.classicIPadStatusBarShownXcode13Point3) && tools >= 20000 && tools < 21000
            let hidden =
                rules.contains(.classicIPadStatusBarHiddenXcode11to14) && tools >= 14800 && tools < 21600 && !shown
            return LayoutInsets(top: hidden ? 0 : 20)
        }
        let hidden = rules.contains(.roundedIPadStatusBarHiddenXcode11to12) && tools >= 14800 && tools < 18000
        let tall = rules.contains(.tallIPadHomeIndicatorXcode26) && tools >= 23600 && tools < 30000
        return LayoutInsets(top: hidden ? 0 : 24, bottom: tall ? 50 : 20)
    }
}
