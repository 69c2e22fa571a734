import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Navigation bars that prefer large titles (``LayoutRule/largeTitleNavigationBars``): UINavigationBar.h says
/// such a bar "will use a larger out-of-line title view when requested by the current navigation item", and
/// UINavigationItem.h that an item's `largeTitleDisplayMode` asks for it: `always`, `never`, or `automatic`
/// (the default), which follows the previous item, the first item pushed showing the large title.
///
/// `LargeTitles.storyboard` is an Xcode 13 document of the 414-point iPhone 11 (44 points of status bar): a
/// navigation controller whose bar prefers large titles, stored 96 points tall as IB draws it, and four
/// controllers, each with a 50-point box pinned 20 points below its safe area's top: the root (automatic, the
/// large title: the box 160 points down), a controller it pushes that never shows it (108: a 44-point bar),
/// and two that one pushes, automatic (following it: 108) and always (160).
@Suite("Navigation bars with large titles")
struct LargeTitleTests {
    static let file = "LargeTitles.storyboard"

    @Test("every box is where IB stored it")
    func reproduced() {
        #expect(LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all).isEmpty)
    }

    @Test("the navigation controller's root has the stored 96-point bar above its safe area")
    func rootShowsTheLargeTitle() throws {
        let laid = try LaidOut(Self.file, root: "Ltr-Rt-002", safeAreaInsets: insets(of: "Ltr-Rt-002"))
        #expect(close(laid.frame("Ltr-Bx-003"), 20, 160, 374, 50))
    }

    @Test("an item that never shows the large title, and an automatic one after it, have a 44-point bar")
    func neverAndAutomaticAfterIt() throws {
        #expect(try insets(of: "Lnv-Rt-002")?.top == 88)
        #expect(try insets(of: "Lau-Rt-002")?.top == 88)
    }

    @Test("an item that always shows it has the large title after one that never does")
    func always() throws {
        #expect(try insets(of: "Lal-Rt-002")?.top == 140)
    }

    @Test("off, every bar is 44 points tall and the boxes below large titles move up 52 points")
    func withoutTheRule() throws {
        #expect(
            LayoutFixtures.mismatchedIDs(in: Self.file, rules: .all(except: .largeTitleNavigationBars))
                == ["Lal-Bx-003", "Ltr-Bx-003"])
    }

    /// The safe-area insets IB simulated for a root view of the fixture.
    private func insets(of id: String) throws -> LayoutInsets? {
        try LayoutFixtures.simulatedInsets(in: Self.file, root: id)
    }
}
