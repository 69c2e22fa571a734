import Foundation
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// What every compose run promises, checked over every compose fixture: the same bytes each time, inputs
/// untouched, outputs at the inputs' relative paths, structurally valid documents, and composed documents
/// that load into the live objects runtime bridging gives.
struct ComposeContractTests {
    static let documentExtensions: Set<String> = ["xib", "storyboard"]

    @Test(arguments: ComposedFixture.all)
    func composingTwiceGivesIdenticalBytes(_ name: String) throws {
        let first = try ComposedFixture(name)
        let second = try ComposedFixture(name)
        #expect(!first.outputs.isEmpty)
        let differing = Set(first.outputs.keys).union(second.outputs.keys).filter {
            first.outputs[$0] != second.outputs[$0]
        }
        #expect(differing.isEmpty, "two runs over \(name) wrote different bytes in \(differing.sorted())")
        #expect(first.summary.diagnostics == second.summary.diagnostics)
        #expect(first.summary.placeholders == second.summary.placeholders)
    }

    @Test(arguments: ComposedFixture.all)
    func inputsAreNeverModified(_ name: String) throws {
        let run = try ComposedFixture(name)
        #expect(!run.inputsBefore.isEmpty)
        let changed = run.inputsBefore.keys.filter { run.inputsBefore[$0] != run.inputsAfter[$0] }
        #expect(changed.isEmpty, "composing \(name) changed its inputs \(changed.sorted())")
        #expect(Set(run.inputsBefore.keys) == Set(run.inputsAfter.keys), "composing \(name) added or removed inputs")
    }

    @Test(arguments: ComposedFixture.all)
    func everyDocumentIsWrittenAtItsRelativePath(_ name: String) throws {
        let run = try ComposedFixture(name)
        // A document with an error of its own is not written (compose refuses what check reports).
        let refused = Set(
            run.summary.diagnostics.filter { $0.severity == .error }.compactMap(\.location?.path).map {
                String($0.dropFirst(run.input.count + 1))
            })
        let documents = run.inputsBefore.keys.filter {
            Self.documentExtensions.contains(($0 as NSString).pathExtension) && !refused.contains($0)
        }
        #expect(Set(run.outputs.keys) == Set(documents), "files written under the output folder")
        #expect(run.summary.written.sorted() == documents.map(run.output.file).sorted())
        #expect(run.summary.documents == documents.count + refused.count)
    }

    @Test(arguments: ComposedFixture.all)
    func everyComposedDocumentIsStructurallyValid(_ name: String) throws {
        let run = try ComposedFixture(name)
        #expect(run.diagnostics(rule: "structure").isEmpty, "\(run.diagnostics(rule: "structure"))")
        for relative in run.outputs.keys.sorted() {
            let problems = IBReferences.validate(try run.document(relative))
            #expect(problems.isEmpty, "\(name)/\(relative): \(problems.map(\.description))")
        }
    }

    @Test(arguments: ComposedFixture.all)
    func composedDocumentsLoadLikeRuntimeBridging(_ name: String) throws {
        let root = Fixtures.path("Compose/" + name)
        let index = ProjectIndex(root: root)
        var compared = 0
        for path in IBDocument.documentPaths(in: [root]).paths {
            // Views holding subviews in a document the app loads are no placeholders to the runtime.
            let placeholders = index.placeholders(in: try IBDocument(contentsOfFile: path))
            guard placeholders.contains(where: { !ProjectIndex.holdsContent($0) }) else { continue }
            let check = try Equivalence(path: path, root: root)
            compared += 1
            #expect(check.replaced > 0, "\(path): nothing composed")
            #expect(
                check.original == check.composed,
                "\(path): live trees differ\n--- runtime bridging\n\(check.original.renderedText())\n--- composed\n\(check.composed.renderedText())"
            )
        }
        #expect(compared > 0 || name == "PlaceholderSubviews", "\(name) has no document with placeholders")
    }

    @Test func refusesToWriteOverItsInputs() throws {
        let project = try TemporaryFolder("compose-in-place")
        try FileTree.copy(Fixtures.path("Compose/RootView"), to: project.path + "/RootView")
        let folder = project.path + "/RootView"
        let before = try FileTree.read(folder)
        let summary = ComposeRun.run(ComposeRun.Request(paths: [folder], output: folder))
        #expect(summary.written.isEmpty)
        #expect(summary.diagnostics.count == 2)
        #expect(summary.diagnostics.allSatisfy { $0.severity == .error && $0.rule == "output" })
        #expect(
            summary.diagnostics.map(\.message).sorted() == [
                "refusing to overwrite the input \(folder)/Base.lproj/Main.storyboard",
                "refusing to overwrite the input \(folder)/Views/BadgeView.xib",
            ])
        let untouched = try FileTree.read(folder) == before
        #expect(untouched, "the inputs were changed")
    }

    @Test func reportsMissingInputs() throws {
        let output = try TemporaryFolder("compose-missing")
        let missing = Fixtures.path("Compose/NoSuchProject")
        let summary = ComposeRun.run(ComposeRun.Request(paths: [missing], output: output.path))
        #expect(summary.documents == 0)
        #expect(summary.diagnostics.map(\.description) == ["error: no such file or folder: \(missing) [input]"])
        #expect(try FileTree.read(output.path).isEmpty)
    }
}
