import NibBridgeLayout
import Testing

/// AppKit controls' alignment rects as documents from before Xcode 12 store them (`AppKitControls2.xib`, an
/// Xcode 11 document): the pop-up button of macOS 10.15 and earlier draws its bezel 2 points in from its
/// frame's leading side, 3 from its trailing one and 3 above its bottom (3, 4 and 4 from macOS 11 on); a
/// small square button without a border draws no bezel, so its frame is its alignment rect; a regular bar
/// progress indicator draws its bar a point in from the top and the bottom of its frame. A check box without a
/// title aligns its glyph alone, with 2-point insets on every side, in Xcode 12 and later too
/// (`AppKitControls13.xib`, an Xcode 13 document). A date picker of the default text-field-and-stepper style
/// aligns its field 4 points below its 28-point frame's top and 3 points in from its trailing side; one of the
/// calendar style fills its frame (`AppKitDatePicker13.xib`).
@Suite("AppKit control insets")
struct AppKitControlInsetTests {
    static let document = "AppKitControls2.xib"

    @Test("a pre-Xcode 12 pop-up button pinned 20 points from both sides spans x 18 to 383")
    func popUpButtonBeforeBigSur() throws {
        let laid = try LaidOut(Self.document, root: "Ak2-Rt-001")
        #expect(close(laid.frame("Ak2-Pu-002"), 18, 76, 365, 25))
        // Its bezel ends 3 points above its frame's bottom: a view 8 points below starts at 71.
        #expect(close(laid.frame("Ak2-Cv-027"), 20, 61, 100, 10))
        #expect(LayoutFixtures.mismatchedIDs(in: Self.document, rules: .all).isEmpty)
    }

    @Test("a small square button without a border fills its frame; a bordered one overhangs it by a point")
    func smallSquareBorder() throws {
        let laid = try LaidOut(Self.document, root: "Ak2-Rt-001")
        #expect(close(laid.frame("Ak2-Bt-003"), 20, 35, 27, 25))
        #expect(close(laid.frame("Ak2-Bb-004"), 55, 38, 27, 23))
        // Without alignment insets the pop-up and the bordered button lose their frames; the borderless
        // button, which has none, keeps its own.
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.document, rules: .all(except: .appKitAlignmentInsets)) == [
                "Ak2-Bb-004", "Ak2-Cv-027", "Ak2-Pi-022", "Ak2-Pu-002",
            ])
    }

    @Test("a regular bar progress indicator 18 points tall by its constraints has a 20-point frame")
    func progressBar() throws {
        let laid = try LaidOut(Self.document, root: "Ak2-Rt-001")
        #expect(close(laid.frame("Ak2-Pi-022"), 20, 11, 360, 20))
    }

    @Test("an Xcode 13 check box without a title aligns its 14-point glyph 2 points in from every side")
    func glyphOnlyCheckBox() throws {
        let laid = try LaidOut("AppKitControls13.xib", root: "Ak3-Rt-001")
        #expect(close(laid.frame("Ak3-Cb-002"), 18, 24, 18, 18))
        // A titled check box of the same document has macOS 11's insets: a point at the top and the bottom.
        #expect(close(laid.frame("Ak3-Ct-003"), 18, 1, 100, 18))
        // macOS 11's pop-up: 3 points in from the leading side, 4 from the trailing one.
        #expect(close(laid.frame("Ak3-Pu-004"), 147, 16, 137, 25))
        #expect(LayoutFixtures.mismatchedIDs(in: "AppKitControls13.xib", rules: .all).isEmpty)
        // With the earlier controls' insets the titled check box and the pop-up move; the glyph-only check box,
        // which has the earlier insets anyway, keeps its frame.
        #expect(
            LayoutFixtures.mismatchedIDs(in: "AppKitControls13.xib", rules: .all(except: .bigSurControlsXcode12)) == [
                "Ak3-Ct-003", "Ak3-Pu-004",
            ])
    }

    @Test("a date picker pinned 20 points from the top and the trailing side has its 28-point frame at 16 and 283")
    func datePicker() throws {
        let document = "AppKitDatePicker13.xib"
        let laid = try LaidOut(document, root: "Dp3-Rt-001")
        #expect(close(laid.frame("Dp3-Dp-002"), 183, 216, 100, 28))
        // Its field ends at its frame's bottom: a view 8 points below starts 52 points down.
        #expect(close(laid.frame("Dp3-Cv-003"), 20, 188, 100, 20))
        #expect(close(laid.frame("Dp3-Dp-004"), 20, 20, 139, 148))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .appKitAlignmentInsets)) == [
                "Dp3-Cv-003", "Dp3-Dp-002",
            ])
    }
}
