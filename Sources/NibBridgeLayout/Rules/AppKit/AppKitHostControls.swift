import NibBridgeDocument
import NibBridgeLoader

/// Which generation of AppKit controls Interface Builder drew for a document: IB draws controls with the
/// AppKit of the Mac it runs on, and Xcode 12 (tools versions 17000 to 17999) ran on macOS 10.15.4 and later
/// (Xcode 12 release notes), so an Xcode 12 document may have been saved with macOS 10.15's controls or
/// macOS 11's; Xcode 11 and earlier only ran on macOS 10.15 and earlier, Xcode 13 and later on macOS 11.3
/// and later.
///
/// The document's own frames tell which: IB stored them with the insets of the controls it drew, so its
/// constraints between controls and their neighbours hold at the stored frames with one generation's
/// insets and not the other's. Of the Xcode 12 documents of the corpus, validation and evidence sets, 5
/// (OpenEmu's scanner and main menu, NetNewsWire's NewsBlur sheet, MacPass's two auto-type views: their
/// push buttons 6 points in from their sides, 4 from their tops) hold with macOS 10.15's insets only, 37
/// with macOS 11's only, 3 with either. A tree whose constraints do not tell (a tie) keeps macOS 11's.
enum AppKitHostControls {
    /// What a verdict depends on: the document (its path), the tree (its root's id) and the rules the
    /// insets are computed with (an ablation lays the same tree out with other rules).
    private struct Key: Hashable {
        let path: String
        let rootID: String
        let rules: LayoutRules
    }

    /// The verdicts of the trees laid out last (a few at a time: one tree asks once for each of its
    /// controls). A tree without a document path (built in memory) is not cached.
    private static let verdicts = LockedValue<[Key: Bool]>([:])

    /// Whether IB drew macOS 11's controls for the tree a view is in: always from Xcode 13, never before
    /// Xcode 12, and for an Xcode 12 document unless more of its tree's constraints between controls and
    /// their neighbours hold at the stored frames with macOS 10.15's insets than with macOS 11's.
    static func drawsBigSurControls(_ view: LiveView, tools: Int, lookup: DocumentLookup) -> Bool {
        guard lookup.rules.contains(.bigSurControlsXcode12), tools >= 17000 else { return false }
        guard tools < 18000 else { return true }
        guard lookup.rules.contains(.xcode12HostSystem) else { return true }
        var root = view
        while let superview = root.superview { root = superview }
        let key = root.documentPath.map { Key(path: $0, rootID: root.documentID ?? "", rules: lookup.rules) }
        if let key, let known = verdicts.withLock({ $0[key] }) { return known }
        let verdict =
            holding(in: root, bigSur: false, lookup: lookup) <= holding(in: root, bigSur: true, lookup: lookup)
        if let key {
            verdicts.withLock {
                if $0.count >= 64 { $0.removeAll() }
                $0[key] = verdict
            }
        }
        return verdict
    }

    /// The attributes read at the stored frames: edges and sizes (no baselines or centres, which depend on
    /// fonts and rounding).
    private static let edges: Set<String> = [
        "left", "right", "leading", "trailing", "top", "bottom", "width", "height",
    ]

    /// How many of a tree's required equality constraints on an edge or size of a button or pop-up button
    /// hold (within half a point) at the stored frames with one generation's insets.
    private static func holding(in root: LiveView, bigSur: Bool, lookup: DocumentLookup) -> Int {
        var rects: [ObjectIdentifier: IBRect] = [:]
        var views: [LiveView] = []
        func place(_ view: LiveView, at rect: IBRect) {
            rects[ObjectIdentifier(view)] = rect
            views.append(view)
            let flipped = ViewTraits.isFlipped(view, rules: lookup.rules)
            for subview in view.subviews {
                let frame = subview.frame
                let top = flipped ? frame.y : rect.height - frame.y - frame.height
                place(
                    subview, at: IBRect(x: rect.x + frame.x, y: rect.y + top, width: frame.width, height: frame.height))
            }
        }
        place(root, at: IBRect(x: 0, y: 0, width: root.frame.width, height: root.frame.height))
        func value(_ item: LiveObject?, _ attribute: String) -> Double? {
            guard let view = item as? LiveView, let rect = rects[ObjectIdentifier(view)] else { return nil }
            let insets = AppKitAlignment.insets(of: view, lookup: lookup, bigSur: bigSur)
            switch attribute {
            case "left", "leading": return rect.x + insets.left
            case "right", "trailing": return rect.x + rect.width - insets.right
            case "top": return rect.y + insets.top
            case "bottom": return rect.y + rect.height - insets.bottom
            case "width": return rect.width - insets.left - insets.right
            case "height": return rect.height - insets.top - insets.bottom
            default: return nil
            }
        }
        var count = 0
        for view in views {
            for constraint in view.constraints
            where constraint.shouldBeArchived && constraint.isActive && constraint.relation == "equal"
                && constraint.priority >= 1000 && constraint.multiplier == 1
                && edges.contains(constraint.firstAttribute)
            {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 as? LiveView }
                guard items.contains(where: { ["button", "popUpButton"].contains($0.elementName) }),
                    let first = value(constraint.firstItem, constraint.firstAttribute)
                else { continue }
                var second = 0.0
                if constraint.secondItem != nil && constraint.secondAttribute != "notAnAttribute" {
                    guard edges.contains(constraint.secondAttribute),
                        let found = value(constraint.secondItem, constraint.secondAttribute)
                    else { continue }
                    second = found
                }
                if abs(first - second - constraint.constant) < 0.5 { count += 1 }
            }
        }
        return count
    }
}
