import Foundation
import NibBridgeTestSupport
import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import Testing

/// The frame-reproduction check on the fixtures (every stored frame is consistent, so all must
/// reproduce). Over a corpus, `CorpusFrameReproductionTests` checks what holds for any real projects; the
/// shares of the shared corpus are the benchmark's figures (BENCHMARKS.md).
@Suite("Frame reproduction")
struct FrameReproductionTests {
    @Test(
        "every stored frame of the fixtures is computed again; the IB-marked ambiguous and misplaced trees are left out"
    )
    func fixtures() throws {
        let report = FrameReproduction.measure(project: LayoutFixtures.root)
        let overall = report.overall
        #expect(overall.views > 40)
        #expect(overall.matched == overall.views, "\(report.mismatches)")
        #expect(overall.excludedTrees == 2, "Constraints.xib's ambiguous tree and Intrinsic.xib's misplaced button")
        #expect(
            report.tallies.keys.map(\.description).sorted() == [
                "iOS storyboard", "iOS xib", "macOS xib", "tvOS storyboard", "tvOS xib",
            ])
        #expect(report.mismatches.isEmpty)
        // Every other fixture's stored frames keep their constraints (AppKit's measured from the bottom).
        // Constraints.xib's two required widths conflict: its stored frame keeps one, and a tree whose layout breaks
        // a required constraint is not tested for stale frames.
        #expect(
            overall.contradictingConstraints == 4,
            "the copyright labels of the three Stale* fixtures, and StaleCentredFrames.xib's gray view")
        #expect(overall.unsatisfiable == 2, "Constraints.xib's second width and one in UIKitStacks")
        #expect(
            overall.withoutStoredFrame == 2,
            "NoStoredFrame.xib's header and the content view StaleCellContent7.storyboard stores without a rect")
        // The check simulates the navigation bar IB infers for a navigation controller's root (the view
        // below the safe area's top is at 59 + 44); the engine's own default knows the device only.
        let loaded = LayoutFixtures.load("SafeArea.storyboard")
        let root = try #require(loaded.objectsByID["Nav-Rt-006"] as? LiveView)
        let view = try #require(loaded.objectsByID["Nav-Sb-007"] as? LiveView)
        #expect(view.frame.y == 103)
        #expect(LayoutEngine().layout(root).frame(of: view)?.y == 59)
    }

    @Test("a view IB wrote no frame for is laid out, and the views placed from it compared, but it is not compared")
    func viewWithoutStoredFrame() throws {
        try withFixtureAlone("NoStoredFrame.xib") { folder in
            let report = FrameReproduction.measure(project: folder)
            // The body below the header matches only if the header was laid out (16 + 48 + 8).
            #expect(report.overall.views == 1)
            #expect(report.overall.matched == 1, "\(report.mismatches)")
            #expect(report.overall.withoutStoredFrame == 1)
            #expect(report.summary.hasSuffix("; views without a stored frame (not compared): 1"))
            let loaded = LayoutFixtures.load("NoStoredFrame.xib")
            let root = try #require(loaded.objectsByID["Nsf-Rt-001"] as? LiveView)
            let header = try #require(loaded.objectsByID["Nsf-Hd-002"] as? LiveView)
            #expect(LayoutEngine().layout(root).frame(of: header) == IBRect(x: 16, y: 16, width: 288, height: 48))
        }
    }

    @Test(
        "a frame Xcode 8's betas stored as insets in its superview is compiled to the rect it gives, and reproduced"
    )
    func framesStoredAsInsets() throws {
        let loaded = LayoutFixtures.load("FrameInsets8.storyboard")
        func frame(_ id: String) throws -> IBRect { try #require(loaded.objectsByID[id] as? LiveView).frame }
        #expect(try frame("Fin-Pn-005") == IBRect(x: 16, y: 20, width: 343, height: 100), "minX, maxX, minY, height")
        #expect(try frame("Fin-Bt-006") == IBRect(x: 295, y: 8, width: 40, height: 30), "from the trailing edge")
        #expect(try frame("Fin-Bg-007") == IBRect(x: 0, y: 0, width: 343, height: 100), "empty: fills its superview")
        #expect(try frame("Fin-Lb-008") == IBRect(x: 16, y: 136, width: 62, height: 21))
        let root = try #require(loaded.objectsByID["Fin-Rt-004"] as? LiveView)
        let result = LayoutEngine().layout(root)
        for id in ["Fin-Pn-005", "Fin-Bt-006", "Fin-Bg-007", "Fin-Lb-008"] {
            let view = try #require(loaded.objectsByID[id] as? LiveView)
            #expect(result.frame(of: view) == view.frame, "\(id)")
        }
    }

    @Test(
        "a view whose length only its stored frame decides is laid out but not compared; one a constraint sizes is"
    )
    func viewSizedByItsStoredFrame() throws {
        try withFixtureAlone("StackStoredLengthsCompared.xib") { folder in
            // The badge view's 128 points come from IB's canvas alone; the 40-point view's from its constraint, and
            // the stack's 176 from both.
            let report = FrameReproduction.measure(project: folder)
            #expect(report.overall.views == 2)
            #expect(report.overall.matched == 2, "\(report.mismatches)")
            #expect(report.overall.sizedFromStoredFrame == 1)
            #expect(report.summary.hasSuffix("; views sized by their stored frame alone (not compared): 1"))
            // Without the stored length the badge view's height is free (solved to zero): still not compared (the same
            // views are compared with the rule on or off), and the stack and the view placed below it are missed.
            let rules = LayoutRules.all(except: .stackAmbiguitySuppressionAlongAxis)
            let off = FrameReproduction.measure(project: folder, rules: rules)
            #expect(off.overall.views == 2)
            #expect(off.overall.sizedFromStoredFrame == 1)
            #expect(Set(off.mismatches.map(\.id)) == ["Slc-Vw-004", "Slc-Sv-002"])
        }
    }
}

