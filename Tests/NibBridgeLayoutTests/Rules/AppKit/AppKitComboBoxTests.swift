import NibBridgeLayout
import Testing

/// The combo boxes of macOS 13's design (``LayoutRule/venturaComboBoxInsets``).
///
/// Documents saved by Xcode 14 and later (tools version 22000 and up) store a regular bordered combo box in a 23-point
/// frame 4 points wider and 3 taller than its alignment rect, its field a point in from the frame's leading side and
/// top: gureum's 160 × 20 combo box in a 164 × 23 frame, ViennaRSS's 48 points wide in a 52-point frame pinned at its
/// trailing side, Subler's pinned at its leading side a point right of its frame. Earlier documents (Textual's and GPG
/// Keychain's) store 25-point frames 3 points wider than their width constraints, the field at the frame's leading side.
///
/// `AppKitComboBoxes14.xib` (tools version 22154, Xcode 14.3) holds a combo box 160 points wide by its constraint, pinned
/// 20 points from its view's leading side and top.
@Suite("AppKit combo boxes of macOS 13")
struct AppKitComboBoxTests {
    @Test("a combo box's field sits a point in from its frame's leading side and top, its frame 4 wider and 3 taller")
    func venturaComboBox() throws {
        let document = "AppKitComboBoxes14.xib"
        let laid = try LaidOut(document, root: "Cb4-Rt-001")
        #expect(close(laid.frame("Cb4-Cb-002"), 19, 58, 164, 23))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With the earlier design's insets the frame starts at the field's leading edge, 2 points above its top.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .venturaComboBoxInsets)) == ["Cb4-Cb-002"])
    }
}
