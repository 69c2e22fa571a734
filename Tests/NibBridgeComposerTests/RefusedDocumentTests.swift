import Foundation
import NibBridgeComposer
import NibBridgeDocument
import Testing

/// `Refused/Dangling.xib` repeats an id and has an outlet and a constraint naming objects that do not exist:
/// compose refuses to write it, so check reports the same problems as errors (issue: check passed such
/// documents that compose then failed on, and compose wrote them anyway).
@Suite("Check and compose agree on what is refused")
struct RefusedDocumentTests {
    static let root = Fixtures.path("Refused")
    static let document = root + "/Dangling.xib"

    @Test("check reports every structural problem at its line, as errors")
    func checkReports() throws {
        let (_, diagnostics) = CheckRun.run(paths: [Self.root], root: Self.root, configuration: CheckConfiguration())
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 3, "\(diagnostics.map(\.description))")
        #expect(errors.allSatisfy { $0.rule == "structure" && $0.location?.path == Self.document })
        #expect(Set(errors.compactMap(\.location?.line)) == [12, 26, 35])
    }

    @Test("compose reports the same errors and writes nothing for the document")
    func composeRefuses() throws {
        let output = try TemporaryFolder("refused")
        let summary = ComposeRun.run(ComposeRun.Request(paths: [Self.root], output: output.path))
        #expect(summary.written.isEmpty)
        let errors = summary.diagnostics.filter { $0.severity == .error }
        let (_, checked) = CheckRun.run(paths: [Self.root], root: Self.root, configuration: CheckConfiguration())
        #expect(Set(errors.map(\.description)) == Set(checked.filter { $0.severity == .error }.map(\.description)))
        #expect(
            summary.diagnostics.contains { $0.message == "not written: composing this document reported 3 error(s)" })
    }
}
