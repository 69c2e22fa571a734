import NibBridgeLayout
import Testing

/// AppKit text baselines beyond labels, fields and buttons (`AppKitText.xib`, an Xcode 15 document): a
/// segmented control and a horizontal slider report the baselines of a control that centres a line of its
/// font, so the labels IB baseline-aligns with them sit beside them, not below them.
@Suite("AppKit text baselines")
struct AppKitTextLayoutTests {
    static let document = "AppKitText.xib"

    @Test("a label first-baseline aligned with a 24-point segmented control sits 3 points below its top")
    func segmentedControl() throws {
        let laid = try LaidOut(Self.document, root: "Atx-Rt-001")
        // The segments' 13-point text is centred in the 22-point alignment rect: its baseline 15 points below
        // the rect's top (16 below the frame's), where a label's first baseline is 13 below its top.
        #expect(close(laid.frame("Atx-Sg-002"), 18, 77, 124, 24))
        #expect(close(laid.frame("Atx-Lb-004"), 146, 82, 60, 16))
    }

    @Test("a label baseline-aligned with a regular slider sits beside its knob, not below its track")
    func slider() throws {
        let laid = try LaidOut(Self.document, root: "Atx-Rt-001")
        // A slider aligns as a line of 13-point text centred in its 20-point alignment rect: 14 points down.
        #expect(close(laid.frame("Atx-Sl-006"), 18, 40, 124, 28))
        #expect(close(laid.frame("Atx-Lb-009"), 146, 49, 60, 16))
        #expect(LayoutFixtures.mismatchedIDs(in: Self.document, rules: .all).isEmpty)
    }

    @Test("without the rule both labels drop to the controls' bottom edges")
    func ruleOff() {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.document, rules: .all(except: .controlCentredBaselines)) == [
                "Atx-Lb-004", "Atx-Lb-009",
            ])
    }
}
