extension Diagnostic {
    /// Renders the diagnostic the way compilers print them: the `path:line:column: error: message` line,
    /// the source line and a caret under the column, then each note the same way.
    public func rendered() -> String {
        var lines = [description]
        lines += Diagnostic.snippet(location)
        for note in notes {
            lines.append((note.location.map { "\($0): " } ?? "") + "note: " + note.message)
            lines += Diagnostic.snippet(note.location)
        }
        return lines.joined(separator: "\n")
    }

    private static func snippet(_ location: SourceLocation?) -> [String] {
        guard let location, let text = location.sourceLine else { return [] }
        let prefix = text.utf8.prefix(max(location.column - 1, 0))
        // Keep tabs so the caret lines up under the source line in a terminal.
        let padding = String(decoding: prefix.map { $0 == 0x09 ? 0x09 : 0x20 }, as: UTF8.self)
        return [text, padding + "^"]
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
