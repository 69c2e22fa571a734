import NibBridgeDocument
import NibBridgeLoader

/// The large titles of navigation bars (``LayoutRule/largeTitleNavigationBars``).
///
/// A navigation bar that prefers large titles (`UINavigationBar.prefersLargeTitles`, `largeTitles="YES"` on a
/// navigation controller's `navigationBar`) "will use a larger out-of-line title view when requested by the
/// current navigation item" (UINavigationBar.h). The item asks for it by its `largeTitleDisplayMode`
/// (UINavigationItem.h): `always` shows it, `never` hides it, and `automatic`, the default, follows "the
/// request of the previous navigation item", the first item pushed showing it when the bar prefers large
/// titles. A controller below a large title has the whole bar's height above its safe area.
///
/// Interface Builder stores the bar at the height it draws it: 96 points on the iPhones (the 44-point bar
/// and its 52-point title) in the storyboards of Hero, ResearchKit, RocketChat, firebase, passforios and
/// IQKeyboardManager, 102 on an iPad (blink). Hero's first controller below such a bar pins its label 40
/// points below its safe area's top and stores it 156 points down (20 of status bar, 96 of bar).
///
/// Only a navigation controller's own bar can prefer large titles: a controller's simulated top bar
/// (`simulatedTopBarMetrics`) is a standard one. With the rule off, every bar is 44 points tall (74 with a
/// prompt), as before.
extension SimulatedMetrics.NavigationBar {
    /// The points the bar takes above a controller's safe area: the stored height of a bar showing its large
    /// title (with ``LayoutRule/largeTitleNavigationBars``), else 44 points (in an Xcode 26 document, as tall as
    /// the navigation controller stores its bar, ``xcode26BarHeight(at:in:)``), 74 with a prompt.
    func height(rules: LayoutRules) -> Double {
        if rules.contains(.largeTitleNavigationBars), showsLargeTitle, let largeTitleBarHeight {
            return largeTitleBarHeight
        }
        if isPrompted { return 74 }
        return rules.contains(.navigationBarHeightXcode26) ? xcode26Height ?? 44 : 44
    }

    /// The stored height of the `navigationBar` element at `index` when it prefers large titles (96 points if
    /// it stores no frame), else `nil`.
    static func largeTitleBarHeight(at index: Int, in nib: CompiledNib) -> Double? {
        guard nib[index].attributes["largeTitles"] == "YES" else { return nil }
        let frame = nib.child(of: index, named: "rect", key: "frame")
        return frame.flatMap { nib[$0].attributes["height"].flatMap(Double.init) } ?? 96
    }

    /// The bar as it shows above the controller at `index`, whose navigation item's `largeTitleDisplayMode`
    /// decides whether the large title shows: `previous` is the bar as it shows above the controller that
    /// pushed it (`nil` for a navigation controller's root, the first item).
    func shown(above index: Int, in nib: CompiledNib, after previous: Self?) -> Self {
        var bar = self
        let item = nib[index].children.first { nib[$0].name == "navigationItem" }
        switch item.flatMap({ nib[$0].attributes["largeTitleDisplayMode"] }) {
        case "always": bar.showsLargeTitle = largeTitleBarHeight != nil
        case "never": bar.showsLargeTitle = false
        default: bar.showsLargeTitle = largeTitleBarHeight != nil && (previous?.showsLargeTitle ?? true)
        }
        return bar
    }
}
