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
        let tools = AppKitAlignment.toolsVersion(of: nib)
        guard tools >= 24000, tools < 30000, nib[index].attributes["largeTitles"] != "YES",
            let frame = nib.child(of: index, named: "rect", key: "frame")
        else { return nil }
        return nib[frame].attributes["height"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
    }
}
