public import NibBridgeDocument
import NibBridgeLoader

/// `nibbridge check` as a library call.
public enum CheckRun {
    /// Checks every document under some paths on all cores; diagnostics come back sorted and deduplicated.
    public static func run(
        paths: [String], root: String?, configuration: CheckConfiguration, progress: ProgressHandler? = nil
    ) -> (
        documents: Int, diagnostics: [Diagnostic]
    ) {
        let (jobs, missing) = IBDocument.reusingFolderSearches {
            let (jobs, missing) = ComposeRun.jobs(
                for: ComposeRun.Request(paths: paths, output: "", root: root, selection: configuration.selection))
            // Each project root is walked for its nibs here, where the search of an input folder that is also
            // the root (`nibbridge check Project`) is reused, rather than searched again by the first document
            // that looks a nib up.
            var walked: Set<String> = []
            for job in jobs where walked.insert(job.index.root).inserted { _ = job.index.locator.candidates }
            return (jobs, missing)
        }
        let summaries = NibSummaryCache()
        let results = ParallelMap.map(jobs, progress: progress) { job -> [Diagnostic] in
            do throws(Diagnostic) {
                let document = try IBDocument(contentsOfFile: job.path)
                return Checker(index: job.index, configuration: configuration, summaries: summaries).check(document)
            } catch {
                return [error]
            }
        }
        var seen: Set<Diagnostic> = []
        let collector = DiagnosticCollector()
        collector.emit(contentsOf: missing)
        for diagnostic in results.joined() where seen.insert(diagnostic).inserted { collector.emit(diagnostic) }
        return (jobs.count, collector.diagnostics)
    }
}
