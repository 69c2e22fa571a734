import Testing

/// Ends a corpus test that found nothing of what it checks in the corpus given (a project without
/// nib-bridged views, say), as skipped with a message rather than passed or failed.
///
/// A corpus test asserts invariants of whatever documents it is given, so an empty selection is not a
/// failure; but passing without having checked anything would hide that, so the test is cancelled, which
/// Swift Testing reports as skipped with the message. Toolchains before Swift 6.3 have no cancellation:
/// there the message is printed and the test passes.
public enum NothingToCheck {
    /// Skips the current test with `message` when `condition` holds.
    public static func skip(if condition: Bool, _ message: String) throws {
        guard condition else { return }
        #if compiler(>=6.3)
            try Test.cancel(Comment(rawValue: message))
        #else
            print("skipped: \(message)")
        #endif
    }
}
