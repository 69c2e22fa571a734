internal import Foundation
public import NibBridgeDocument
import NibBridgeLoader

/// `nibbridge compose` as a library call: composes every document under some paths into an output folder.
public enum ComposeRun {
    /// What to compose and where to write it.
    public struct Request: Sendable {
        /// Documents or folders of documents.
        public var paths: [String]
        /// The folder composed copies are written to, with the inputs' relative paths.
        public var output: String
        /// The project root searched for nibs; by default each input folder (a file's project root).
        public var root: String?
        /// Which classes are bridged.
        public var selection: BridgeSelection
        /// Told as documents are done (for a progress display).
        public var progress: ProgressHandler?

        /// Creates a request.
        public init(
            paths: [String], output: String, root: String? = nil, selection: BridgeSelection = .init(),
            progress: ProgressHandler? = nil
        ) {
            self.paths = paths
            self.output = output
            self.root = root
            self.selection = selection
            self.progress = progress
        }
    }

    /// What a run did: every input document is written, unreadable or refused, and a document not
    /// written has a diagnostic saying why (`written.count + unreadable.count + refused.count == documents`).
    public struct Summary: Sendable {
        /// The input documents found, read or not.
        public var documents: Int
        /// The placeholders replaced, over all documents.
        public var placeholders: Int
        /// The files written, in input order.
        public var written: [String]
        /// The input documents the reader refused (a legacy archive, malformed XML), in input order; each
        /// has an error diagnostic located in it.
        public var unreadable: [String] = []
        /// The input documents read but not written, in input order: an error of their own, an output
        /// refused (two inputs bound for one file, a copy over an input) or one that could not be written.
        public var refused: [String] = []
        /// Every diagnostic, sorted by place.
        public var diagnostics: [Diagnostic]
    }

    /// One document to compose: its path, its path relative to the output folder, and its project.
    struct Job: Sendable {
        var path: String
        var relative: String
        var index: ProjectIndex
    }

    /// Composes and writes every document; inputs are never modified, outputs are written atomically.
    ///
    /// Nothing is written over a file the run reads (compared by real path, so a symbolic link cannot
    /// lead an output onto an input), two inputs bound for the same output are both refused, and the
    /// output folder, when it holds no input, is marked so that later searches do not read it back.
    public static func run(_ request: Request) -> Summary {
        let (jobs, found) = jobs(for: request)
        // The nibs of every project root are read too: no copy may land on one.
        let indexes = Dictionary(jobs.map { ($0.index.root, $0.index) }, uniquingKeysWith: { first, _ in first })
        let nibs = indexes.sorted { $0.key < $1.key }.flatMap { $0.value.locator.candidates.values.joined() }
        let plan = OutputPlan(
            inputs: jobs.map { ($0.path, $0.relative) }, output: request.output, read: nibs)
        var marking: [Diagnostic] = []
        if plan.mayMarkOutput && !plan.entries.isEmpty {
            let marker = request.output + "/" + IBDocument.composedOutputMarker
            do throws(Diagnostic) {
                try IBDocument.writeAtomically(Array(markerText.utf8), toFile: marker)
            } catch {
                marking.append(error)
            }
        }
        let entries = marking.isEmpty ? plan.entries : []
        let results = ParallelMap.map(entries, progress: request.progress) {
            entry -> (replaced: Int, diagnostics: [Diagnostic], outcome: Outcome) in
            do throws(Diagnostic) {
                let document = try IBDocument(contentsOfFile: entry.input)
                let result = Composer(index: jobs[entry.position].index).compose(document)
                var diagnostics = result.diagnostics + IBReferences.validate(document)
                // A document with an error of its own is not written: the error says what to fix, and a
                // copy made despite it (duplicate ids, a reference to nothing) would not load.
                let own = diagnostics.filter { $0.severity == .error && $0.location?.path == entry.input }
                if !own.isEmpty {
                    let note = "not written: composing this document reported \(own.count) error(s)"
                    diagnostics.append(
                        Diagnostic(.note, note, at: SourceLocation(path: entry.input, line: 1, column: 1)))
                    return (result.replacedCount, diagnostics, .refused)
                }
                do throws(Diagnostic) {
                    try document.write(toFile: entry.destination)
                } catch {
                    diagnostics.append(error)
                    return (result.replacedCount, diagnostics, .refused)
                }
                return (result.replacedCount, diagnostics, .written)
            } catch {
                return (0, [error], .unreadable)
            }
        }
        let collector = DiagnosticCollector()
        collector.emit(contentsOf: found + plan.diagnostics + marking)
        // A nib composed into several documents reports its own problems (a cycle, say) once per document.
        var seen: Set<Diagnostic> = []
        for result in results { collector.emit(contentsOf: result.diagnostics.filter { seen.insert($0).inserted }) }
        // An input with no entry (its output refused, or the output folder not marked) is refused.
        var outcome = [Outcome](repeating: .refused, count: jobs.count)
        for (entry, result) in zip(entries, results) {
            outcome[entry.position] = result.outcome
        }
        var summary = Summary(
            documents: jobs.count,
            placeholders: results.reduce(0) { $0 + $1.replaced },
            written: zip(entries, results).filter { $0.1.outcome == .written }.map { $0.0.destination },
            diagnostics: collector.diagnostics
        )
        summary.unreadable = jobs.indices.filter { outcome[$0] == .unreadable }.map { jobs[$0].path }
        summary.refused = jobs.indices.filter { outcome[$0] == .refused }.map { jobs[$0].path }
        return summary
    }

