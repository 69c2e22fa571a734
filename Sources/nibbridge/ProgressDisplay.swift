import Foundation
import NibBridgeComposer
import NibBridgeDocument

/// A one-line progress display on standard error, shown only when it is a terminal and the run is long.
enum ProgressDisplay {
    /// A handler that redraws `verb done/total` at most every 5% (nothing when stderr is not a terminal),
    /// and clears the line when the run ends.
    static func handler(_ verb: String) -> ProgressHandler? {
        guard DiagnosticOutput.standardErrorIsTerminal else { return nil }
        let shown = LockedValue(-1)
        return { done, total in
            guard total >= 40 else { return }  // Short runs finish before a display would help.
            let step = max(total / 20, 1)
            let bucket = done == total ? Int.max : done / step
            let previous = shown.withLock { shown in
                defer { shown = bucket }
                return shown
            }
            guard previous != bucket else { return }
            let text = done == total ? "\r\u{1B}[K" : "\r\(verb) \(done)/\(total) documents…"
            FileHandle.standardError.write(Data(text.utf8))
        }
    }
}
