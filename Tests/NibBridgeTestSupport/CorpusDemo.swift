import Foundation
public import Testing

/// Tests about particular documents of the public corpus (a nib-bridging library's demo, say), as opposed to
/// corpus-wide tests, which hold for any folder of real documents.
///
/// Such a test is enabled only when the corpus given holds every document it reads, and says which are
/// missing otherwise: pointed at a user's own projects, the corpus tests skip the demos instead of failing.
public enum CorpusDemo {
    /// A trait enabling a test when every one of `relativePaths` (relative to ``CorpusLocation/root``) is a
    /// file of the corpus.
    public static func requires(_ relativePaths: String...) -> ConditionTrait {
        requires(relativePaths)
    }

    /// A trait enabling a test when every one of `relativePaths` is a file of the corpus.
    public static func requires(_ relativePaths: [String]) -> ConditionTrait {
        let missing = relativePaths.filter { !FileManager.default.fileExists(atPath: CorpusLocation.path($0)) }
        return .enabled(
            if: missing.isEmpty,
            Comment(
                rawValue: "demo documents not in the corpus at \(CorpusLocation.root): "
                    + missing.joined(separator: ", ")))
    }
}
