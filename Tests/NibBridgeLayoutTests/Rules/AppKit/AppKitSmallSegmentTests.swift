import NibBridgeLayout
import NibBridgeLoader
import Testing

/// A small rounded segmented control's alignment rect (``LayoutRule/smallRoundedSegmentInsets``): its segments start a
/// point below its frame's top and end 2 points above its bottom.
///
/// `AppKitSmallSegments15.xib` (Xcode 15): a small rounded segmented control pinned 20 points from the top of a
/// 200 × 80 view is stored in a 21-point frame whose top is 19 points down; a 40 × 20 view pinned 8 points below the
/// control is stored with its top 46 points down (the segments end 38 points down, 2 above the frame's bottom).
@Suite("Small rounded segmented control insets")
struct AppKitSmallSegmentTests {
    static let file = "AppKitSmallSegments15.xib"

    @Test("the segments end 2 points above the frame's bottom")
    func segmentsAboveTheBottom() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Ssg-Rt-001")
        #expect(close(laid.frame("Ssg-Sc-002"), 18, 40, 100, 21))
        #expect(close(laid.frame("Ssg-Cv-005"), 20, 14, 40, 20))
    }

    @Test("off, the segments end a point above the bottom, and the view below sits a point lower")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .smallRoundedSegmentInsets)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules).contains("Ssg-Cv-005"))
    }
}
