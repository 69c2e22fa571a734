import NibBridgeLoader

/// The alignment rect insets of an NSBrowser: a titled browser draws its columns' titles in a row above its
/// columns, and Auto Layout places the columns (``LayoutRule/titledBrowserInsets``).
///
/// IB stores a titled browser (`titled="YES"`, NSBrowser's `isTitled`: "whether the columns in a browser display
/// titles") with its frame's top 22 points above the top its constraints pin, whichever Xcode saved it: the stored
/// frames of LocationSimulator's GPX browser (tools version 19529), RxAppKit's NSBrowser example (21701) and
/// ankitbharti1994's Browser001 (14113), each pinned on four sides, reach 22 points above their superview's top or
/// the view they are pinned below. An untitled browser fills its frame (the same collection's Browser002).
enum AppKitBrowserInsets {
    /// The height of a titled browser's title row.
    static let titleRowHeight = 22.0

    /// The insets of a browser: its title row at the top when it is titled, none otherwise.
    static func insets(of view: LiveView, lookup: DocumentLookup) -> LayoutInsets {
        guard lookup.rules.contains(.titledBrowserInsets), lookup.attribute("titled", of: view) == "YES" else {
            return .zero
        }
        return LayoutInsets(top: titleRowHeight, left: 0, bottom: 0, right: 0)
    }
}