    /// What became of one input document.
    enum Outcome { case written, unreadable, refused }

    /// What the marker file says to whoever finds it.
    static let markerText = """
        This folder holds documents written by `nibbridge compose`. NibBridge does not search it for
        documents or nibs when it searches a folder around it, so composed copies are never read back as
        inputs. Give this folder itself as an input to read it.

        """

    /// The documents under the request's paths with their paths relative to the output folder and their
    /// projects, and what the search of the paths reported (missing paths, skipped files). The output
    /// folder, when inside an input folder, is not searched; a document reached twice is listed once.
    static func jobs(for request: Request) -> ([Job], [Diagnostic]) {
        var jobs: [Job] = []
        var diagnostics: [Diagnostic] = []
        // One index per root: indexing walks the whole root folder, and a list of files (as a pre-commit
        // hook passes them) would otherwise walk it once per file.
        var indexes: [String: ProjectIndex] = [:]
        // The same document reached twice (given twice, or through a link) is one job: the same file (one
        // `stat`: device and inode) at the same relative path. One path given cannot reach a file twice at
        // one relative path (a folder search finds each path once), so only several paths need the `stat`.
        var seen: Set<DocumentKey> = []
        let mayRepeat = request.paths.count > 1
        let excluded = request.output.isEmpty ? [] : [request.output]
        for path in request.paths {
            let (files, found) = IBDocument.documentPaths(in: [path], excluding: excluded)
            diagnostics += found
            guard let kind = FilePaths.kind(atPath: path), kind == .folder || kind == .regular else { continue }
            let isFolder = kind == .folder
            let root = request.root ?? (isFolder ? path : ConventionLoad.projectRoot(for: path))
            let index = indexes[root] ?? ProjectIndex(root: root, selection: request.selection)
            indexes[root] = index
            // Folder searches name their files `folder/relative`, the folder spelled as given.
            let prefix = (path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path) + "/"
            for file in files {
                let relative =
                    isFolder && file.hasPrefix(prefix)
                    ? String(file.dropFirst(prefix.count)) : (file as NSString).lastPathComponent
                if mayRepeat {
                    let identity = FilePaths.identity(atPath: file).map(DocumentKey.File.identity) ?? .path(file)
                    guard seen.insert(DocumentKey(file: identity, relative: relative)).inserted else { continue }
                }
                jobs.append(Job(path: file, relative: relative, index: index))
            }
        }
        return (jobs, diagnostics)
    }

    /// A document file and the path it is composed to, relative to the output folder.
    struct DocumentKey: Hashable {
        /// A file, by what `stat` says (one call, instead of resolving every link of its path), or by its
        /// path when it cannot be read.
        enum File: Hashable {
            case identity(FilePaths.Identity)
            case path(String)
        }
        var file: File
        var relative: String
    }
}
