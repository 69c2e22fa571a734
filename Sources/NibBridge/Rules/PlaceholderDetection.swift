/// How the bridge tells a placeholder (to be replaced) from the nib's own root view (to be kept).
///
/// The seeds describe four strategies; NibBridge uses the loading stack by default, with the seeds' empty
/// placeholder rule for loads the app starts itself. The others are offered for compatibility with
/// documents built for other libraries, with their limits documented here and shown by tests.
public enum PlaceholderDetection: Sendable, Hashable {
    /// The default: a per-thread stack of the nibs the bridge is loading. An instance decoded while its own
    /// class's nib is the innermost nib the bridge loads is that nib's root; any other instance decoded
    /// during a load the bridge started is a placeholder, also one holding subviews. Nests, and detects
    /// cycles.
    ///
    /// A load the app starts itself (`UINib.instantiate`, `Bundle.loadNibNamed`, `NSNib`, a cell registered
    /// by nib, a view controller's nib) pushes no frame: UIKit gives the bridge no way to know which nib it is
    /// decoding. There an instance that already holds subviews is taken for the root of its own nib (its
    /// subviews are decoded before `awakeAfter(using:)`) and kept, so loading a bridged class's nib directly
    /// gives exactly one copy of its content; an empty instance is a placeholder. So a placeholder that holds
    /// subviews in a storyboard or xib the app loads itself is not bridged: keep placeholders empty there
    /// (`nibbridge check` warns, rule `placeholder-subviews`), tag them (``tag(_:)``), or compose the document
    /// at build time.
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
