#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

extension IBDocument {
    /// Reads a document from a file, failing with a located diagnostic.
    public convenience init(contentsOfFile path: String, limits: XMLParsingLimits = .default) throws(Diagnostic) {
        let bytes = try IBDocument.bytes(ofFile: path, limit: limits.maximumBytes)
        try self.init(bytes: bytes, path: path, limits: limits)
    }

    /// The bytes of a regular file no larger than `limit`, read without ever waiting on a named pipe or a
    /// device; a failure is an error at the file that says why in the system's words (`cannot read file:
    /// No such file or directory`), with `what` naming the file (`file`, `configuration`).
    public static func bytes(ofFile path: String, limit: Int, what: String = "file", rule: String = "input")
        throws(Diagnostic) -> [UInt8]
    {
        do {
            return try FileBytes.read(path, limit: limit)
        } catch {
            let message: String
            switch error {
            case .tooLarge(let size): message = "\(what) is \(size) bytes, over the limit of \(limit) bytes"
            case .system(let reason): message = "cannot read \(what): \(reason)"
            }
            throw Diagnostic(.error, message, at: SourceLocation(path: path, line: 1, column: 1), rule: rule)
        }
    }

    /// Writes the document atomically: to a temporary file beside `path`, then renamed over it.
    public func write(toFile path: String) throws(Diagnostic) {
        try IBDocument.writeAtomically(serialized(), toFile: path)
    }

    /// The values of attributes in the first `count` bytes of a file (a document's header: its root
    /// element's `type` or `targetRuntime`), found by bytes without parsing; `nil` when the file cannot be
    /// read. An attribute that is not there has no entry.
    public static func headerAttributes(_ names: [String], ofFile path: String, within count: Int = 4096)
        -> [String: String]?
    {
        guard let bytes = FileBytes.prefix(path, count: count) else { return nil }
        var values: [String: String] = [:]
        for name in names {
            let needle = Array(" \(name)=\"".utf8)
            guard bytes.count >= needle.count else { continue }
            for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
                guard bytes[start..<(start + needle.count)].elementsEqual(needle) else { continue }
                let valueStart = start + needle.count
                let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
                values[name] = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
                break
            }
        }
        return values
    }

    /// Writes bytes atomically (to a temporary file beside `path`, then renamed over it), creating
    /// intermediate folders; a failure says which path and why, in the system's words.
    public static func writeAtomically(_ bytes: [UInt8], toFile path: String) throws(Diagnostic) {
        do {
            try FileWriting.writeAtomically(bytes, to: path)
        } catch {
            throw Diagnostic(
                .error, "cannot write the file: \(error.message)", at: SourceLocation(path: path, line: 1, column: 1),
                rule: "output")
        }
    }

    /// The file extensions of Interface Builder documents.
    public static let fileExtensions: Set<String> = ["xib", "storyboard"]

    /// The file `nibbridge compose` leaves in its output folder: folder searches do not go into a folder
    /// holding it, so composed copies are never read back as inputs or nibs.
    public static let composedOutputMarker = ".nibbridge-composed"

    /// Expands paths into document paths: files as given, folders searched recursively (following
    /// symbolic links to folders once), each folder's documents sorted.
    ///
    /// A path that does not exist yields an error diagnostic instead of a document path; a folder that
    /// cannot be listed is an error; files that are not regular files (named pipes, devices) are skipped
    /// with a note, as are the `excluding` folders (an output folder inside an input folder) and folders
    /// of composed output found inside the given ones.
    public static func documentPaths(in paths: [String], excluding: [String] = []) -> (
        paths: [String], diagnostics: [Diagnostic]
    ) {
        guard let memo = folderSearches else { return searchedDocumentPaths(in: paths, excluding: excluding) }
        return memo.search(FolderSearchMemo.Key(paths: paths, excluding: excluding)) {
            searchedDocumentPaths(in: paths, excluding: excluding)
        }
    }

    /// The search behind ``documentPaths(in:excluding:)``, made anew.
    private static func searchedDocumentPaths(in paths: [String], excluding: [String]) -> (
        paths: [String], diagnostics: [Diagnostic]
    ) {
        var found: [String] = []
        var diagnostics: [Diagnostic] = []
        let excluded = Set(excluding.compactMap(FilePaths.identity(atPath:)))
        for path in paths {
            switch FilePaths.status(path) {
            case .failure(let error):
                let message =
                    error.code == ENOENT ? "no such file or folder: \(path)" : "cannot read \(path): \(error.message)"
                diagnostics.append(Diagnostic(.error, message, rule: "input"))
            case .success(let status) where status.kind == .folder:
                let base = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
                var search = DocumentSearch(excluding: excluded)
                search.search(folder: base, identity: status.identity)
                found += search.found.sorted()
                diagnostics += search.diagnostics
            case .success(let status) where status.kind == .regular:
                found.append(path)
            case .success(let status):
                diagnostics.append(
                    Diagnostic(
                        .note, "skipped: it is \(status.kind.description), not a regular file",
                        at: DocumentSearch.location(path), rule: "input"))
            }
        }
        return (found, diagnostics)
    }
}
