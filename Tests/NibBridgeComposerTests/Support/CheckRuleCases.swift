import NibBridgeComposer
import NibBridgeDocument
import Testing

/// For one check rule: a fixture project (`Fixtures/Check/<folder>`) with a document that triggers the
/// rule and one that does not, and exactly what the trigger reports.
struct CheckRuleCase: Sendable, CustomTestStringConvertible {
    var rule: CheckRule
    var folder: String
    var trigger: String
    var clean: String
    /// Classes the configuration's include list names (missing-nib needs one).
    var include: Set<String> = []
    var severity: Diagnostic.Severity
    var line: Int
    var column: Int
    /// The message; `{root}` stands for the fixture folder.
    var message: String
    /// Notes as `relative-path:line:column: message`.
    var notes: [String] = []
    /// Every rule the trigger document reports, in order (the rule itself and its companions).
    var triggerRules: [String]
    /// Every rule the clean document reports (none of them the rule).
    var cleanRules: [String] = []

    var testDescription: String { rule.id }
    var root: String { Fixtures.path("Check/" + folder) }
    var configuration: CheckConfiguration { CheckConfiguration(selection: BridgeSelection(include: include)) }

    func check(_ document: String) -> [Diagnostic] {
        CheckRun.run(paths: [root + "/" + document], root: root, configuration: configuration).diagnostics
    }

    /// One case per rule of ``CheckRule/all``.
    static let all: [CheckRuleCase] = [
        CheckRuleCase(
            rule: .missingNib, folder: "missing-nib", trigger: "Trigger.storyboard", clean: "Clean.storyboard",
            include: ["GhostView", "BadgeView"], severity: .error, line: 19, column: 29,
            message: "no nib named 'GhostView.xib' under {root} for bridged class GhostView",
            triggerRules: ["missing-nib"]),
        CheckRuleCase(
            rule: .noRootView, folder: "no-root-view", trigger: "Trigger.storyboard", clean: "Clean.storyboard",
            severity: .error, line: 19, column: 29,
            message: "nib 'PanelView' has no top-level view of class PanelView and 2 top-level views",
            notes: ["PanelView.xib:1:1: nib PanelView"], triggerRules: ["no-root-view"]),
        CheckRuleCase(
            rule: .severalRootViews, folder: "several-root-views", trigger: "Trigger.storyboard",
            clean: "Clean.storyboard", severity: .error, line: 19, column: 29,
            message: "nib 'CellView' has 2 top-level views of class CellView",
            notes: ["CellView.xib:11:9: top-level view", "CellView.xib:31:9: top-level view"],
            triggerRules: ["several-root-views"]),
        CheckRuleCase(
            rule: .rootClassMismatch, folder: "root-class-mismatch", trigger: "Trigger.storyboard",
            clean: "Clean.storyboard", severity: .warning, line: 19, column: 29,
            message: "nib 'ProfileView' has a root view of class LegacyProfileView; it is used as the content of the "
                + "placeholder (File's Owner style)",
            notes: ["ProfileView.xib:11:9: root view"], triggerRules: ["root-class-mismatch"]),
        CheckRuleCase(
            rule: .cycle, folder: "cycle", trigger: "Trigger.storyboard", clean: "Clean.storyboard", severity: .error,
            line: 19, column: 29, message: "nib embedding cycle: PingView -> PongView -> PingView",
            triggerRules: ["cycle"]),
        CheckRuleCase(
            rule: .filesOwnerOutlet, folder: "files-owner-outlet", trigger: "Trigger.storyboard",
            clean: "Clean.storyboard", severity: .warning, line: 19, column: 29,
            message: "nib 'HeaderView' has 1 File's Owner outlet(s); its root view replaces the placeholder, so no "
                + "owner receives them",
            notes: ["HeaderView.xib:11:17: File's Owner outlet"], triggerRules: ["files-owner-outlet"]),
        CheckRuleCase(
            rule: .placeholderSubviews, folder: "placeholder-notes", trigger: "Subviews.storyboard",
            clean: "Plain.storyboard", severity: .warning, line: 19, column: 29,
            message: "the MeterView view holds subviews: when the app loads this document itself, NibBridge takes it "
                + "for the root of MeterView's nib and leaves it as designed here (UIKit gives no way to tell them "
                + "apart); leave placeholders empty, or mark them with a tag",
            triggerRules: ["placeholder-subviews"]),
        CheckRuleCase(
            rule: .placeholderConstraints, folder: "placeholder-notes", trigger: "Constraints.storyboard",
            clean: "Plain.storyboard", severity: .note, line: 19, column: 29,
            message: "2 constraint(s) on the MeterView placeholder are kept on the nib's view",
            triggerRules: ["placeholder-constraints"]),
        CheckRuleCase(
            rule: .placeholderRuntimeAttributes, folder: "placeholder-notes", trigger: "RuntimeAttributes.storyboard",
            clean: "Plain.storyboard", severity: .note, line: 19, column: 29,
            message: "runtime attributes value, caption on the MeterView placeholder are applied after the nib's own",
            triggerRules: ["placeholder-runtime-attributes"]),
        CheckRuleCase(
            rule: .sizeConflict, folder: "size-conflict", trigger: "Trigger.storyboard", clean: "Clean.storyboard",
            severity: .warning, line: 19, column: 29,
            message: "placeholder requires width == 100 but nib 'GaugeView' requires width == 120: the layout is "
                + "unsatisfiable",
            notes: ["GaugeView.xib:11:9: nib's root view"], triggerRules: ["size-conflict", "placeholder-constraints"],
            cleanRules: ["placeholder-constraints"]),
        CheckRuleCase(
            rule: .ambiguousNib, folder: "ambiguous-nib", trigger: "Trigger.storyboard", clean: "Clean.storyboard",
            severity: .warning, line: 19, column: 29, message: "2 nibs are named 'TagView'; the first is used",
            notes: ["Phone/TagView.xib:1:1: candidate", "Watch/TagView.xib:1:1: candidate"],
            triggerRules: ["ambiguous-nib"]),
        CheckRuleCase(
            rule: .moduleMismatch, folder: "module-mismatch", trigger: "Trigger.storyboard", clean: "Clean.storyboard",
            severity: .warning, line: 19, column: 29,
            message: "placeholder names module 'App' but nib 'StatusView' names 'Widgets'",
            notes: ["StatusView.xib:11:9: nib's root view"], triggerRules: ["module-mismatch"]),
    ]
}