/// Stored frames that break a required constraint (``ContradictedStoredFrames``).
@Suite("Frame reproduction: stale stored frames")
struct StaleStoredFrameTests {
    @Test(
        "a view whose stored frame breaks a required constraint is laid out, not compared; a scroll view's content is"
    )
    func staleFrameLeftOut() throws {
        try withFixtureAlone("StaleStoredFrames.xib") { folder in
            // The copyright label is stored at x 0, full width, against its leading constraint of 20: a frame from
            // before the constraint, which no layout gives (the engine places it 20 points in).
            let loaded = LayoutFixtures.load("StaleStoredFrames.xib")
            let root = try #require(loaded.objectsByID["Stf-Rt-001"] as? LiveView)
            let label = try #require(loaded.objectsByID["Stf-Lb-002"] as? LiveView)
            #expect(LayoutEngine().layout(root).frame(of: label)?.x == 20)
            // The scroll view's content view is pinned to its content area: 600 high in a 200-point scroll view, which
            // is no contradiction (its bottom constraint sets the content size, not a frame).
            let report = FrameReproduction.measure(project: folder)
            #expect(report.overall.contradictingConstraints == 1)
            #expect(report.overall.views == 3)
            #expect(report.overall.matched == 3, "\(report.mismatches)")
            #expect(
                report.summary.hasSuffix("; views whose stored frames break a required constraint (not compared): 1"))
            // The test reads stored frames only: the same views are left out with every rule off.
            let off = FrameReproduction.measure(project: folder, rules: LayoutRules(enabled: []))
            #expect(off.overall.contradictingConstraints == 1)
            #expect(off.overall.views == 3)
        }
    }

    @Test("a view placed by its center and an edge is tested by the size the two give it, a point or more off")
    func centredSizeLeftOut() throws {
        try withFixtureAlone("StaleCentredFrames.xib") { folder in
            // Xcode 6's launch-screen template: the copyright label is stored 441 wide against a leading of 20 and a
            // center X in a 480-point view, which give 440. Each constraint is within a point of the stored frames
            // (the center half a point off), so only the size the pair gives shows the stale frame. The gray view's
            // top of 244 and center Y 25 below the view's give it a height of 42; it is stored 41 high.
            let loaded = LayoutFixtures.load("StaleCentredFrames.xib")
            let root = try #require(loaded.objectsByID["Scf-Rt-001"] as? LiveView)
            let layout = LayoutEngine().layout(root)
            let copyright = try #require(loaded.objectsByID["Scf-Lb-002"] as? LiveView)
            let box = try #require(loaded.objectsByID["Scf-Vw-005"] as? LiveView)
            #expect(layout.frame(of: copyright)?.width == 440)
            #expect(layout.frame(of: box)?.height == 42)
            // The title (440 wide) keeps its pair; the version label, stored 440.5 wide against a trailing of 20 and
            // a center X, is within rounding of it: both are compared and reproduced. Only mirrored pairs are tested:
            // the tile's "+2" label has its top on the tile's center Y + 12 and its bottom on the tile's bottom, laid
            // out at y 52.5 and stored at 53 (as a tuning-set cell stores it). Seen from the tile, its center Y and
            // bottom against the label give it 80 points, a point under its stored 81, yet both frames are a layout's.
            let report = FrameReproduction.measure(project: folder)
            #expect(report.overall.contradictingConstraints == 2)
            #expect(report.overall.views == 4)
            #expect(report.overall.matched == 4, "\(report.mismatches)")
            let off = FrameReproduction.measure(project: folder, rules: LayoutRules(enabled: []))
            #expect(off.overall.contradictingConstraints == 2)
        }
    }

    @Test("in a portrait document the safe area's sides are its view's: a label stored off them is left out")
    func portraitSafeAreaSides() throws {
        try withFixtureAlone("StaleSafeAreaFrames.storyboard") { folder in
            // Xcode 9's launch-screen template: the copyright label is stored at x 0, full width, against a leading
            // of 20 to the safe area, which has no side insets on a portrait iPhone (the engine places it 20 in).
            let loaded = LayoutFixtures.load("StaleSafeAreaFrames.storyboard")
            let root = try #require(loaded.objectsByID["Ssa-Rt-002"] as? LiveView)
            let label = try #require(loaded.objectsByID["Ssa-Lb-003"] as? LiveView)
            #expect(LayoutEngine().layout(root).frame(of: label)?.x == 20)
            // The safe area's top is the status bar's bottom, not its view's: the bar pinned to it at y 20 is compared.
            let report = FrameReproduction.measure(project: folder)
            #expect(report.overall.contradictingConstraints == 1)
            #expect(report.overall.views == 2)
            #expect(report.overall.matched == 2, "\(report.mismatches)")
        }
        // A landscape iPhone's safe area is inset at its sides: the view pinned to them 44 points in is compared.
        try withFixtureAlone("SafeAreaLandscapeNotch11.storyboard") { folder in
            let report = FrameReproduction.measure(project: folder)
            #expect(report.overall.contradictingConstraints == 0)
            #expect(report.overall.views > 0)
            #expect(report.overall.matched == report.overall.views, "\(report.mismatches)")
        }
    }
}

/// Runs `body` on a project folder of its own holding one fixture (the frame check measures project folders), removed
/// afterwards.
func withFixtureAlone(_ name: String, _ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(atPath: LayoutFixtures.root + "/" + name, toPath: folder.path + "/" + name)
    try body(folder.path)
}

/// The shared corpus (`NIBBRIDGE_CORPUS`, default `../shared/corpus` beside the package).
enum LayoutCorpus {
    static let root = CorpusLocation.root

    static var isAvailable: Bool { CorpusLocation.isAvailable }

    static let skipMessage: Comment = "corpus not found at \(root): set NIBBRIDGE_CORPUS to run the corpus test"
}
