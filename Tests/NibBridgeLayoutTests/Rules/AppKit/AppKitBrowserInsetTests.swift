import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Titled NSBrowsers (``LayoutRule/titledBrowserInsets``): a browser that shows its columns' titles (`isTitled`)
/// aligns its columns below their 22-point title row, and IB stores its frame reaching 22 points above the top its
/// constraints pin.
///
/// `AppKitTitledBrowser.xib` (tools version 19529): two 300 × 200 views, each with a browser pinned 20 points from
/// all four sides: a titled one, stored 260 × 182, and an untitled one, stored 260 × 160.
@Suite("Titled NSBrowser insets")
struct AppKitBrowserInsetTests {
    static let file = "AppKitTitledBrowser.xib"

    @Test("a titled browser's frame reaches its title row above its pinned top, an untitled one's does not")
    func titled() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Brw-Rt-001")
        #expect(close(laid.frame("Brw-Br-002"), 20, 20, 260, 182))
        let untitled = try LaidOut(Self.file, root: "Brw-Rt-007")
        #expect(close(untitled.frame("Brw-Br-008"), 20, 20, 260, 160))
    }

    @Test("off, the titled browser fills the pinned rect, 22 points short of its stored frame")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .titledBrowserInsets)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules) == ["Brw-Br-002"])
        var engine = LayoutEngine()
        engine.rules = rules
        let off = try LaidOut(Self.file, root: "Brw-Rt-001", engine: engine)
        #expect(close(off.frame("Brw-Br-002"), 20, 20, 260, 160))
    }
}
