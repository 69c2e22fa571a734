import NibBridgeLayout
import NibBridgeLoader
import Testing

/// ``LayoutRule/notchedStatusBarsXcode14`` from Xcode 14.0's release (tools version 21225), not its betas (fixtures in
/// `UIKitSafeArea12/`, Xcode-shaped xibs): `NotchedStatusBarXcode14Beta.xib` (21208.1, an Xcode 14 beta) and
/// `NotchedStatusBarXcode14.xib` (21225) are a controller's own 414 × 896 iPhone 11 view with a header pinned to its
/// safe area's top, stored 44 and 48 points down.
@Suite("The iPhone 11's status bar in Xcode 14.0 and its betas")
struct NotchedStatusBarXcode14Tests {
    static let beta = "UIKitSafeArea12/NotchedStatusBarXcode14Beta.xib"
    static let release = "UIKitSafeArea12/NotchedStatusBarXcode14.xib"

    @Test("every box is where IB stored it")
    func reproduced() {
        for file in [Self.beta, Self.release] {
            #expect(LayoutFixtures.mismatchedIDs(in: file, rules: .all).isEmpty, "\(file)")
        }
    }

    @Test("the iPhone 11's status bar is 44 points in an Xcode 14 beta and 48 in Xcode 14.0")
    func statusBars() throws {
        #expect(try LayoutFixtures.simulatedInsets(in: Self.beta, root: "N4B-Rt-001")?.top == 44)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.release, root: "N14-Rt-001")?.top == 48)
        #expect(try LayoutFixtures.simulatedInsets(in: Self.release, root: "N14-Rt-001")?.bottom == 34)
    }

    @Test("off, the Xcode 14.0 header moves 4 points up; the beta's stays")
    func statusBarsWithoutTheRule() {
        let rules = LayoutRules.all(except: .notchedStatusBarsXcode14)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.release, rules: rules) == ["N14-Bx-002"])
        #expect(LayoutFixtures.mismatchedIDs(in: Self.beta, rules: rules).isEmpty)
    }
}
