import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Views that translate their autoresizing masks: a nib designed at 100 × 100 laid out at 300 × 80.
@Suite("Autoresizing layout")
struct AutoresizingLayoutTests {
    @Test("at the stored size every view keeps its stored frame")
    func storedSize() throws {
        let laid = try LaidOut("Autoresizing.xib", root: "Aut-Rt-001")
        for id in ["Aut-Fl-002", "Aut-Ce-003", "Aut-Fx-004", "Aut-Co-005", "Aut-Pr-006"] {
            #expect(laid.frame(id) == laid.stored(id), "\(id)")
        }
    }

    @Test("a 100 × 100 nib in a 300 × 80 placeholder: flexible parts share the size change")
    func grownSuperview() throws {
        let laid = try LaidOut("Autoresizing.xib", root: "Aut-Rt-001", size: LayoutSize(width: 300, height: 80))
        #expect(close(laid.frame("Aut-Rt-001"), 0, 0, 300, 80))
        #expect(close(laid.frame("Aut-Fl-002"), 10, 10, 280, 60))  // flexible width and height
        #expect(close(laid.frame("Aut-Ce-003"), 120, 10, 60, 60))  // flexible margins split the change evenly
        #expect(close(laid.frame("Aut-Fx-004"), 0, 0, 40, 10))  // no mask: fixed
        #expect(close(laid.frame("Aut-Co-005"), 260, 70, 40, 10))  // pinned to the bottom-right corner
        // Flexible width (40) and right margin (50) share +200 in proportion: 40 + 200 × 40 / 90.
        #expect(close(laid.frame("Aut-Pr-006"), 10, 0, 40 + 200 * 40 / 90, 10))
        #expect(laid.result.diagnostics.isEmpty)
    }

    @Test("AppKit frames are measured from the bottom of a non-flipped superview")
    func appKitCoordinates() throws {
        let stored = try LaidOut("AppKit.xib", root: "Mac-Rt-001")
        #expect(close(stored.frame("Mac-Sb-002"), 10, 70, 50, 20))
        // A label's frame extends 2 points beyond its alignment rect on each side.
        #expect(close(stored.frame("Mac-Lb-005"), 18, 44, 104, 16))
        #expect(close(stored.frame("Mac-Ar-007"), 150, 0, 50, 10))
        let grown = try LaidOut("AppKit.xib", root: "Mac-Rt-001", size: LayoutSize(width: 300, height: 150))
        #expect(close(grown.frame("Mac-Sb-002"), 10, 120, 50, 20))  // 10 points from the top
        #expect(close(grown.frame("Mac-Ar-007"), 250, 0, 50, 10))  // fixed bottom and right margins
    }
}
