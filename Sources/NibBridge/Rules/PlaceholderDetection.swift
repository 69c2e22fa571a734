/// How the bridge tells a placeholder (to be replaced) from the nib's own root view (to be kept).
///
/// The seeds describe four strategies; NibBridge uses the loading stack by default because it is the only
/// one that is always right. The others are offered for compatibility with documents built for other
/// libraries, with their limits documented here and shown by tests.
public enum PlaceholderDetection: Sendable, Hashable {
    /// The default: a per-thread, per-class stack of nibs being loaded. An instance decoded while its own
    /// class's nib is the innermost nib being loaded is that nib's root; any other instance is a
    /// placeholder. Works with placeholders that hold subviews, with nesting, and detects cycles.
    case loadingStack
    /// A view without subviews is a placeholder (seed 002). Fails when the placeholder holds subviews in
    /// the parent document (they are then never bridged), and recurses if the nib's root is empty unless
    /// the loading stack also guards (NibBridge always keeps the stack as the recursion guard).
    case emptyPlaceholder
    /// A view whose tag is this value (616 in UIView+NibLoading, seed 004) is a placeholder. Fails when the
    /// author forgets the tag, and steals the tag property from the app.
    case tag(Int)
    /// Only instances of a dedicated placeholder subclass are placeholders (seeds 000 and 001): the
    /// placeholder subclass is used in the parent document, the real class in the nib. Fails when the nib
    /// itself uses the placeholder subclass (recursion, caught by the stack) or the parent uses the real one.
    case placeholderSubclass

    /// The tag UIView+NibLoading used to mark placeholders.
    public static let nibLoadingTag = 616
}
