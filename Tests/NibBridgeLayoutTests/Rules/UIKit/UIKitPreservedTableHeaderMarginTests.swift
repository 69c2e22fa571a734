import NibBridgeLayout
import Testing

/// A table's header or footer view that preserves its superview's layout margins
/// (``LayoutRule/preservedTableAccessoryMargins``): UIKit adds it to the table, a controller's root view with the
/// system minimum side margins, so its subviews pinned to its margins sit 20 points in on a 414-point table.
///
/// `PreservedTableHeaderMargins.storyboard` is an Xcode 13 document of the 414-point iPhone 11: a table view
/// controller's table with a header view that sets `preservesSuperviewLayoutMargins`, its label pinned to the
/// header's leading and trailing margins at 20, and a footer view without the option, its label at UIKit's 8.
@Suite("Table header and footer views preserving their table's margins")
struct UIKitPreservedTableHeaderMarginTests {
    @Test("a preserving header's label sits at the table's 20-point margins; a plain footer's at 8")
    func preserved() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: "PreservedTableHeaderMargins.storyboard", rules: .all).isEmpty)
        let header = try LaidOut("PreservedTableHeaderMargins.storyboard", root: "Pth-Hv-004")
        #expect(close(header.frame("Pth-Lb-005"), 20, 12, 374, 20))
        let footer = try LaidOut("PreservedTableHeaderMargins.storyboard", root: "Pth-Fv-010")
        #expect(close(footer.frame("Pth-Lb-011"), 8, 12, 398, 20))
    }

    @Test("off, the preserving header keeps its own 8-point margins and its label's frame is lost")
    func withoutTheRule() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(
                in: "PreservedTableHeaderMargins.storyboard", rules: .all(except: .preservedTableAccessoryMargins))
                == ["Pth-Lb-005"])
        var engine = LayoutEngine()
        engine.rules = .all(except: .preservedTableAccessoryMargins)
        let laid = try LaidOut("PreservedTableHeaderMargins.storyboard", root: "Pth-Hv-004", engine: engine)
        #expect(close(laid.frame("Pth-Lb-005"), 8, 12, 398, 20))
    }
}
