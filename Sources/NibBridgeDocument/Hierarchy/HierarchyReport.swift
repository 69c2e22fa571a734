/// Reads documents in parallel and builds their hierarchies: the library side of `nibbridge tree`.
public enum HierarchyReport {
    /// Reads every document under `paths` (folders recursively) on all cores.
    ///
    /// Results come back in path order whatever the scheduling; unreadable documents yield diagnostics,
    /// and so do numbers that are not finite (the hierarchy leaves them out).
    public static func make(paths: [String]) -> (documents: [DocumentHierarchy], diagnostics: [Diagnostic]) {
        let (files, missing) = IBDocument.documentPaths(in: paths)
        let results = forEachDocument(files) { document in
            (DocumentHierarchy(document: document), document.nonFiniteNumberDiagnostics())
        }
        var documents: [DocumentHierarchy] = []
        var diagnostics = missing
        for result in results {
            switch result {
            case .success(let (hierarchy, problems)):
                documents.append(hierarchy)
                diagnostics += problems
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (documents, diagnostics)
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
