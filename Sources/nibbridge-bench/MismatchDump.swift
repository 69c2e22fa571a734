import Foundation
import NibBridgeLayout

/// The views whose frames the layout does not reproduce, as tab-separated lines for grouping them by cause
/// (`--mismatches FILE`): kind, document, id, element, stored x, y, width, height, computed minus stored for
/// each, the parent's id, whether the layout left the view ambiguous and which parts of its frame (`x`, `y`,
/// `width`, `height`, comma-separated). Documents are named relative to the
/// corpus path they were found under.
enum MismatchDump {
    /// Measures every corpus path with the ambiguity check and writes the mismatches to `file`.
    static func write(paths: [String], to file: String, log: (String) -> Void) throws {
        var lines: [String] = []
        for path in paths {
            let report = FrameReproduction.measure(corpus: path, checksAmbiguity: true)
            lines += report.summary.split(separator: "\n").map { "# " + $0 }
            for mismatch in report.mismatches {
                let stored = mismatch.stored
                let computed = mismatch.computed
                let values = [
                    mismatch.kind.description, mismatch.document, mismatch.id, mismatch.element,
                    "\(stored.x)", "\(stored.y)", "\(stored.width)", "\(stored.height)", "\(computed.x - stored.x)",
                    "\(computed.y - stored.y)", "\(computed.width - stored.width)",
                    "\(computed.height - stored.height)", mismatch.parentID, mismatch.isAmbiguous ? "ambiguous" : "",
                    mismatch.ambiguousParts.joined(separator: ","),
                ]
                lines.append(values.joined(separator: "\t"))
            }
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        log("mismatches written to \(file)")
    }
}
