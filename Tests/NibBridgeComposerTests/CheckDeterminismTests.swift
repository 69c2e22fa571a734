import Foundation
import NibBridgeComposer
import NibBridgeDocument
import Testing

/// `nibbridge check` runs on all cores; what it reports must not depend on the scheduling, nor on whether
/// it is given a folder or the list of the folder's files (as a pre-commit hook gives them).
struct CheckDeterminismTests {
    static var ruleFolders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path("Check"))) ?? []).sorted()
            .map { Fixtures.path("Check/" + $0) }
    }

    static let configuration = CheckConfiguration(selection: BridgeSelection(include: []))

    @Test func sameDiagnosticsEveryRun() {
        let folders = Self.ruleFolders
        #expect(folders.count == 11)
        let first = CheckRun.run(paths: folders, root: nil, configuration: Self.configuration)
        #expect(first.documents == 44)
        #expect(first.diagnostics.count > 10)
        for _ in 0..<10 {
            let again = CheckRun.run(paths: folders, root: nil, configuration: Self.configuration)
            #expect(again.documents == first.documents)
            #expect(again.diagnostics == first.diagnostics)
        }
    }

    @Test(arguments: ruleFolders)
    func listOfFilesReportsWhatTheFolderReports(_ folder: String) {
        let files = IBDocument.documentPaths(in: [folder]).paths
        let byFolder = CheckRun.run(paths: [folder], root: folder, configuration: Self.configuration)
        let byFiles = CheckRun.run(paths: files, root: folder, configuration: Self.configuration)
        #expect(byFiles.documents == byFolder.documents)
        #expect(byFiles.diagnostics == byFolder.diagnostics)
    }

    @Test func diagnosticsAreSortedByPlace() {
        let diagnostics = CheckRun.run(paths: Self.ruleFolders, root: nil, configuration: Self.configuration)
            .diagnostics
        let places = diagnostics.map { ($0.location?.path ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0) }
        #expect(zip(places, places.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(Set(diagnostics).count == diagnostics.count, "no diagnostic is reported twice")
    }

    @Test(.enabled(if: Corpus.isAvailable, Corpus.skipMessage))
    func corpusCheckIsStable() {
        let projects = Corpus.projects
        let first = projects.map { CheckRun.run(paths: [$0], root: $0, configuration: CheckConfiguration()) }
        let total = first.reduce(0) { $0 + $1.diagnostics.count }
        let documents = first.reduce(0) { $0 + $1.documents }
        print("check stability: \(documents) corpus documents, \(total) diagnostics")
        #expect(documents > 0)
        for _ in 0..<2 {
            let again = projects.map { CheckRun.run(paths: [$0], root: $0, configuration: CheckConfiguration()) }
            #expect(again.map(\.diagnostics) == first.map(\.diagnostics))
        }
    }
}
