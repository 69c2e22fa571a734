import NibBridgeLoader

/// The side margins of a table cell's content view, by the width the cell is laid out in.
///
/// A cell's content view preserves its cell's layout margins, and a cell in a table takes the table's
/// (`UIView.preservesSuperviewLayoutMargins`, `UITableViewCell`). The stored frames show where their side
/// margins change from 16 to 20 points: above 375 points of table width, not at the 400 points of a
/// controller's root view (``ViewTraits/systemMinimumSideMargin(width:rules:)``). Cells in 390- and
/// 393-point tables store 20 (passforios and KeePassium, Xcode 15 and 16 storyboards of the iPhone 12 and
/// 16, where the root views beside them keep 16), and so does a 380-point cell of ChatSecure's on the
/// 414-point iPhone 11; every cell in a 375-point or narrower table stores 16.
///
/// A cell on a xib's own canvas has no table: IB lays it out on the device's screen, so it counts as no
/// wider than that screen (`<device id=...>`). ProtonVPN's cells of 514 and 596 points on the 375-point
/// iPhone 8 store 16, as do pocket-casts' 394-point and openfoodfacts' 387-point cells there; a narrower
/// cell keeps its own width (ProtonVPN's 320-point cells on the iPhone 11 store 16).
///
/// Xcode 26 documents keep their own 20 points (``ViewTraits/cellContentMargins(width:tools:rules:)``).
extension ViewTraits {
    /// The margins of a table cell's content view before what an accessory takes from them: those of
    /// ``cellContentMargins(width:tools:rules:)`` for the width the cell is laid out in, with
    /// ``LayoutRule/cellMarginsAbove375``'s side margins. `tableWidth` is the enclosing table's width, if any.
    static func uiKitCellContentMargins(of view: LiveView, tableWidth: Double?, lookup: DocumentLookup) -> LayoutInsets
    {
        let nib = lookup.nib(of: view)
        let tools = nib.map(AppKitAlignment.toolsVersion) ?? 0
        var width = tableWidth ?? view.superview?.frame.width ?? view.frame.width
        let rules = lookup.rules
        if rules.contains(.cellMarginsAbove375), tableWidth == nil, let nib, nib.kind == .xib,
            let device = nib.child(of: 0, named: "device").flatMap({ nib[$0].attributes["id"] }),
            let screen = SafeAreaDefaults.phoneScreens[device]
        {
            width = min(width, screen.width)
        }
        return cellContentMargins(width: width, tools: tools, rules: rules)
    }
}
