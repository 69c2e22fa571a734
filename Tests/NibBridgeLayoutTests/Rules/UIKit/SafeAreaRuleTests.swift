import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The safe-area insets Interface Builder simulates beyond the device's status bar and home indicator on a
/// screen-sized root view: the tab bar it infers below a tab bar controller's child, the whole home indicator
/// of a freeform view, and the keyboard layout guide below the safe area.
@Suite("Safe-area rules")
struct SafeAreaRuleTests {

    /// The tab bar Interface Builder infers below a tab bar controller's child (`TabBars.storyboard`, an
    /// Xcode 12 document): a translucent bar insets the child's safe area by 49 points at the bottom; an
    /// opaque one lays the child's root view out above it (stored 49 points shorter), with no inset.
    @Suite("Inferred tab bars")
    struct TabBarInsetTests {
        @Test("a view pinned to a tab bar controller's child's safe area sits above a translucent tab bar")
        func translucentTabBar() {
            #expect(LayoutFixtures.mismatchedIDs(in: "TabBars.storyboard", rules: .all).isEmpty)
            // Off, the translucent bar's child has no bottom inset: its controls drop to the screen's bottom. The
            // opaque bar's child is reproduced either way (its root already ends at the bar).
            #expect(
                LayoutFixtures.mismatchedIDs(in: "TabBars.storyboard", rules: .all(except: .bottomBarInsets)) == [
                    "Tab-Bv-013"
                ])
        }
    }

    /// From Xcode 12.5, a freeform view on a xib's own canvas gets the device's whole home indicator at its
    /// bottom however short it is, unless its simulated metrics set a bar to none (`SafeAreaFreeform.xib`, an
    /// Xcode 14 document of the iPhone 11: two 122-point views with a label 8 points above their safe area's
    /// bottom, 34 points up in the one, at the bottom in the one whose bars are set to none). So does a
    /// controller's own freeform view (`SafeAreaFreeformController.xib`, an Xcode 14 document of the iPhone 11:
    /// a UIViewController's 200-point view, its label 8 points above the safe area's bottom and at the
    /// controller's 20-point side margins).
    @Suite("Home indicator of freeform views")
    struct FreeformHomeIndicatorTests {
        @Test("a short freeform view keeps the home indicator's 34 points at its bottom")
        func wholeHomeIndicator() throws {
            #expect(LayoutFixtures.mismatchedIDs(in: "SafeAreaFreeform.xib", rules: .all).isEmpty)
            let document = LayoutFixtures.load("SafeAreaFreeform.xib")
            let feature = try #require(document.objectsByID["Sff-Rt-001"] as? LiveView)
            let notice = try #require(document.objectsByID["Sfn-Rt-001"] as? LiveView)
            #expect(FrameReproduction.simulatedSafeAreaInsets(of: feature) == LayoutInsets(top: 48, bottom: 34))
            #expect(FrameReproduction.simulatedSafeAreaInsets(of: notice) == LayoutInsets(top: 48))
        }

        @Test("off, the short view reaches no home indicator: its label moves down to the bottom")
        func withoutTheRule() {
            // The view whose bars are set to none is laid out as before, with or without the rule.
            #expect(
                LayoutFixtures.mismatchedIDs(
                    in: "SafeAreaFreeform.xib", rules: .all(except: .freeformViewsWholeHomeIndicator)) == ["Sff-Lb-002"]
            )
        }

        @Test("a controller's short freeform view keeps the home indicator's 34 points at its bottom")
        func controllerView() throws {
            #expect(LayoutFixtures.mismatchedIDs(in: "SafeAreaFreeformController.xib", rules: .all).isEmpty)
            let document = LayoutFixtures.load("SafeAreaFreeformController.xib")
            let timer = try #require(document.objectsByID["Sfc-Rt-001"] as? LiveView)
            #expect(FrameReproduction.simulatedSafeAreaInsets(of: timer) == LayoutInsets(top: 48, bottom: 34))
            // A controller's view: its label sits at the 20-point system margins, not a lone view's 8.
            let laid = try LaidOut(
                "SafeAreaFreeformController.xib", root: "Sfc-Rt-001", safeAreaInsets: LayoutInsets(top: 48, bottom: 34))
            #expect(close(laid.frame("Sfc-Lb-002"), 20, 137, 374, 21))
            // Off, the view, laid out from the screen's top-left corner, ends far above the home indicator: its
            // label moves down to 8 points above its bottom.
            #expect(
                LayoutFixtures.mismatchedIDs(
                    in: "SafeAreaFreeformController.xib", rules: .all(except: .freeformViewsWholeHomeIndicator))
                    == ["Sfc-Lb-002"])
        }
    }

    /// With no keyboard on screen, a view's keyboard layout guide is the strip below its safe area: its top is the
    /// safe area's bottom (`UIKeyboardLayoutGuide.usesBottomSafeArea`, true by default).
    /// `SafeAreaKeyboard.storyboard`, an Xcode 15 document of the iPhone 11: a form pinned to the safe area's top
    /// and the keyboard guide's top ends 34 points above the screen's bottom.
    @Suite("Keyboard layout guide")
    struct KeyboardGuideTests {
        @Test("a view pinned to the keyboard guide's top ends at the safe area's bottom")
        func keyboardGuideTop() throws {
            #expect(LayoutFixtures.mismatchedIDs(in: "SafeAreaKeyboard.storyboard", rules: .all).isEmpty)
            let laid = try LaidOut(
                "SafeAreaKeyboard.storyboard", root: "Kbg-Rt-003", safeAreaInsets: LayoutInsets(top: 48, bottom: 34))
            #expect(close(laid.frame("Kbg-Fm-004"), 0, 48, 414, 814))
        }

        @Test("off, the guide is taken as the safe area and the form collapses to its top")
        func withoutTheRule() {
            #expect(
                LayoutFixtures.mismatchedIDs(
                    in: "SafeAreaKeyboard.storyboard", rules: .all(except: .keyboardGuideAtSafeAreaBottom)) == [
                        "Kbg-Fm-004"
                    ])
        }
    }

    /// A scroll view's content at rest is shown below the scroll view's adjusted content inset, so it overlaps
    /// none of the status bar (`SafeAreaScrollContent.storyboard`, an Xcode 15 document of the iPhone 11: a
    /// scroll view pinned to the root's edges, its stack view's layout-margin-relative row 16 points below the
    /// stack's top, as stored; a second scene's scroll view never adjusts its content inset
    /// (`contentInsetAdjustmentBehavior="never"`), so its content keeps the status bar's 48 points in its margins,
    /// as stored).
    @Suite("Scroll content below the adjusted inset")
    struct ScrollContentTests {
        @Test("a stack view at a scroll view's top keeps its own margins")
        func contentBelowInset() {
            #expect(LayoutFixtures.mismatchedIDs(in: "SafeAreaScrollContent.storyboard", rules: .all).isEmpty)
        }

        @Test("off, the stack view's margins take the status bar's 48 points and its row drops")
        func withoutTheRule() {
            #expect(
                LayoutFixtures.mismatchedIDs(
                    in: "SafeAreaScrollContent.storyboard", rules: .all(except: .scrollContentOffsetBySafeArea)) == [
                        "Scr-Rw-006", "Scr-St-005",
                    ])
        }
    }
}
