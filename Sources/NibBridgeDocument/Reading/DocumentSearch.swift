#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The search of folders for documents behind ``IBDocument/documentPaths(in:excluding:)``.
///
/// Nothing is skipped without a word: files that are not regular files (a named pipe would hang the
/// reader) are skipped with a note, a folder that cannot be listed is an error, a symbolic link to a
/// folder is followed once (a link back to a folder already searched is noted, never looped over), and
/// folders of composed output (holding ``IBDocument/composedOutputMarker``) are not read back as inputs.
/// Hidden folders below a folder given (`.git`, SwiftPM's `.build` with its copies of resources, `.swiftpm`)
/// are not searched: they hold no documents of the project, and a copy of a nib there would be taken for
/// the project's (a folder given by its own hidden name is searched). Nor are the folders Xcode makes that
/// never hold a project's `.xib` or `.storyboard` (``skippedFolder(_:)``), however many files they hold.
///
/// Only names are read for files that are no documents: the folder listing's file type answers for them,
/// so a folder of thousands of unrelated files costs one listing, not one `stat` per file.
struct DocumentSearch {
    private(set) var found: [String] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var searched: Set<FilePaths.Identity> = []
    private let excluded: Set<FilePaths.Identity>
    /// Symbolic links to folders, followed after the folders themselves so that a folder is reached by
    /// its own path whenever the search passes through it.
    private var links: [(path: String, identity: FilePaths.Identity)] = []

    init(excluding excluded: Set<FilePaths.Identity>) { self.excluded = excluded }

    /// Searches a folder given by the user, its links included.
    mutating func search(folder path: String, identity: FilePaths.Identity) {
        searched.insert(identity)
        visit(folder: path, isGiven: true)
        while !links.isEmpty {
            let link = links.removeFirst()
            if searched.contains(link.identity) {
                note("symbolic link not followed: its folder is already searched", link.path)
                continue
            }
            searched.insert(link.identity)
            visit(folder: link.path, isGiven: false)
        }
    }

    private mutating func visit(folder path: String, isGiven: Bool, isSubfolder: Bool = false) {
        let names: [(name: String, type: FolderListing.EntryType)]
        switch FolderListing.names(in: path) {
        case .success(let listing):
            names = listing.names
            // A subfolder the listing named a folder is only known by its identity once it is open (one
            // `fstat` of the open folder instead of a `stat` walking its path).
            if isSubfolder, let identity = listing.identity {
                if excluded.contains(identity) {
                    note("folder not searched: it is the output folder", path)
                    return
                }
                guard searched.insert(identity).inserted else { return }
            }
        case .failure(let error):
            diagnostics.append(
                Diagnostic(.error, "cannot read the folder: \(error.message)", at: Self.location(path), rule: "input"))
            return
        }
        if !isGiven && names.contains(where: { $0.name == IBDocument.composedOutputMarker }) {
            note("folder not searched: it holds composed output (\(IBDocument.composedOutputMarker))", path)
            return
        }
        var folders: [(path: String, isSubfolder: Bool)] = []
        for (name, type) in names.sorted(by: { $0.name < $1.name }) {
            let isDocument = IBDocument.fileExtensions.contains(Self.pathExtension(name))
            // The listing's type is the file's own (a link says link): a plain file that is no document, or a
            // folder that cannot hold the project's documents, needs no closer look.
            if type == .regular && !isDocument { continue }
            if type == .folder && (name.hasPrefix(".") || Self.skippedFolder(name)) { continue }
            let full = path + "/" + name
            if type == .regular {
                found.append(full)
                continue
            }
            if type == .folder {  // A folder itself, not a link to one: its identity is read when it is opened.
                folders.append((full, true))
                continue
            }
            switch FilePaths.status(full) {
            case .failure(let error):
                // A link to nothing, or a loop of links: only worth a word when it looks like a document.
                guard isDocument || error.code == ELOOP else { continue }
                diagnostics.append(
                    Diagnostic(
                        .warning, "skipped: cannot follow the symbolic link (\(error.message))",
                        at: Self.location(full), rule: "input"))
            case .success(let status):
                switch status.kind {
                case .folder:
                    if name.hasPrefix(".") || Self.skippedFolder(name) {
                        continue  // Tools' state and build products, not the project's documents.
                    } else if excluded.contains(status.identity) {
                        note("folder not searched: it is the output folder", full)
                    } else if FilePaths.isSymbolicLink(full) {
                        links.append((full, status.identity))
                    } else if searched.insert(status.identity).inserted {
                        folders.append((full, false))
                    }
                case .regular:
                    if isDocument { found.append(full) }
                default:
                    if isDocument { note("skipped: it is \(status.kind.description), not a regular file", full) }
                }
            }
        }
        // In name order, as the names were listed (all below the same folder).
        for folder in folders { visit(folder: folder.path, isGiven: false, isSubfolder: folder.isSubfolder) }
    }

    private mutating func note(_ message: String, _ path: String) {
        diagnostics.append(Diagnostic(.note, message, at: Self.location(path), rule: "input"))
    }

    /// Whether a folder (below a folder given) is one Xcode makes and no project keeps its documents in:
    /// `DerivedData` (build products, indexes and package checkouts, when a project keeps it beside its
    /// sources), asset catalogs (`.xcassets`: image, color and data sets, thousands of folders in a large
    /// app) and the `.xcodeproj`/`.xcworkspace` packages (project files, schemes, user state). Interface
    /// Builder documents of a target live among its sources; `Pods` and `Carthage` checkouts are searched,
    /// since a dependency's nibs are documents like the project's own.
    static func skippedFolder(_ name: String) -> Bool {
        name == "DerivedData" || [".xcassets", ".xcodeproj", ".xcworkspace"].contains { name.hasSuffix($0) }
    }

    /// Where a diagnostic about a file or folder as a whole points.
    static func location(_ path: String) -> SourceLocation { SourceLocation(path: path, line: 1, column: 1) }

    static func pathExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}

/// The names in a folder, read with `opendir` so that a refusal comes back with the system's reason.
enum FolderListing {
    /// What the listing says a name is, without following links: `other` when it does not say (some file
    /// systems never do) or names a link or a special file; those are looked at with `stat`.
    enum EntryType {
        case regular
        case folder
        case other
    }

    /// A folder's entries, and the folder's identity (`nil` when `fstat` of the open folder fails).
    struct Listing {
        var identity: FilePaths.Identity?
        var names: [(name: String, type: EntryType)]
    }

    static func names(in path: String) -> Result<Listing, SystemError> {
        guard let folder = opendir(path) else { return .failure(SystemError()) }
        defer { closedir(folder) }
        var info = stat()
        let identity =
            fstat(dirfd(folder), &info) == 0
            ? FilePaths.Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) : nil
        var names: [(name: String, type: EntryType)] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { return .failure(SystemError()) }
                break
            }
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            let type: EntryType
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): type = .regular
            case Int32(DT_DIR): type = .folder
            default: type = .other
            }
            if name != "." && name != ".." { names.append((name, type)) }
        }
        return .success(Listing(identity: identity, names: names))
    }
}
