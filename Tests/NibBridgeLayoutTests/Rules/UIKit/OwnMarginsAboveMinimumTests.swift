import NibBridgeLayout
import Testing

/// A xib's top-level view that IB lays out as a controller's root view keeps at least the system minimum side
/// margins over margins of its own (``LayoutRule/ownMarginsAboveSystemMinimum``, UIKit's
/// `viewRespectsSystemMinimumLayoutMargins`), its own margins at the top and bottom.
///
/// `OwnMarginsAboveMinimum12.xib`, an Xcode 12 document (tools version 20037) of a freeform size, holds a
/// 300-by-100-point view with 8-point directional margins and a content view pinned to its four margins: IB
/// stores the content 16 points from the sides (the system minimum below 400 points) and 8 from the top.
@Suite("Own margins of a root view above the system minimum")
struct OwnMarginsAboveMinimumTests {
    static let file = "OwnMarginsAboveMinimum12.xib"

    @Test("the side margins are the system minimum 16 points, the top and bottom the view's own 8")
    func sides() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Oms-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Oms-Bx-002"), 16, 8, 268, 84))
    }

    @Test("off, the view's own 8 points hold at the sides and the content's frame is lost")
    func off() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .ownMarginsAboveSystemMinimum)) == [
                "Oms-Bx-002"
            ])
        var engine = LayoutEngine()
        engine.rules = .all(except: .ownMarginsAboveSystemMinimum)
        let laid = try LaidOut(Self.file, root: "Oms-Rt-001", safeAreaInsets: .zero, engine: engine)
        #expect(close(laid.frame("Oms-Bx-002"), 8, 8, 284, 84))
    }
}
