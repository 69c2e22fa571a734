import NibBridgeLayout
import Testing

/// The bordered small square segmented control's alignment rect (``LayoutRule/smallSquareSegmentInsets``): its
/// segments reach its frame's sides and sit a point in from its top and bottom, as the small square button's bezel.
@Suite("AppKit small square segmented controls' insets")
struct AppKitSmallSquareSegmentTests {
    /// CocoaSplit's (tools versions 14109, 15505), Stringz's (21507), TorChat's (11198) and iRASPA's (18122) small
    /// square segmented controls pinned to their views' leading sides are stored at x = 0; Maria's (11762), sized 63 x
    /// 20, at 63 x 22.
    ///
    /// `AppKitSmallSquareSegments.xib` (tools version 14460) holds one sized 80 x 21 by its constraints, pinned 20
    /// points from its view's leading side and top.
    @Test("a small square segmented control is as wide as its width constraint")
    func smallSquareSegments() throws {
        // Off: 2 points in from either side, an 84-point frame 2 points left.
        try expectOnlyFrameLost(
            without: .smallSquareSegmentInsets, document: "AppKitSmallSquareSegments.xib", root: "Sq1-Rt-001",
            view: "Sq1-Sg-002",
            on: (20, 38, 80, 23), off: (18, 38, 84, 23))
    }
}
