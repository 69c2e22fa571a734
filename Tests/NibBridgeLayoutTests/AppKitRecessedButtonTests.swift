import NibBridgeLayout
import Testing

/// The recessed bezel of AppKit buttons and pop-up buttons (``LayoutRule/recessedButtonInsets``).
///
/// A regular bordered recessed button or pop-up button (`bezelStyle="recessed"`) in its 19-point frame draws an
/// 18-point bezel from the frame's top, a point above its bottom, like the round-rect bezel: Clocker's buttons of
/// Xcode 11 sized 18 points tall and centred in a bar, NetNewsWire's pop-up of Xcode 15 sized 18 tall and pinned below
/// its view's top, ViennaRSS's button of Xcode 14 as tall as an 18-point neighbour and Flashlight's of Xcode 7 on a
/// label's baseline are each stored a point taller than their alignment rects, the extra point at the bottom.
///
/// `AppKitRecessedButtons.xib` (tools version 17701, Xcode 12.4) holds a recessed button 29 × 18 by its constraints,
/// centred vertically in a 40-point view, and a recessed pop-up 46 × 18 pinned 3 points below the view's top.
@Suite("AppKit recessed buttons")
struct AppKitRecessedButtonTests {
    @Test("a recessed button's frame extends a point below its 18-point bezel")
    func recessedBezel() throws {
        let document = "AppKitRecessedButtons.xib"
        let laid = try LaidOut(document, root: "Rb1-Rt-001")
        // AppKit frames are unflipped: the extra point below the bezel lowers the frame's origin.
        #expect(close(laid.frame("Rb1-Bt-002"), 8, 10, 29, 19))
        #expect(close(laid.frame("Rb1-Pu-006"), 45, 18, 46, 19))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With the bezel filling the frame, both frames are a point shorter and start a point higher.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .recessedButtonInsets))
                == ["Rb1-Bt-002", "Rb1-Pu-006"])
    }
}
