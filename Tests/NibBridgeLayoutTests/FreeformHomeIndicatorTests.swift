import NibBridgeLayout
import NibBridgeLoader
import Testing

/// From Xcode 12.5, a freeform view on a xib's own canvas gets the device's whole home indicator at its
/// bottom however short it is, unless its simulated metrics set a bar to none (`SafeAreaFreeform.xib`, an
/// Xcode 14 document of the iPhone 11: two 122-point views with a label 8 points above their safe area's
/// bottom, 34 points up in the one, at the bottom in the one whose bars are set to none).
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
                in: "SafeAreaFreeform.xib", rules: .all(except: .freeformViewsWholeHomeIndicator)) == ["Sff-Lb-002"])
    }
}
