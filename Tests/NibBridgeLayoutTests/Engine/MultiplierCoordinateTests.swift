import NibBridgeLayout
import Testing

/// A multiplier scales positions in the bounds of the items' nearest common ancestor
/// (``LayoutRule/multipliersInCommonAncestor``): `UIKitContent/ProportionalCentres.xib` holds a 240 by 100 container
/// 40 points in from the root's leading edge and 48 down, and a 20-point dot whose centre is 0.5 × the container's
/// centre on both axes: a quarter of the container's width and height in from its own top-left corner, where IB
/// stores it (x 50, y 15), wherever the container is.
@Suite("Constraint multipliers")
struct MultiplierCoordinateTests {
    static let file = "UIKitContent/ProportionalCentres.xib"

    @Test("a proportional centre is a share of the container's own bounds")
    func inContainer() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Pcm-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Pcm-Ct-002"), 40, 48, 240, 100))
        #expect(close(laid.frame("Pcm-Dt-003"), 50, 15, 20, 20))
    }

    @Test("off, the multiplier scales the container's offset from the root too")
    func off() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .multipliersInCommonAncestor)) == [
                "Pcm-Dt-003"
            ])
        let laid = try LaidOut(
            Self.file, root: "Pcm-Rt-001", safeAreaInsets: .zero, engine: engine(without: .multipliersInCommonAncestor))
        // centre x = 0.5 × (40 + 120) = 80 in the root, 40 in the container; centre y = 0.5 × (48 + 50) = 49, 1.
        #expect(close(laid.frame("Pcm-Dt-003"), 30, -9, 20, 20))
    }
}
