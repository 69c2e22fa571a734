import NibBridgeLayout
import Testing

/// The combo boxes of the macOS 26 design in Xcode 26 documents (``LayoutRule/flatComboBoxesXcode26``).
///
/// Xcode 26 documents store a regular bordered combo box drawn in the macOS 26 design in a 24-point frame that is
/// its alignment rect: SafeExamBrowser's seb-mac combo boxes 57 points wide by their width constraints in 57-point
/// frames, Aria2D's 70 and 130, McBopomofo's 217.
///
/// `AppKitComboBox/AppKitComboBoxes26.xib` (tools version 24765) holds a combo box 200 points wide by its constraint,
/// pinned 20 points from its view's trailing side and top. AppKit frames are unflipped: the earlier design's field
/// 2 points below the frame's top puts the frame's origin 2 points higher.
@Suite("AppKit combo boxes of Xcode 26")
struct AppKitComboBoxXcode26Tests {
    @Test("a combo box of Xcode 26 fills its 24-point frame")
    func xcode26ComboBox() throws {
        // With the earlier design's insets the frame reaches 3 points past the field's trailing edge.
        try expectOnlyFrameLost(
            without: .flatComboBoxesXcode26, document: "AppKitComboBox/AppKitComboBoxes26.xib", root: "Cb6-Rt-001",
            view: "Cb6-Cb-002",
            on: (80, 56, 200, 24), off: (80, 58, 203, 24))
    }
}
