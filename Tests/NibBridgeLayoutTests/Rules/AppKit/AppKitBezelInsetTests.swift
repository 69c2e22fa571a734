import NibBridgeLayout
import Testing

/// The bezels of AppKit buttons and pop-ups by style and by the system IB drew them for:
/// - `AppKitTextured13.xib` (an Xcode 13 document, macOS 11's controls): a textured rounded button's bezel
///   starts a point below its frame's top and ends 2 above its bottom; a textured rounded pop-up, and a
///   rounded pop-up whose cell is `border` rather than `borderAndBezel`, draw the rounded pop-up's bezel
///   (1 point at the top, 3 at the leading side, 4 at the trailing side and the bottom);
/// - `AppKitSmallButtons11.xib` (Xcode 11, macOS 10.15's controls): a small push button's bezel is 5 points
///   in from either side of its frame (6 from macOS 11); `AppKitSmallChecks11.xib` (Xcode 11): a small check
///   box's glyph is 3 points in from the top, bottom and leading side of its 18-point frame, its title ends 2
///   points before its trailing side (macOS 11's small check box: 1, 1, 1 and 0 in a 16-point frame), and a
///   small pop-up's bezel is 3 points in from its sides and a point below its top (4, 4 and 2 from macOS 11);
/// - `AppKitLarge13.xib` (Xcode 13): macOS 11's large push button draws a 28-point bezel 6 points in from
///   every side of its 40-point frame;
/// - `AppKitSquare26.xib` (Xcode 26): the small square bezel keeps its point above and below in the
///   macOS 26 design, where most controls fill their frames;
/// - `AppKitSymbols15.xib` (Xcode 13): an image view showing a system template or SF Symbol image the document
///   records at 15 points, or an image-only square button showing one, aligns the symbol's rect, 3 points in
///   from its frame's top and bottom;
/// - `AppKitHost12.xib` (Xcode 12, tools version 17506): an Xcode 12 document may hold the controls of
///   macOS 10.15 or of macOS 11, whichever system IB ran on; the same two push buttons pinned 20 points from
///   the trailing edge and the top, twice, once with macOS 10.15's 6-point side and 4-point top insets and
///   once with macOS 11's 7 and 5: each tree keeps the generation its constraints hold with at its frames.
@Suite("AppKit bezel insets")
struct AppKitBezelInsetTests {
    @Test("macOS 11's textured button and pop-ups: a button pinned 20 points down has its frame at 19")
    func texturedControls() throws {
        let document = "AppKitTextured13.xib"
        let laid = try LaidOut(document, root: "Tx3-Rt-001")
        #expect(close(laid.frame("Tx3-Bt-002"), 19, 58, 80, 23))
        // The textured pop-up 12 points after the button's bezel, 20 from the trailing edge.
        #expect(close(laid.frame("Tx3-Pu-003"), 107, 56, 177, 25))
        // The `border` pop-up 8 points below the button's bezel, and a view 8 points below its own.
        #expect(close(laid.frame("Tx3-Pb-004"), 17, 28, 267, 25))
        #expect(close(laid.frame("Tx3-Cv-005"), 20, 14, 100, 10))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With macOS 10.15's insets (no top inset for the button, 2 and 3 at the pop-ups' sides) all move.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .bigSurControlsXcode12)) == [
                "Tx3-Bt-002", "Tx3-Cv-005", "Tx3-Pb-004", "Tx3-Pu-003",
            ])
    }

    @Test("macOS 10.15's small push buttons: 5 points of bezel inset at either side")
    func smallPushButtonsBeforeBigSur() throws {
        let document = "AppKitSmallButtons11.xib"
        let laid = try LaidOut(document, root: "Sb1-Rt-001")
        #expect(close(laid.frame("Sb1-Bt-002"), 15, 16, 70, 27))
        #expect(close(laid.frame("Sb1-Bt-003"), 83, 16, 60, 27))
        #expect(close(laid.frame("Sb1-Cv-004"), 146, 30, 100, 10))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // Without alignment insets every view of the row moves.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .appKitAlignmentInsets)) == [
                "Sb1-Bt-002", "Sb1-Bt-003", "Sb1-Cv-004",
            ])
    }

    @Test("macOS 10.15's small check box and pop-up: frames 3 points outside their leading edges")
    func smallCheckBoxBeforeBigSur() throws {
        let document = "AppKitSmallChecks11.xib"
        let laid = try LaidOut(document, root: "Sc1-Rt-001")
        #expect(close(laid.frame("Sc1-Cb-002"), 17, 17, 85, 18))
        // 8 points after the end of its title, level with the top of its glyph.
        #expect(close(laid.frame("Sc1-Cv-003"), 108, 22, 100, 10))
        // The pop-up pinned 20 points from both sides and the top.
        #expect(close(laid.frame("Sc1-Pu-012"), 17, 59, 266, 22))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .appKitAlignmentInsets)) == [
                "Sc1-Cb-002", "Sc1-Cv-003", "Sc1-Pu-012",
            ])
    }

    @Test("an Xcode 26 small square button 23 points tall by its constraint has a 25-point frame")
    func smallSquareInXcode26() throws {
        let document = "AppKitSquare26.xib"
        let laid = try LaidOut(document, root: "Sq6-Rt-001")
        #expect(close(laid.frame("Sq6-Bt-003"), 20, 28, 24, 25))
        #expect(close(laid.frame("Sq6-Cv-004"), 20, 11, 100, 10))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // The macOS 26 design does not change it; without alignment insets the button's frame is its 23 points
        // (the view below it stays: the bezel's bottom is where the frame's would be).
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .xcode26Design)).isEmpty)
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .appKitAlignmentInsets)) == ["Sq6-Bt-003"])
    }

    @Test("an Xcode 13 image view of a 15-point template or symbol image, 32 points tall by its constraint, is 38")
    func fifteenPointSymbols() throws {
        let document = "AppKitSymbols15.xib"
        let laid = try LaidOut(document, root: "Sy5-Rt-001")
        #expect(close(laid.frame("Sy5-Iv-002"), 20, 25, 32, 38))
        #expect(close(laid.frame("Sy5-Iv-003"), 60, 37, 20, 26))
        #expect(close(laid.frame("Sy5-Cv-004"), 20, 10, 100, 10))
        // An image-only square button showing such an image likewise: 16 points tall by its constraints, 22 framed.
        #expect(close(laid.frame("Sy5-Bt-019"), 88, 41, 16, 22))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // Without symbol insets the image views' frames are their constrained sizes.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .symbolImageInsets)) == [
                "Sy5-Bt-019", "Sy5-Iv-002", "Sy5-Iv-003",
            ])
    }

    @Test("buttons an Xcode 12 document stored with macOS 10.15's insets keep them, and macOS 11's theirs")
    func hostSystemControls() throws {
        let document = "AppKitHost12.xib"
        let catalina = try LaidOut(document, root: "Hc2-Ra-001")
        #expect(close(catalina.frame("Hca-Ok-001"), 211, 12, 75, 32))
        #expect(close(catalina.frame("Hca-Cl-002"), 129, 12, 82, 32))
        let bigSur = try LaidOut(document, root: "Hc2-Rb-002")
        #expect(close(bigSur.frame("Hcb-Ok-001"), 212, 13, 75, 32))
        #expect(close(bigSur.frame("Hcb-Cl-002"), 132, 13, 82, 32))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With macOS 10.15's insets throughout, only the macOS 11 tree's buttons move; with macOS 11's
        // throughout (no inference from the stored frames), only the macOS 10.15 tree's.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .bigSurControlsXcode12)) == [
                "Hcb-Cl-002", "Hcb-Ok-001",
            ])
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .xcode12HostSystem)) == [
                "Hca-Cl-002", "Hca-Ok-001",
            ])
    }

    @Test("a large push button pinned 20 points from the top has its 40-point frame at 14")
    func largePushButton() throws {
        let document = "AppKitLarge13.xib"
        let laid = try LaidOut(document, root: "Lg3-Rt-001")
        #expect(close(laid.frame("Lg3-Bt-002"), 14, 46, 120, 40))
        // A view 8 points below its bezel, which ends 6 points above its frame's bottom.
        #expect(close(laid.frame("Lg3-Cv-003"), 20, 34, 100, 10))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .appKitAlignmentInsets)) == [
                "Lg3-Bt-002", "Lg3-Cv-003",
            ])
    }
}
