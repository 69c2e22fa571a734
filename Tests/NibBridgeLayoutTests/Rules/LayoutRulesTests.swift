import NibBridgeLayout
import Testing

/// The layout rules' switches (the benchmark's ablation): each one is wired to the behaviour it names, and
/// the fixtures show every rule at work, so that a rule the corpus alone justifies cannot go unnoticed.
@Suite("Layout rules")
struct LayoutRulesTests {
    /// Every rule on reproduces every stored frame of the fixtures (as `FrameReproductionTests` checks).
    static let baseline = FrameReproduction.measure(project: LayoutFixtures.root, rules: .all)

    @Test("with every rule on, the fixtures reproduce; the default engine applies every rule")
    func allOn() {
        #expect(Self.baseline.overall.matched == Self.baseline.overall.views)
        #expect(LayoutEngine().rules == .all)
        #expect(StoredFrameIntrinsicSizes().rules == .all)
    }

    /// The rules no fixture shows yet: only the benchmark's ablation over real projects measures them (a
    /// fixture for each is left to do; BENCHMARKS.md, "Rule evidence"). `devicePixelFrames` moves a frame by at
    /// most half a point, within the tolerance, so it cannot lose a frame on its own: `PixelAlignedFrameTests`
    /// checks its fixture's exact frames. (`automaticConstraints` is shown by `FrameInsets8.storyboard`'s views of
    /// fixed frame.)
    static let notShownByFixtures: Set<LayoutRule> = [
        .freeformControllerXib,
        .topLevelMarginsXcode9to11, .uiKitControlInsets, .devicePixelFrames,
    ]

    @Test(
        "switching a rule off loses frames of the fixtures, for every rule a fixture shows",
        arguments: LayoutRule.allCases)
    func eachRuleShows(_ rule: LayoutRule) {
        let without = FrameReproduction.measure(project: LayoutFixtures.root, rules: .all(except: rule)).overall
        // Compared views may change with a rule (a view whose length only IB's canvas decides is not compared, and a
        // rule can decide it or leave it free): a rule shows when switching it off leaves some compared view missed.
        let missed = without.views - without.matched
        #expect(
            without.views + without.sizedFromStoredFrame == Self.baseline.overall.views
                + Self.baseline.overall.sizedFromStoredFrame)
        if Self.notShownByFixtures.contains(rule) {
            #expect(missed == 0, "a fixture shows \(rule.rawValue) now: list it")
        } else {
            #expect(missed > 0, "no fixture shows \(rule.rawValue)")
        }
    }

    @Test("rule sets: all but one lacks exactly that one")
    func sets() {
        let rules = LayoutRules.all(except: .gridViewLayout)
        #expect(!rules.contains(.gridViewLayout))
        #expect(rules.enabled.count == LayoutRule.allCases.count - 1)
        #expect(LayoutRule.allCases.sorted() == LayoutRule.allCases)
    }
}
