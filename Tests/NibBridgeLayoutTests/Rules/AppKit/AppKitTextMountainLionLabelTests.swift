import NibBridgeLayout
import Testing

/// The side insets of labels IB drew on OS X 10.8 (``LayoutRule/mountainLionLabelInsets``): 3 points at either side
/// of the frame, not 2.
@Suite("AppKit labels of documents saved on OS X 10.8")
struct AppKitTextMountainLionLabelTests {
    /// Esri's preview-app-osx (4510, 12F37), LiveReload (4457, 12F37), MacPaf (4510, 12F45) and MaciASL (5056, 12F45)
    /// store their labels a point left of their leading constraints, 6 points wider than their width constraints.
    ///
    /// `AppKitText/AppKitTextMountainLionLabels4.xib` (tools version 4510, system 12F37) holds a label 100 wide by its
    /// constraint, pinned 20 points from its view's leading side and top.
    @Test("a label of an OS X 10.8 document is 3 points wider at either side than its text")
    func mountainLionLabel() throws {
        // With 2-point insets the label is 104 wide at x = 18.
        try expectOnlyFrameLost(
            without: .mountainLionLabelInsets, document: "AppKitText/AppKitTextMountainLionLabels4.xib",
            root: "ML1-Rt-001", view: "ML1-Lb-002",
            on: (17, 23, 106, 17), off: (18, 23, 104, 17))
    }
}
