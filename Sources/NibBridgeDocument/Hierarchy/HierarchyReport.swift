/// Reads documents in parallel and builds their hierarchies: the library side of `nibbridge tree`.
public enum HierarchyReport {
    /// Reads every document under `paths` (folders recursively) on all cores.
    ///
    /// Results come back in path order whatever the scheduling; unreadable documents yield diagnostics,
    /// and so do numbers that are not finite (the hierarchy leaves them out).
    public static func make(paths: [String]) -> (documents: [DocumentHierarchy], diagnostics: [Diagnostic]) {
        var documents: [DocumentHierarchy] = []
        let diagnostics = stream(paths: paths, render: { $0 }, write: { documents.append($0) })
        return (documents, diagnostics)
    }

    /// Reads every document under `paths` on all cores and hands each one's rendering to `write` in path
    /// order as soon as it and those before it are done, keeping only a few documents in memory at a time:
    /// a report of any number of documents takes the memory of its largest few, not of all of them.
    ///
    /// `render` runs on the worker threads (the costly part: a document's JSON or text); `write` runs on
    /// the calling thread. Returns the diagnostics of the documents that could not be read and of numbers
    /// that are not finite, in path order.
    public static func stream<Output: Sendable>(
        paths: [String], batchSize: Int = 64, render: @Sendable (DocumentHierarchy) -> Output,
        write: (Output) -> Void
    ) -> [Diagnostic] {
        let (files, missing) = IBDocument.documentPaths(in: paths)
        var diagnostics = missing
        var start = 0
        while start < files.count {
            let batch = Array(files[start..<min(start + max(batchSize, 1), files.count)])
            start += batch.count
            let results = forEachDocument(batch) { document in
                (render(DocumentHierarchy(document: document)), document.nonFiniteNumberDiagnostics())
            }
            for result in results {
                switch result {
                case .success(let (output, problems)):
                    write(output)
                    diagnostics += problems
                case .failure(let diagnostic): diagnostics.append(diagnostic)
                }
            }
        }
        return diagnostics
    }

    /// Reads each file and transforms it on all cores, returning results in the files' order.
    public static func forEachDocument<T: Sendable>(
        _ files: [String],
        _ transform: @Sendable (IBDocument) -> T
    ) -> [Result<T, Diagnostic>] {
        ParallelMap.map(files) { file -> Result<T, Diagnostic> in
            do throws(Diagnostic) {
                return .success(transform(try IBDocument(contentsOfFile: file)))
            } catch {
                return .failure(error)
            }
        }
    }
}
