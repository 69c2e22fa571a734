import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Safe areas, view controllers' layout guides and root views' system margins.
@Suite("Safe area layout")
struct SafeAreaLayoutTests {
    @Test("an 852-point-high controller view has 59/34 safe-area insets and 16-point side margins")
    func safeAreaDefaults() throws {
        let laid = try LaidOut("SafeArea.storyboard", root: "Saf-Rt-002")
        #expect(close(laid.frame("Saf-Sb-003"), 0, 59, 393, 759))
        #expect(close(laid.frame("Saf-Mg-004"), 16, 69, 100, 20))
        #expect(laid.result.diagnostics.isEmpty)
    }

    @Test("given safe-area insets replace the defaults")
    func givenInsets() throws {
        let insets = LayoutInsets(top: 20, left: 0, bottom: 0, right: 0)
        let laid = try LaidOut(
            "SafeArea.storyboard", root: "Saf-Rt-002", size: LayoutSize(width: 320, height: 568), safeAreaInsets: insets
        )
        #expect(close(laid.frame("Saf-Sb-003"), 0, 20, 320, 548))
        #expect(close(laid.frame("Saf-Mg-004"), 16, 30, 100, 20))
        // From 414 points of width, root views have 20-point side margins.
        let wide = try LaidOut("SafeArea.storyboard", root: "Saf-Rt-002", size: LayoutSize(width: 430, height: 932))
        #expect(close(wide.frame("Saf-Mg-004"), 20, 69, 100, 20))
    }

    @Test("top and bottom layout guides: from the status bar and home indicator of the root's size")
    func legacyGuides() throws {
        let laid = try LaidOut("SafeArea.storyboard", root: "Leg-Rt-004")
        #expect(close(laid.frame("Leg-Sb-005"), 0, 67, 393, 852 - 67 - 42))
        // 320 × 568 (iPhone SE): a 20-point status bar, no home indicator.
        let small = try LaidOut("SafeArea.storyboard", root: "Leg-Rt-004", size: LayoutSize(width: 320, height: 568))
        #expect(close(small.frame("Leg-Sb-005"), 0, 28, 320, 532))
    }

    @Test("default safe-area insets: by device for a controller's root view, none for a xib's view")
    func defaultInsets() throws {
        let engine = LayoutEngine()
        let loaded = LayoutFixtures.load("SafeArea.storyboard")
        let root = try #require(loaded.objectsByID["Saf-Rt-002"] as? LiveView)
        #expect(
            engine.defaultSafeAreaInsets(for: LayoutSize(width: 393, height: 852), of: root)
                == LayoutInsets(top: 59, bottom: 34))
        #expect(
            engine.defaultSafeAreaInsets(for: LayoutSize(width: 320, height: 568), of: root) == LayoutInsets(top: 20))
        #expect(
            engine.defaultSafeAreaInsets(for: LayoutSize(width: 390, height: 844), of: root)
                == LayoutInsets(top: 47, bottom: 34))
        #expect(engine.defaultSafeAreaInsets(for: LayoutSize(width: 500, height: 500), of: root) == .zero)
        let xib = LayoutFixtures.load("Constraints.xib")
        let view = try #require(xib.objectsByID["Pin-Rt-001"] as? LiveView)
        #expect(engine.defaultSafeAreaInsets(for: LayoutSize(width: 393, height: 852), of: view) == .zero)
    }
}

/// The safe areas Interface Builder simulated when it stored the frames, by Xcode version, device, bars
/// and kind of root view.
@Suite("Simulated safe areas")
struct SimulatedSafeAreaTests {
    private func insets(_ file: String, _ id: String) throws -> LayoutInsets? {
        try LayoutFixtures.simulatedInsets(in: file, root: id)
    }

    @Test("a navigation controller's root gets the device's status bar and the inferred bar")
    func inferredNavigationBar() throws {
        #expect(try insets("SafeArea.storyboard", "Nav-Rt-006") == LayoutInsets(top: 59 + 44, bottom: 34))
    }

    @Test("Xcode 26 doubles an iPhone 11's status bar and home indicator; hidden and inherited bars")
    func xcode26() throws {
        #expect(try insets("Bars.storyboard", "Dbl-Rt-002") == LayoutInsets(top: 96, bottom: 68))
        // The navigation controller hides its bar: its root gets none.
        #expect(try insets("Bars.storyboard", "Hid-Rt-002") == LayoutInsets(top: 96, bottom: 68))
        // A controller shown from a navigation controller's root inherits its bar.
        #expect(try insets("Bars.storyboard", "Src-Rt-002") == LayoutInsets(top: 140, bottom: 68))
        #expect(try insets("Bars.storyboard", "Dst-Rt-002") == LayoutInsets(top: 140, bottom: 68))
    }

    @Test("Xcode 11 to 14 draw no status bar on the iPhones with a home button")
    func xcode11() throws {
        #expect(try insets("Xcode11.storyboard", "X11-Rt-002") == LayoutInsets.zero)
    }

    @Test("a xib's top-level view: the status bar before Xcode 11 only above 414 points of height")
    func topLevelViews() throws {
        #expect(try insets("TopLevel.xib", "Tal-Rt-001") == LayoutInsets(top: 20))
        #expect(try insets("TopLevel.xib", "Sht-Rt-001") == LayoutInsets.zero)
    }

    @Test("Xcode 12 to 26 give an AppKit view shown on its own a 52-point title bar; earlier versions nothing")
    func appKit() throws {
        #expect(try insets("Modern.xib", "Mod-Sa-018") == LayoutInsets(top: 52))
        #expect(try insets("AppKit.xib", "Mac-Rt-001") == LayoutInsets(top: 52))
        #expect(try insets("AppKitControls2.xib", "Ak2-Rt-001") == nil)
    }
}
