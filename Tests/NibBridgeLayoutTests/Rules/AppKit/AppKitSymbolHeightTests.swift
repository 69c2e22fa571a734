import NibBridgeLayout
import Testing

/// The image views of an Xcode 12-or-later document showing symbol images (``LayoutRule/symbolImageViewsByHeight``):
/// the symbol's glyph is 9 points tall whatever the image's recorded height and the view's size, and the view's
/// frame reaches the rest of the recorded height beyond its alignment rect, half above and half below, the odd
/// point above; a cell naming its image in an `imageReference` element aligns it the same way.
///
/// `AppKitSymbolHeights13.xib` (Xcode 13, tools version 19529) holds, pinned 20 points below the top of their
/// superview and 8 points apart, image views as Interface Builder stores them: a 96-point view of the system
/// template `NSRefreshFreestandingTemplate`, recorded at 20 points, in a 107-point frame (6 above, 5 below, as
/// KeepingYouAwake's); a view sized 28 by 34 of the SF Symbol `sun.min` (20 points, named in an `imageReference`
/// with a symbol scale) in a 45-point frame (as Aerial's settings panels); a 16-point view of the 17-point symbol
/// `tag` in a 24-point frame (4 above and below, as microblog's); and a 14-point view of the 14-point bitmap
/// `NSSmartBadgeTemplate`, no symbol, filling its frame (as NetNewsWire's). A plain view sits 8 points below the
/// first one's alignment rect.
@Suite("AppKit symbol images by recorded height")
struct AppKitSymbolHeightTests {
    @Test("a symbol image view's frame is its constrained height plus the recorded height less 9, odd point above")
    func symbolHeights() throws {
        let document = "AppKitSymbolHeights13.xib"
        let laid = try LaidOut(document, root: "Sh3-Rt-001")
        #expect(close(laid.frame("Sh3-Iv-002"), 20, 39, 96, 107))
        #expect(close(laid.frame("Sh3-Iv-004"), 124, 101, 28, 45))
        #expect(close(laid.frame("Sh3-Iv-006"), 160, 120, 16, 24))
        #expect(close(laid.frame("Sh3-Iv-008"), 184, 126, 14, 14))
        #expect(close(laid.frame("Sh3-Cv-018"), 20, 26, 100, 10))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // Without the rule only 15-point images named in the cell's attribute have insets: the three symbols'
        // frames shrink to their constrained sizes; the bitmap and the plain view below the first do not move.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .symbolImageViewsByHeight)) == [
                "Sh3-Iv-002", "Sh3-Iv-004", "Sh3-Iv-006",
            ])
    }

    @Test("a 15-point symbol keeps 3 points above and below with the rule on, as without it")
    func fifteenPointsUnchanged() throws {
        let document = "AppKitSymbols15.xib"
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .symbolImageViewsByHeight)).isEmpty)
    }

    /// `AppKitSymbolButtons26.xib` (Xcode 26 beta, tools version 24127): two image-only buttons 24 points square by
    /// their constraints, pinned 20 points below their superview's top, showing 15-point symbols: a borderless one
    /// of the round bezel style, framed 30 points tall, 3 above and below its glyph (as microblog's back buttons),
    /// and a bordered square one that draws its bezel, framed at its constrained size (as Mos's).
    @Test("a borderless symbol button aligns its glyph whatever its bezel style; a bordered one its bezel")
    func borderlessButtons() throws {
        let document = "AppKitSymbolButtons26.xib"
        let laid = try LaidOut(document, root: "Sb6-Rt-001")
        #expect(close(laid.frame("Sb6-Bt-002"), 20, 33, 24, 30))
        #expect(close(laid.frame("Sb6-Bt-004"), 52, 36, 24, 24))
        #expect(close(laid.frame("Sb6-Cv-006"), 20, 18, 100, 10))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // Without the rule only the square bezel styles align the glyph: the round one its frame, the square one
        // its glyph though bordered.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .borderlessSymbolButtons)) == [
                "Sb6-Bt-002", "Sb6-Bt-004",
            ])
    }
}
