import NibBridgeLayout
import Testing

/// The bezels of AppKit buttons, pop-up buttons and segmented controls whose frames extend beyond their alignment rects
/// by insets measured on stored frames: the recessed bezel (``LayoutRule/recessedButtonInsets``,
/// ``LayoutRule/smallRecessedButtonInsets``), the textured square
/// segmented control (``LayoutRule/texturedSquareSegmentInsets``) and the small square pop-up button
/// (``LayoutRule/smallSquarePopUpInsets``). AppKit frames are unflipped: a point below a bezel lowers the frame's origin.
@Suite("AppKit recessed and square bezel insets")
struct AppKitRecessedSquareInsetTests {
    /// The recessed bezel of AppKit buttons and pop-up buttons (``LayoutRule/recessedButtonInsets``).
    ///
    /// A regular bordered recessed button or pop-up button (`bezelStyle="recessed"`) in its 19-point frame draws an
    /// 18-point bezel from the frame's top, a point above its bottom, like the round-rect bezel: Clocker's buttons of
    /// tools version 17701 sized 18 points tall and centred in a bar, NetNewsWire's pop-up of 23504 sized 18 tall and pinned below
    /// its view's top, ViennaRSS's button of 22154 as tall as an 18-point neighbour and Flashlight's of 6250 on a
    /// label's baseline are each stored a point taller than their alignment rects, the extra point at the bottom.
    ///
    /// `AppKitRecessedButtons.xib` (tools version 17701) holds a recessed button 29 × 18 by its constraints,
    /// centred vertically in a 40-point view, and a recessed pop-up 46 × 18 pinned 3 points below the view's top.
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

    /// The small recessed bezel of AppKit buttons (``LayoutRule/smallRecessedButtonInsets``).
    ///
    /// A small bordered recessed button in its 17-point frame draws a 16-point bezel from the frame's top, a point above
    /// its bottom: MasterAPI's filter buttons of tools version 15505 sized 16 tall, SubEthaEdit's of 15702 pinned 8 points
    /// above their view's bottom at y = 7 and Nimble Commander's of 23504 centred on a 22-point field at a whole-point y
    /// are each stored a point taller than their alignment rects, the extra point at the bottom.
    ///
    /// `AppKitSmallRecessedButtons.xib` (tools version 15505) holds two small recessed buttons sized 16 tall by their
    /// constraints, one pinned 8 points above its 40-point view's bottom, the other centred vertically in it.
    @Test("a small recessed button's frame extends a point below its 16-point bezel")
    func smallRecessedBezel() throws {
        let document = "AppKitSmallRecessedButtons.xib"
        let laid = try LaidOut(document, root: "Sr1-Rt-001")
        // AppKit frames are unflipped: the extra point below the bezel lowers the frame's origin.
        #expect(close(laid.frame("Sr1-Bt-002"), 20, 7, 58, 17))
        #expect(close(laid.frame("Sr1-Bt-006"), 86, 11, 52, 17))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With the bezel filling the frame, both frames are a point shorter and start a point higher.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .smallRecessedButtonInsets))
                == ["Sr1-Bt-002", "Sr1-Bt-006"])
    }

    /// The textured square segmented control (``LayoutRule/texturedSquareSegmentInsets``).
    ///
    /// A bordered segmented control of the textured square style draws its segments a point in from either side of its
    /// frame, a point below its top and 2 above its bottom: Textual's 154-point control sized 152 wide, Mastonaut's row of
    /// 42-point controls in a stack, the first at x = -1, Sequel-Ace's 232 × 28 control sized 230 × 25 and pinned 10
    /// points above its view's bottom at y = 8, MongoHub's 639 × 25 control sized 22 tall and pinned below its view's top.
    ///
    /// `AppKitTexturedSegments.xib` (tools version 18122) holds a control sized 100 × 22 by its constraints,
    /// pinned 20 points from its view's leading side and top.
    @Test("a textured square segmented control's frame is a point wider on each side and 3 taller, 2 of them below")
    func texturedSquareSegments() throws {
        let document = "AppKitTexturedSegments.xib"
        let laid = try LaidOut(document, root: "Ts1-Rt-001")
        // AppKit frames are unflipped: the 2 points below the segments lower the frame's origin by 2.
        #expect(close(laid.frame("Ts1-Sg-002"), 19, 16, 102, 25))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With the other bordered styles' insets the frame is 2 points wider on each side and a point taller on each.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .texturedSquareSegmentInsets))
                == ["Ts1-Sg-002"])
    }

    /// The small square pop-up button (``LayoutRule/smallSquarePopUpInsets``).
    ///
    /// A bordered pop-up button of the small square (gradient) bezel style draws the small square button's bezel a point in
    /// from its frame's top and bottom: MongoHub's 23-point pop-up sized 21 tall, uPic's 22-point pop-ups sized 20 tall in a
    /// 20-point stack and Sequel-Ace's small 26-point pop-up sized 24 tall are each stored 2 points taller than their
    /// constraints and a point below them.
    ///
    /// `AppKitSmallSquarePopUps.xib` (tools version 22505) holds a pull-down sized 50 × 20 by its constraints,
    /// pinned 20 points from its view's leading side and 10 below its top.
    @Test("a small square pop-up's frame extends a point above and below its bezel")
    func smallSquarePopUp() throws {
        let document = "AppKitSmallSquarePopUps.xib"
        let laid = try LaidOut(document, root: "Sq1-Rt-001")
        #expect(close(laid.frame("Sq1-Pu-002"), 20, 9, 50, 22))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        // With the bezel filling the frame, the frame is the constraints' 20 points tall, a point higher.
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .smallSquarePopUpInsets)) == ["Sq1-Pu-002"])
    }
}
