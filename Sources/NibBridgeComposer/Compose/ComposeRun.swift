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

    /// What a run did.
    public struct Summary: Sendable {
        /// The documents read.
        public var documents: Int
        /// The placeholders replaced, over all documents.
        public var placeholders: Int
        /// The files written, in input order.
        public var written: [String]
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
    public static func run(_ request: Request) -> Summary {
        let (jobs, missing) = jobs(for: request)
        let outputRoot = URL(fileURLWithPath: request.output).standardizedFileURL.path
        let results = ParallelMap.map(jobs, progress: request.progress) { job -> (Int, String?, [Diagnostic]) in
            let destination = outputRoot + "/" + job.relative
            if URL(fileURLWithPath: job.path).standardizedFileURL.path == destination {
                return (0, nil, [Diagnostic(.error, "refusing to overwrite the input \(job.path)", rule: "output")])
            }
            do throws(Diagnostic) {
                let document = try IBDocument(contentsOfFile: job.path)
                let result = Composer(index: job.index).compose(document)
                var diagnostics = result.diagnostics + IBReferences.validate(document)
                do throws(Diagnostic) {
                    try document.write(toFile: destination)
                } catch {
                    diagnostics.append(error)
                    return (result.replacedCount, nil, diagnostics)
                }
                return (result.replacedCount, destination, diagnostics)
            } catch {
                return (0, nil, [error])
            }
        }
        let collector = DiagnosticCollector()
        collector.emit(contentsOf: missing)
        // A nib composed into several documents reports its own problems (a cycle, say) once per document.
        var seen: Set<Diagnostic> = []
        for result in results { collector.emit(contentsOf: result.2.filter { seen.insert($0).inserted }) }
        return Summary(
            documents: jobs.count,
            placeholders: results.reduce(0) { $0 + $1.0 },
            written: results.compactMap { $0.1 },
            diagnostics: collector.diagnostics
        )
    }

    static func jobs(for request: Request) -> ([Job], [Diagnostic]) {
        var jobs: [Job] = []
        var diagnostics: [Diagnostic] = []
        // One index per root: indexing walks the whole root folder, and a list of files (as a pre-commit
        // hook passes them) would otherwise walk it once per file.
        var indexes: [String: ProjectIndex] = [:]
        for path in request.paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.error, "no such file or folder: \(path)", rule: "input"))
                continue
            }
            let base = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
            let root = request.root ?? (isDirectory.boolValue ? path : ConventionLoad.projectRoot(for: path))
            let index = indexes[root] ?? ProjectIndex(root: root, selection: request.selection)
            indexes[root] = index
            let prefix = URL(fileURLWithPath: base).standardizedFileURL.path + "/"
            for file in IBDocument.documentPaths(in: [path]).paths {
                let full = URL(fileURLWithPath: file).standardizedFileURL.path
                let relative =
                    full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : (file as NSString).lastPathComponent
                jobs.append(Job(path: file, relative: relative, index: index))
            }
        }
        return (jobs, diagnostics)
    }
}
