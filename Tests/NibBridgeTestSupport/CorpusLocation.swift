import Foundation
public import Testing

/// Where the corpus of real documents is: `NIBBRIDGE_CORPUS`, or `../shared/corpus` beside the package.
///
/// Any folder of real Interface Builder documents works, as a user would point the tests at their own
/// projects: each subfolder holding documents is a project (the root of its nibs), and a folder whose
/// documents sit in no subfolder is one project. Corpus tests are disabled, with ``missingMessage``, when
/// the folder is absent or holds no `.xib` or `.storyboard`; nothing in them names a document, a project or
/// a count of the public corpus.
public enum CorpusLocation {
    /// The corpus folder.
    public static let root: String = {
        if let path = ProcessInfo.processInfo.environment["NIBBRIDGE_CORPUS"], !path.isEmpty { return path }
        // This file is Tests/NibBridgeTestSupport/CorpusLocation.swift: three levels below the package.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return package.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
    }()

    /// Whether the corpus folder exists and holds at least one Interface Builder document.
    public static var isAvailable: Bool { state == .available }

    /// Why corpus tests are disabled, for their `.enabled(if:_:)` trait.
    public static var missingMessage: String {
        switch state {
        case .missing: "corpus not found at \(root): set NIBBRIDGE_CORPUS to run the corpus tests"
        case .empty: "no .xib or .storyboard below \(root): the corpus tests have nothing to read"
        case .available: "corpus at \(root)"
        }
    }

    /// The project folders: every subfolder of the root that holds a document, or the root itself when
    /// none does, sorted.
    public static var projects: [String] { projectList }

    /// The path of a file inside the corpus.
    public static func path(_ relative: String) -> String { root + "/" + relative }

    private enum State { case missing, empty, available }

    private static let state: State = {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .missing
        }
        return holdsDocument(root) ? .available : .empty
    }()

    private static let projectList: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let folders = names.filter { !$0.hasPrefix(".") }.sorted().map { root + "/" + $0 }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                && holdsDocument(path)
        }
        if folders.isEmpty && state == .available { return [root] }
        return folders
    }()

    /// Whether a folder holds a `.xib` or `.storyboard` at any depth (stops at the first one).
    static func holdsDocument(_ folder: String) -> Bool {
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return false }
        while let next = walk.nextObject() as? String {
            if next.hasSuffix(".xib") || next.hasSuffix(".storyboard") { return true }
        }
        return false
    }
}

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
