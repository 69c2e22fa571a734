import Foundation
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeTestSupport
import Testing

/// Composing every project of the corpus writes structurally valid documents: unique ids, and every
/// reference resolving (`IBReferences.validate`), read back from the files `ComposeRun` wrote. A corpus
/// document that is invalid already (a linter's test fixture with duplicate ids, say) must come out with
/// the same problems and no new ones. Every input is accounted for: written, refused with a diagnostic,
/// or unreadable, with an error located in it (checked by ``UnreadableDocuments``).
@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct CorpusValidityTests {
    @Test func everyComposedCorpusDocumentIsStructurallyValid() throws {
        var documents = 0
        var valid = 0
        var invalidInputs: [String] = []
        var placeholders = 0
        var refusedTotal = 0
        var failures: [String] = []
        var unreadable = UnreadableDocuments()
        for project in Corpus.projects {
            let output = try TemporaryFolder("corpus-compose")
            let summary = ComposeRun.run(ComposeRun.Request(paths: [project], output: output.path))
            documents += summary.documents
            placeholders += summary.placeholders
            failures += summary.diagnostics.filter { $0.rule == "output" }.map(\.description)
            // Every readable document is written but those with an error of their own, which check reports too;
            // a document the reader refuses has an error located in it.
            let refused = summary.diagnostics.filter { $0.message.hasPrefix("not written: ") }.compactMap {
                $0.location?.path
            }
            #expect(
                summary.refused.sorted() == refused.sorted(),
                "\(project): every document read and not written has a note saying so")
            #expect(
                summary.written.count + summary.refused.count + summary.unreadable.count == summary.documents,
                "\(project): every other document is written")
            for path in summary.unreadable {
                let errors = summary.diagnostics.filter { $0.severity == .error && $0.location?.path == path }
                unreadable.refuse(path, diagnostic: errors.first?.description ?? "no error diagnostic")
            }
            refusedTotal += summary.refused.count
            for path in summary.written {
                guard path.hasPrefix(output.path + "/") else {
                    failures.append("\(path) is outside the output folder")
                    continue
                }
                let input = project + "/" + String(path.dropFirst(output.path.count + 1))
                let before = Set(IBReferences.validate(try IBDocument(contentsOfFile: input)).map(\.message))
                let after = IBReferences.validate(try IBDocument(contentsOfFile: path))
                if !before.isEmpty { invalidInputs.append(input) }
                let new = after.filter { !before.contains($0.message) }
                if after.isEmpty { valid += 1 }
                failures += new.map(\.description)
            }
        }
        print(
            "corpus validity: \(documents) documents composed, \(placeholders) placeholders replaced, "
                + "\(valid) structurally valid, \(invalidInputs.count) invalid before composition and not made worse")
        unreadable.report("corpus validity")
        #expect(documents > unreadable.refused.count)
        #expect(valid + invalidInputs.count + refusedTotal + unreadable.refused.count == documents)
        #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
    }

    @Test func composingTheCorpusTwiceWritesTheSameBytes() throws {
        var files = 0
        var written = 0
        for project in Corpus.projects {
            let first = try TemporaryFolder("corpus-compose-a")
            let second = try TemporaryFolder("corpus-compose-b")
            written += ComposeRun.run(ComposeRun.Request(paths: [project], output: first.path)).written.count
            _ = ComposeRun.run(ComposeRun.Request(paths: [project], output: second.path))
            let a = try FileTree.read(first.path)
            let b = try FileTree.read(second.path)
            files += a.count
            #expect(
                a == b, "\(project): two compositions differ in \(a.keys.filter { a[$0] != b[$0] }.sorted().prefix(5))")
        }
        print("corpus determinism: \(files) composed files identical over two runs")
        #expect(files > 0)
        #expect(files == written, "every file in the output is one the run says it wrote")
    }
}
