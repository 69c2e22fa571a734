import NibBridgeLayout
import Testing

/// Two equally wide AppKit views stored a point apart in width share the half point between.
///
/// `AppKitHalfPointWidths26.xib` (Xcode 26, tools version 24765) holds two push buttons of the macOS 26 design,
/// equally wide by a constraint, 12 points apart and 20 from their superview's trailing side and bottom, stored
/// 81 and 80 points wide: their shared width is 80.5 points, IB rounded the first's trailing edge (187.5) and the
/// second's leading edge (199.5) up, as NetNewsWire's, Aria2D's and fsnotes' button pairs of Xcode 26 are stored.
/// Off, the first button's stored width is its intrinsic width and widens both to 81: both are missed.
@Suite("AppKit equal widths on half points")
struct AppKitHalfPointWidthsTests {
    @Test("equally wide views stored a point apart share the half point between")
    func halfPointEqualWidths() throws {
        let document = "AppKitHalfPointWidths26.xib"
        let laid = try LaidOut(document, root: "Hp6-Rt-001")
        #expect(close(laid.frame("Hp6-Bt-002"), 107, 20, 80.5, 24))
        #expect(close(laid.frame("Hp6-Bt-003"), 199.5, 20, 80.5, 24))
        #expect(LayoutFixtures.mismatchedIDs(in: document, rules: .all).isEmpty)
        #expect(
            LayoutFixtures.mismatchedIDs(in: document, rules: .all(except: .halfPointEqualWidths)) == [
                "Hp6-Bt-002", "Hp6-Bt-003",
            ])
    }
}
