import NibBridgeLayout
import Testing

/// An Xcode 12 document may hold the controls of macOS 10.15 or of macOS 11, whichever system IB ran on
/// (`AppKitHost12.xib`, tools version 17506: the same two push buttons pinned 20 points from the trailing edge
/// and the top, twice, once with the 6-point side and 4-point top insets of macOS 10.15 and once with macOS
/// 11's 7 and 5): each tree keeps the generation its constraints hold with at the stored frames.
@Suite("AppKit controls of the host system")
struct AppKitHostControlsTests {
    static let document = "AppKitHost12.xib"

    static func mismatched(_ rules: LayoutRules) -> [String] {
        FrameReproduction.measure(project: LayoutFixtures.root, rules: rules).mismatches
            .filter { $0.document == document }.map(\.id).sorted()
    }

    @Test("buttons an Xcode 12 document stored with macOS 10.15's insets keep them")
    func catalinaFrames() throws {
        let laid = try LaidOut(Self.document, root: "Hc2-Ra-001")
        #expect(close(laid.frame("Hca-Ok-001"), 211, 12, 75, 32))
        #expect(close(laid.frame("Hca-Cl-002"), 129, 12, 82, 32))
    }

    @Test("buttons the same document stored with macOS 11's insets keep those")
    func bigSurFrames() throws {
        let laid = try LaidOut(Self.document, root: "Hc2-Rb-002")
        #expect(close(laid.frame("Hcb-Ok-001"), 212, 13, 75, 32))
        #expect(close(laid.frame("Hcb-Cl-002"), 132, 13, 82, 32))
        #expect(Self.mismatched(.all).isEmpty)
        // With macOS 10.15's insets throughout, only the macOS 11 tree's buttons move.
        #expect(Self.mismatched(.all(except: .bigSurControlsXcode12)) == ["Hcb-Cl-002", "Hcb-Ok-001"])
    }
}
