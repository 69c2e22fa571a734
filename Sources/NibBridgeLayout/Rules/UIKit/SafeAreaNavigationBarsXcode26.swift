import NibBridgeDocument
import NibBridgeLoader

/// The height of a navigation bar in Xcode 26 documents (``LayoutRule/navigationBarHeightXcode26``).
///
/// Interface Builder 26 draws iOS 26's navigation bar, taller than the 44-point bar of earlier versions, and
/// stores it so in a navigation controller's `navigationBar` frame: 54 points in the storyboards of five
/// projects of tools versions 24093 to 24765 (NetNewsWire, GoMap, firebase's quickstart, Nextcloud Talk,
/// Delta); NetNewsWire's inspector stores 44 in the same Xcode version. The controllers below it have the bar
/// as stored above their safe area: GoMap's upload controller, root of a navigation controller storing a
/// 54-point bar on the iPhone 11 (Xcode 26's doubled 96-point status bar), pins its views below its safe
/// area's top and stores them 150 points down. A bar that prefers large titles keeps its own height
/// (``largeTitleBarHeight(at:in:)``); a bar a controller only simulates (`simulatedTopBarMetrics`) stores
/// no frame and stays 44 points tall.
extension SimulatedMetrics.NavigationBar {
    /// The stored height of the standard `navigationBar` element at `index` of a navigation controller, in a
    /// document of Xcode 26 (tools versions 24000 to 29999); `nil` for a bar preferring large titles, one
    /// without a frame, or a document of another version.
    static func xcode26BarHeight(at index: Int, in nib: CompiledNib) -> Double? {
        guard nib[index].attributes["largeTitles"] != "YES", let frame = xcode26BarFrame(at: index, in: nib) else {
            return nil
        }
        return frame["height"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The attributes of the stored frame of the `navigationBar` element at `index`, in a document of Xcode 26
    /// (tools versions 24000 to 29999); `nil` for a bar without a frame or a document of another version.
    static func xcode26BarFrame(at index: Int, in nib: CompiledNib) -> [String: String]? {
        let tools = AppKitAlignment.toolsVersion(of: nib)
        guard tools >= 24000, tools < 30000, let frame = nib.child(of: index, named: "rect", key: "frame") else {
            return nil
        }
        return nib[frame].attributes
    }
}

/// Navigation bars on a sheet's canvas in Xcode 26 documents (``LayoutRule/sheetNavigationBarOffsetXcode26``).
///
/// Interface Builder 26 draws a navigation controller that is presented on a sheet (``LayoutRule/sheetCanvasNoStatusBar``)
/// with its bar a few points below the sheet's top edge, where iOS 26's sheet, with its larger corner radius, puts it,
/// and stores the bar's frame there: GoMap's note and location-search sheets (tools version 24765, iPhone 15) store a
/// 54-point bar at y = 16, Delta's presented settings (24128, iPhone 8) a 54-point bar at y = 16, and
/// IOS-nRF-Mesh-Library's network, settings, groups and proxy sheets (24128 and 24506, iPhone 11) 106-point
/// large-title bars at y = 20. The controllers below such a bar have their safe area's top at the bar's stored
/// bottom: GoMap's search bar and table, pinned to the safe area's top, are stored 70 points down (16 + 54), not 54;
/// nRF Mesh's views 126 points down (20 + 106), not 106, in the sheets' roots and in the controllers they push. A bar
/// stored at or below the device's status bar (`statusBar`) is a full screen's, not a sheet's, and adds nothing.
extension SimulatedMetrics.NavigationBar {
    /// The stored top (`y`) of the `navigationBar` element at `index` of a navigation controller, in a document of
    /// Xcode 26 (tools versions 24000 to 29999); `nil` for a bar without a frame or a document of another version.
    static func xcode26SheetBarTop(at index: Int, in nib: CompiledNib) -> Double? {
        xcode26BarFrame(at: index, in: nib)?["y"].flatMap(Double.init)
    }

    /// The points the bar's stored top adds above a controller's safe area on a sheet's canvas (`onSheet`): the
    /// bar's stored top when it lies above the device's `statusBar` (a sheet's bar), with
    /// ``LayoutRule/sheetNavigationBarOffsetXcode26``; else none.
    func sheetBarTop(rules: LayoutRules, onSheet: Bool, statusBar: Double) -> Double {
        guard rules.contains(.sheetNavigationBarOffsetXcode26), onSheet, !isHidden, let top = xcode26SheetBarTop,
            top > 0, top < statusBar
        else { return 0 }
        return top
    }
}
