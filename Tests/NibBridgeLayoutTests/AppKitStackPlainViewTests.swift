import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Arranged views of an `NSStackView` with nothing to size them across the stack's axis
/// (``LayoutRule/appKitStackFillsPlainViews``). Stored frames of such plain views (custom views, scroll views)
/// in ten macOS projects fill the stack across, where the layout once left their size across undetermined.
///
/// `AppKitStackPlainViews13.xib` is an Xcode 14 document: in a 300 × 200 view, a vertical stack view centring its
/// views, pinned 20 points from the top, leading and trailing edges, arranges a custom view 40 points tall above
/// one 30 points tall, each with a height constraint and nothing across.
@Suite("Plain views in AppKit stack views")
struct AppKitStackPlainViewTests {
    static let file = "AppKitStackPlainViews13.xib"

    @Test("the plain views fill the stack across")
    func fill() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Spv-Rt-001")
        #expect(close(laid.frame("Spv-Sv-002"), 20, 102, 260, 78))
        #expect(close(laid.frame("Spv-Cv-003"), 0, 38, 260, 40))
        #expect(close(laid.frame("Spv-Cv-004"), 0, 0, 260, 30))
    }

    @Test("off, their widths are undetermined: reported ambiguous, and the stored frames are lost")
    func withoutTheRule() throws {
        let lost = LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .appKitStackFillsPlainViews))
        #expect(lost.contains("Spv-Cv-003"))
        var engine = LayoutEngine()
        engine.rules = .all(except: .appKitStackFillsPlainViews)
        let off = try LaidOut(Self.file, root: "Spv-Rt-001", engine: engine)
        let view = try #require(off.loaded.objectsByID["Spv-Cv-003"] as? LiveView)
        #expect(off.result.ambiguousParts(of: view) == ["x", "width"])
    }
}
