import NibBridgeLayout
import Testing

/// The hidden views an AppKit stack view detaches (``LayoutRule/detachedHiddenAlignmentRects``).
///
/// An `NSStackView` whose `detachesHiddenViews` is on takes its hidden views out of its subviews; IB stores them at
/// the stack's top-leading corner by their alignment rects: a label 2 points left of the stack (its text inset), a
/// push button 7 points left and 5 above (its bezel's insets), as Mastonaut, GitUp, toggl and gureum store theirs.
///
/// `AppKit11HiddenStackViews14.xib` (tools version 21507, Xcode 14) holds a vertical stack of a shown 100 x 30 view,
/// a hidden label and a hidden push button, each 100 and 80 points wide by constraints.
@Suite("AppKit stack views' detached hidden views")
struct AppKit11HiddenStackViewTests {
    @Test("a detached hidden view sits at the stack's top-leading corner by its alignment rect")
    func detachedHiddenViews() throws {
        let document = "AppKit11/AppKit11HiddenStackViews14.xib"
        let laid = try LaidOut(document, root: "Hsv-Rt-001")
        #expect(close(laid.frame("Hsv-Sv-002"), 20, 150, 260, 30))
        #expect(close(laid.frame("Hsv-Lb-004"), -2, 14, 104, 16))
        #expect(close(laid.frame("Hsv-Bt-006"), -7, 3, 94, 32))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // By their frames, the label sits 2 points right of where IB stores it, the button 7 right and 5 lower.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .detachedHiddenAlignmentRects)) == [
                "Hsv-Bt-006", "Hsv-Lb-004",
            ])
    }
}
