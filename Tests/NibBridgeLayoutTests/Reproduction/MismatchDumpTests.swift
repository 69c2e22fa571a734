import Foundation
import NibBridgeLayout
import Testing

/// Writes the corpus mismatches as tab-separated lines to the file `NIBBRIDGE_MISMATCH_DUMP` names, for
/// grouping them by cause (columns: kind, document, id, element, stored x, y, width, height, then computed
/// minus stored for each, the parent's id, whether the view is ambiguous and the parts of its frame left undetermined);
/// disabled unless that variable is set.
@Suite("Mismatch dump")
struct MismatchDumpTests {
    static let path = ProcessInfo.processInfo.environment["NIBBRIDGE_MISMATCH_DUMP"] ?? ""

    @Test("dump corpus mismatches", .enabled(if: !path.isEmpty && LayoutCorpus.isAvailable))
    func dump() throws {
        let report = FrameReproduction.measure(corpus: LayoutCorpus.root, checksAmbiguity: true)
        var lines = [report.summary.split(separator: "\n").map { "# " + $0 }.joined(separator: "\n")]
        for m in report.mismatches {
            let s = m.stored
            let c = m.computed
            lines.append(
                [
                    m.kind.description, m.document, m.id, m.element, "\(s.x)", "\(s.y)", "\(s.width)", "\(s.height)",
                    "\(c.x - s.x)", "\(c.y - s.y)", "\(c.width - s.width)", "\(c.height - s.height)", m.parentID,
                    m.isAmbiguous ? "ambiguous" : "", m.ambiguousParts.joined(separator: ","),
                ].joined(separator: "\t"))
        }
        try lines.joined(separator: "\n").write(toFile: Self.path, atomically: true, encoding: .utf8)
    }
}
