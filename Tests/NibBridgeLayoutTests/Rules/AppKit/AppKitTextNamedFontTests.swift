import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The first baseline of an AppKit label in a named font (``LayoutRule/namedFontLabelBaselines``): the label lays its
/// first line as a line of its stored height, the font's line height, with the baseline the descent above the line's
/// bottom, not its point size below its top (the system font's place), so a monospaced label sits a point lower than
/// its point size says.
///
/// `AppKitText/AppKitTextNamedFonts15.xib` (Xcode 15): in a 300 × 56 view, a 13-point system label pinned 20 points
/// from the top and leading side, then, 8 points apart, a 14-point-tall Menlo 12 label and a 15-point-tall SF Mono
/// 13 label, both first-baseline-aligned with it (their first baselines 11 and 12 points below their tops, as
/// Xcode stores them).
@Suite("AppKit labels in named fonts")
struct AppKitTextNamedFontTests {
    static let file = "AppKitText/AppKitTextNamedFonts15.xib"

    @Test("a Menlo or SF Mono label aligned by its first baseline sits where Xcode stores it")
    func namedFonts() throws {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
        let laid = try LaidOut(Self.file, root: "Nf1-Rt-001")
        #expect(close(laid.frame("Nf1-Lb-004"), 59, 20, 100, 14))
        #expect(close(laid.frame("Nf1-Lb-006"), 163, 20, 80, 15))
    }

    @Test("off, both labels sit a point higher: their first baselines their point sizes below their tops")
    func withoutTheRule() throws {
        let rules = LayoutRules.all(except: .namedFontLabelBaselines)
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: rules) == ["Nf1-Lb-004", "Nf1-Lb-006"])
        var engine = LayoutEngine()
        engine.rules = rules
        let laid = try LaidOut(Self.file, root: "Nf1-Rt-001", engine: engine)
        #expect(laid.frame("Nf1-Lb-004")?.y == 21)
        #expect(laid.frame("Nf1-Lb-006")?.y == 21)
    }
}
