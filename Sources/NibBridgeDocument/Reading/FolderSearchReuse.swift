/// The folder searches made within one run, kept so that a folder searched twice is listed once: a project
/// folder given as input is searched for its documents, then again, as the project root, for its nibs.
///
/// Only searches made on the thread that started the run, inside ``IBDocument/reusingFolderSearches(_:)``,
/// are kept: the files of a run are taken as they were when it began, as a search made once would take them.
final class FolderSearchMemo: Sendable {
    struct Key: Hashable {
        var paths: [String]
        var excluding: [String]
    }

    private let searches = LockedValue<[Key: (paths: [String], diagnostics: [Diagnostic])]>([:])

    func search(
        _ key: Key, _ make: () -> (paths: [String], diagnostics: [Diagnostic])
    ) -> (paths: [String], diagnostics: [Diagnostic]) {
        if let found = searches.withLock({ $0[key] }) { return found }
        let found = make()
        searches.withLock { $0[key] = found }
        return found
    }
}

extension IBDocument {
    /// The searches of the run under way, when one reuses them.
    @TaskLocal static var folderSearches: FolderSearchMemo?

    /// Runs `body` with every folder search it makes on this thread (``documentPaths(in:excluding:)``) made
    /// once: the same folders searched again give the first search's documents and diagnostics.
    public static func reusingFolderSearches<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $folderSearches.withValue(FolderSearchMemo()) { try body() }
    }
}
