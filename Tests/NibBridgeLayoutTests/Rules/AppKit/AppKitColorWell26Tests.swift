import NibBridgeLayout
import Testing

/// The color wells of an Xcode 26 document fill their frames (the macOS 26 design).
///
/// `AppKitColorWell26.xib` (tools version 24506) holds a 50 x 22 well 20 points from its superview's leading side
/// and top, sized by constraints, and a second one 8 points after it, sized by its stored frame: IB stores both
/// where their constraints put their alignment rects, as SourceCodeSyntaxHighlight's, HSTracker's and creevey's
/// wells of Xcode 26. With the macOS 13 to 15 insets (3 points at the sides, 2 above and below) both frames grow
/// and move.
@Suite("AppKit color wells in Xcode 26 documents")
struct AppKitColorWell26Tests {
    @Test("color wells of Xcode 26 fill their frames")
    func flatColorWells() throws {
        let document = "AppKitColorWell26.xib"
        let laid = try LaidOut(document, root: "Cw6-Rt-001")
        #expect(close(laid.frame("Cw6-Cw-002"), 20, 38, 50, 22))
        #expect(close(laid.frame("Cw6-Cw-003"), 78, 38, 50, 22))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .flatColorWellsXcode26)) == [
                "Cw6-Cw-002", "Cw6-Cw-003",
            ])
    }
}
