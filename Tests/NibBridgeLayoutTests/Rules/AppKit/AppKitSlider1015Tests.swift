import NibBridgeLayout
import Testing

/// The regular linear slider of macOS 10.15 and earlier, as documents saved before Xcode 12 store it: its
/// track and knob 2 points in from every side of its frame, 19 points tall without tick marks and 24 with
/// tick marks above (macOS 11's frame is 28 points tall, 6 of them below the knob).
///
/// `AppKitSliders1015.xib` (Xcode 11, tools version 16097) holds a slider without tick marks pinned 20
/// points from its superview's leading side and top, a plain view 8 points below it (as RxSwift's fields
/// below their slider), and a slider with ten tick marks above pinned 20 points from the bottom (as
/// simplenote's versions slider).
@Suite("AppKit sliders before Xcode 12")
struct AppKitSlider1015Tests {
    @Test("the earlier regular slider's track sits 2 points in from every side of its frame")
    func earlierSliderInsets() throws {
        let document = "AppKitSliders1015.xib"
        let laid = try LaidOut(document, root: "S15-Rt-001")
        #expect(close(laid.frame("S15-Sd-002"), 18, 113, 204, 19))
        #expect(close(laid.frame("S15-Vw-003"), 20, 77, 100, 30))
        #expect(close(laid.frame("S15-Sd-004"), 18, 18, 204, 24))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // Without alignment insets the sliders fill their frames: both move in, and the view below the first
        // moves up with its bottom edge.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .appKitAlignmentInsets)) == [
                "S15-Sd-002", "S15-Sd-004", "S15-Vw-003",
            ])
    }
}
