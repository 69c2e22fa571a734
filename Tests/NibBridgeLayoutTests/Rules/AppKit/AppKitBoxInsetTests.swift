import NibBridgeLayout
import NibBridgeLoader
import Testing

/// NSBox alignment insets (``LayoutRule/boxesWithoutInsetBorder``): a primary box of macOS 10.5 to 15 draws its
/// border 3 points in from its frame's sides and 4 from its bottom, and Auto Layout places that border; a box
/// that draws no border inside its frame is placed by its frame. NSBorderType's `NSNoBorder` is "No border";
/// an old-style box "draws a line around its rectangular bounds" (NSBox); the macOS 26 design (Xcode 26) draws
/// the content view of a box reaching its sides and bottom, under its title.
///
/// `AppKitBoxes14.xib` (Xcode 14): in a 300 × 256 view, three 60-point-tall boxes pinned 20 points from the
/// view's sides, one below the other: a box without a border (top 20 points down), a primary box without a
/// title (20 points below it) and an old-style line box (16 below that, 20 above the view's bottom).
/// `AppKitBoxes26.xib` (Xcode 26): a titled box pinned 20 points inside a 300 × 120 view, and a titled box
/// at the top level of the document, 177 × 31.
@Suite("NSBox alignment insets")
struct AppKitBoxInsetTests {
    static let file14 = "AppKitBoxes14.xib"
    static let file26 = "AppKitBoxes26.xib"

    @Test("a box without a border and an old-style box are placed by their frames, a primary box by its border")
    func borderless() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file14, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file14, root: "Bx4-Rt-001")
        #expect(close(laid.frame("Bx4-Bn-002"), 20, 176, 260, 60))
        #expect(close(laid.frame("Bx4-Cn-003"), 0, 0, 260, 60))
        #expect(close(laid.frame("Bx4-Bp-004"), 17, 92, 266, 66))
        #expect(close(laid.frame("Bx4-Bo-006"), 20, 20, 260, 60))
        #expect(close(laid.frame("Bx4-Co-007"), 1, 1, 258, 58))
    }

    @Test("a box of the macOS 26 design is placed by its frame, titled or not, and its content view fits it")
    func xcode26Titled() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file26, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file26, root: "B26-Rt-001")
        #expect(close(laid.frame("B26-Bx-002"), 20, 20, 260, 80))
        #expect(close(laid.frame("B26-Cn-003"), 0, 0, 260, 68))
        let topLevel = try LaidOut(Self.file26, root: "B26-Tb-008")
        #expect(close(topLevel.frame("B26-Tc-009"), 0, 0, 177, 19))
    }

    /// A box without a border drawn with macOS 10.15's controls or earlier keeps the primary box's insets: toggl's
    /// borderless boxes (tools versions 16096 to 17156) stored 3 points left of and 4 below the edges their
    /// constraints pin, Mac-Linux-USB-Loader's (14313) so too, horos' (14313) with subviews pinned to the box 3
    /// points right of its frame's leading side and 2 below its top.
    ///
    /// `AppKitBoxes10.xib` (tools version 14313): a borderless box 60 points tall by its constraint, pinned 20 points
    /// from the top and sides of a 300 × 100 view, stored at x = 17, 266 × 66, its content view filling it.
    @Test("a box without a border of macOS 10.15's controls is placed by the primary box's border")
    func classicBorderless() throws {
        let file10 = "AppKitBoxes10.xib"
        #expect(LayoutFixtures.mismatchedIDs(in: file10, rules: .all).isEmpty)
        let laid = try LaidOut(file10, root: "Bx1-Rt-001")
        #expect(close(laid.frame("Bx1-Bn-002"), 17, 16, 266, 66))
        #expect(close(laid.frame("Bx1-Cn-003"), 0, 0, 266, 66))
        // With the primary box's insets whatever the controls (the rule off), the same frames.
        #expect(LayoutFixtures.mismatchedIDs(in: file10, rules: .all(except: .boxesWithoutInsetBorder)).isEmpty)
    }

    @Test("off, these boxes take the primary box's insets, and their content views grow with them")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .boxesWithoutInsetBorder)
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file14, rules: rules) == [
                "Bx4-Bn-002", "Bx4-Bo-006", "Bx4-Cn-003", "Bx4-Co-007",
            ])
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file26, rules: rules) == ["B26-Bx-002", "B26-Cn-003"])
        var engine = LayoutEngine()
        engine.rules = rules
        let off = try LaidOut(Self.file14, root: "Bx4-Rt-001", engine: engine)
        #expect(close(off.frame("Bx4-Bn-002"), 17, 172, 266, 66))
        #expect(close(off.frame("Bx4-Bp-004"), 17, 92, 266, 66))
    }

    @Test("a top-level box keeps its stored frame, insets or not: its alignment rect lies inside it")
    func topLevelBoxKeepsItsFrame() throws {
        // With the primary box's insets (the rule off), the top-level box's border is 3 points in from its
        // sides; the content view, placed by its autoresizing mask in the box's frame, still fits the frame.
        var engine = LayoutEngine()
        engine.rules = LayoutRules.all(except: .boxesWithoutInsetBorder)
        let topLevel = try LaidOut(Self.file26, root: "B26-Tb-008", engine: engine)
        #expect(close(topLevel.frame("B26-Tb-008"), 0, 0, 177, 31))
        #expect(close(topLevel.frame("B26-Tc-009"), 0, 0, 177, 19))
    }
}

/// A primary box whose title sits below its top border (``LayoutRule/boxTitlesBelowTopBorder``): NSBox.TitlePosition's
/// `belowTop` is "Title positioned below the box's top border"; the border of a box titled below it is 2 points under
/// the frame's top, as an untitled box's.
///
/// `AppKitBoxTitlesBelowTop.xib` (tools version 13189, macOS 10.13's controls): in a 300 × 180 view, two borderless
/// boxes 60 points tall by their constraints, 20 points from the view's sides and each other: the upper one titled
/// below its top border (its frame 266 × 66 from 2 above its top), the lower one titled at its top (266 × 64 from its
/// top).
@Suite("NSBox titles below the top border")
struct AppKitBoxTitleBelowTopTests {
    static let file = "AppKitBoxTitlesBelowTop.xib"

    @Test("a box titled below its top border keeps 2 points above its border, one titled at its top none")
    func belowTop() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Btb-Rt-001")
        #expect(close(laid.frame("Btb-Bx-002"), 17, 96, 266, 66))
        #expect(close(laid.frame("Btb-Cn-003"), 0, 0, 266, 50))
        #expect(close(laid.frame("Btb-Bx-005"), 17, 16, 266, 64))
    }

    @Test("off, the box titled below its top border loses those 2 points, and its content view with it")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .boxTitlesBelowTopBorder)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules) == ["Btb-Bx-002", "Btb-Cn-003"])
        var engine = LayoutEngine()
        engine.rules = rules
        let off = try LaidOut(Self.file, root: "Btb-Rt-001", engine: engine)
        #expect(close(off.frame("Btb-Bx-002"), 17, 96, 266, 64))
    }
}
