import NibBridgeLayout
import Testing

/// A UIKit stack view of the `equalCentering` distribution spaces its views' centres equally only below their content
/// hugging (``LayoutRule/uiKitEqualCenteringPreference``): in `UIKitStacks/EqualCenteringPreference.xib` (Xcode 13,
/// tools version 20037), a vertical stack centred in a 400-point view holds an 80-point view, two one-line labels and a
/// 44-point button, 24, 12 and 20 points apart by the document's own constraints; IB stores the labels at their text's
/// 20.5 points, the centres unevenly spaced, and the stack 221 points tall.
@Suite("UIKit equal-centering stacks")
struct StackEqualCenteringTests {
    static let file = "UIKitStacks/EqualCenteringPreference.xib"

    @Test("the labels keep their text's height and the centres stay unevenly spaced")
    func preference() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Ecp-Rt-001", safeAreaInsets: .zero)
        #expect(close(laid.frame("Ecp-St-002"), 20, 89.5, 280, 221))
        #expect(close(laid.frame("Ecp-Lb-005"), 0, 104, 280, 20.5))
        #expect(close(laid.frame("Ecp-Lb-006"), 0, 136.5, 280, 20.5))
        #expect(close(laid.frame("Ecp-Bt-007"), 0, 177, 280, 44))
    }

    @Test("off, the labels stretch to 60 and 104 points to space the centres equally")
    func off() throws {
        let rule = LayoutRule.uiKitEqualCenteringPreference
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: rule)) == [
                "Ecp-Bt-007", "Ecp-Lb-005", "Ecp-Lb-006", "Ecp-St-002",
            ])
        let laid = try LaidOut(Self.file, root: "Ecp-Rt-001", safeAreaInsets: .zero, engine: engine(without: rule))
        #expect(close(laid.frame("Ecp-St-002"), 20, 28, 280, 344))
        #expect(close(laid.frame("Ecp-Lb-005"), 0, 104, 280, 60))
        #expect(close(laid.frame("Ecp-Lb-006"), 0, 176, 280, 104))
    }
}
