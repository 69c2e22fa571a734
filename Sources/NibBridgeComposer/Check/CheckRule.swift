public import NibBridgeDocument

/// A misconfiguration `nibbridge check` looks for.
public struct CheckRule: Sendable, Hashable, Identifiable {
    /// The identifier used in diagnostics and in `.nibbridge.yml`.
    public var id: String
    /// The severity unless configured otherwise.
    public var defaultSeverity: Diagnostic.Severity
    /// What the rule finds, in one sentence.
    public var summary: String

    /// Every rule, in the order they are documented.
    public static let all: [CheckRule] = [
        missingNib, noRootView, severalRootViews, rootClassMismatch, cycle, filesOwnerOutlet, placeholderSubviews,
        placeholderConstraints, placeholderRuntimeAttributes, sizeConflict, ambiguousNib, moduleMismatch,
    ]

    /// A class declared bridged whose nib does not exist.
    public static let missingNib = CheckRule(
        id: "missing-nib", defaultSeverity: .error, summary: "a placeholder's class is bridged but its nib is missing")
    /// The nib has no usable top-level view.
    public static let noRootView = CheckRule(
        id: "no-root-view", defaultSeverity: .error,
        summary: "the nib has no top-level view of the class, and not exactly one view for File's Owner style")
    /// The nib has several top-level views of the class.
    public static let severalRootViews = CheckRule(
        id: "several-root-views", defaultSeverity: .error, summary: "the nib has several top-level views of the class")
    /// The nib's only view has another custom class.
    public static let rootClassMismatch = CheckRule(
        id: "root-class-mismatch", defaultSeverity: .warning,
        summary: "the nib's root view has another class than the placeholder's")
    /// Nibs embed each other in a loop.
    public static let cycle = CheckRule(
        id: "cycle", defaultSeverity: .error, summary: "nibs embed each other in a cycle")
    /// File's Owner outlets in a nib whose root view replaces the placeholder.
    public static let filesOwnerOutlet = CheckRule(
        id: "files-owner-outlet", defaultSeverity: .warning,
        summary: "File's Owner outlets in a bridged nib connect to an owner that is discarded")
    /// The placeholder holds subviews: where the app loads the document, it is taken for its nib's root.
    public static let placeholderSubviews = CheckRule(
        id: "placeholder-subviews", defaultSeverity: .warning,
        summary: "a view of a bridged class holds subviews, so it is not bridged where the app loads the document")
    /// The placeholder has constraints of its own.
    public static let placeholderConstraints = CheckRule(
        id: "placeholder-constraints", defaultSeverity: .note,
        summary: "constraints on the placeholder are recreated on the nib's view (other libraries drop them)")
    /// The placeholder sets runtime attributes.
    public static let placeholderRuntimeAttributes = CheckRule(
        id: "placeholder-runtime-attributes", defaultSeverity: .note,
        summary: "runtime attributes on the placeholder are applied after the nib's own (other libraries drop them)")
    /// Required size constraints of placeholder and nib disagree.
    public static let sizeConflict = CheckRule(
        id: "size-conflict", defaultSeverity: .warning,
        summary: "a fixed size on the placeholder conflicts with the nib's own required size")
    /// Several nibs answer to the name.
    public static let ambiguousNib = CheckRule(
        id: "ambiguous-nib", defaultSeverity: .warning,
        summary: "several nibs of the same name (folders, device variants, localizations) make the choice ambiguous")
    /// The placeholder and the nib's view name different modules.
    public static let moduleMismatch = CheckRule(
        id: "module-mismatch", defaultSeverity: .warning,
        summary: "the placeholder and the nib's root view name different modules")
}
