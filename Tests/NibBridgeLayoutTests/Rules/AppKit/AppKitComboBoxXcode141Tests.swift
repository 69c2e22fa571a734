import NibBridgeLayout
import Testing

/// The combo boxes of macOS 13's design in documents of Xcode 14.1 and 14.3 (``LayoutRule/venturaComboBoxInsets``).
///
/// Xcode 14.1 (tools version 21507) is the first Xcode with the macOS 13 SDK (Xcode 14.1 release notes), and its
/// documents already store a regular bordered combo box in the 23-point frame of macOS 13's design, its field a point
/// in from the frame's leading side and top and 3 from its trailing side: appcenter's combo boxes (tools version
/// 21701) pinned at their view's trailing side and 3 points above its top, stored a point left of their view's leading
/// edge; notenik's (21507) 247 points wide by their constraints in 251-point frames.
///
/// `AppKitComboBox/AppKitComboBoxes141.xib` (tools version 21507) holds a combo box 200 points wide by its constraint,
/// pinned 20 points from its view's trailing side and top. AppKit frames are unflipped: a field a point below the
/// frame's top puts the frame's origin a point higher than 2 points do.
@Suite("AppKit combo boxes of Xcode 14.1")
struct AppKitComboBoxXcode141Tests {
    @Test("a combo box of Xcode 14.1 draws its field a point in from its 23-point frame's leading side and top")
    func xcode141ComboBox() throws {
        // With the earlier design's insets the frame starts at the field's leading edge, 2 points above its top.
        try expectOnlyFrameLost(
            without: .venturaComboBoxInsets, document: "AppKitComboBox/AppKitComboBoxes141.xib", root: "Cb5-Rt-001",
            view: "Cb5-Cb-002",
            on: (79, 58, 204, 23), off: (80, 59, 203, 23))
    }
}
