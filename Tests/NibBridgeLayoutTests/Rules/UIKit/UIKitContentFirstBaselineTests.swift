import NibBridgeLayout
import Testing

/// A UIKit view without a baseline has its first baseline at its top edge (``LayoutRule/uiKitFirstBaselineAtTop``),
/// as `UIView.forFirstBaselineLayout` documents: SsgSag's settings cells pin their titles 24 points below their
/// content views' first baselines and store them 24 points below the content views' tops.
///
/// `UIKitContent/FirstBaselineAtTop.xib` (tools version 20037) holds a 375 × 100 plain view at the top of its root
/// and a 200 × 28 label whose top is 24 points below that view's first baseline.
@Suite("UIKit first baselines of views without text")
struct UIKitContentFirstBaselineTests {
    @Test("a plain view's first baseline is its top edge")
    func firstBaselineAtTop() throws {
        // Without the rule the plain view's first baseline is its bottom edge, as its last: the label 100 points lower.
        try expectOnlyFrameLost(
            without: .uiKitFirstBaselineAtTop, document: "UIKitContent/FirstBaselineAtTop.xib",
            root: "Fbt-Rt-001", view: "Fbt-Lb-003",
            on: (24, 24, 200, 28), off: (24, 124, 200, 28))
    }
}
