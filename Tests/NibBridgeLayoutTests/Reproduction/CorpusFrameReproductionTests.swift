import Foundation
import NibBridgeLayout
import NibBridgeTestSupport
import Testing

/// Frame reproduction over any corpus of real projects: invariants of the report, and one conservative floor.
///
/// The shares the engine reaches on the public corpus (overall and per kind of document) are figures of that
/// corpus: `nibbridge-bench` reports them (`frame_share`, `frame_share_by_project`, BENCHMARKS.md), and they
/// are not asserted here, since the corpus given may be anyone's projects.
@Suite(
    "Corpus frame reproduction",
    .enabled(if: CorpusLocation.isAvailable, Comment(rawValue: CorpusLocation.missingMessage)))
struct CorpusFrameReproductionTests {
    /// Below this many compared views a corpus is too small for a share to mean anything: one document with
    /// a layout the engine does not model could hold most of them.
    static let minimumViewsForFloor = 1_000

    /// The floor any real corpus of that size should meet. Interface Builder stores the frames its own
    /// layout computed, and most views of real projects are placed by autoresizing masks or plain edge and
    /// size constraints, which the engine reproduces exactly. The engine measured 95 % on the public corpus
    /// and about 90 % on real projects outside it that no rule was tuned on (issue 12: iOS xibs 89 %); 75 %
    /// leaves 14 points below the lowest of those, so only a broken engine, not an unusual project, fails it.
    static let conservativeFloor = 0.75

    @Test("every view not reproduced is listed once, in a document of the corpus; shares stay within 0...1")
    func reportInvariants() throws {
        let report = FrameReproduction.measure(corpus: CorpusLocation.root)
        let overall = report.overall
        print("Frame reproduction over \(CorpusLocation.root):\n" + report.summary)
        try NothingToCheck.skip(
            if: overall.views == 0, "no view below \(CorpusLocation.root) has a stored frame to reproduce")
        #expect(overall.matched <= overall.views)
        #expect(report.mismatches.count == overall.views - overall.matched, "one mismatch per view not reproduced")
        // Views without an id (older documents' box content views, for one) cannot be told apart by the report;
        // every view with one is listed once.
        let keys = report.mismatches.filter { !$0.id.isEmpty }.map { "\($0.document)#\($0.id)" }
        #expect(Set(keys).count == keys.count, "no view is listed twice")
        let documents = Set(report.mismatches.map(\.document))
        for document in documents.sorted() where !FileManager.default.fileExists(atPath: CorpusLocation.path(document))
        {
            Issue.record("mismatch in \(document), which is not a document of the corpus")
        }
        for (kind, tally) in report.tallies {
            #expect(tally.matched <= tally.views && (tally.views == 0 || tally.trees > 0), "\(kind)")
        }
        if overall.views >= Self.minimumViewsForFloor {
            #expect(overall.share >= Self.conservativeFloor, "\(report.summary)")
        }
    }
}
