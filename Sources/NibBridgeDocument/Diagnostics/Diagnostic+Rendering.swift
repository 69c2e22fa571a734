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

    /// The longest source line shown whole; longer lines are shown as a window around the caret.
    static let snippetWidth = 600

    /// The source line and a caret line under the column, or nothing when there is no line to show (no
    /// location, or a blank line such as the end of a file).
    ///
    /// The caret is placed by characters, not bytes, so it stays under its column after non-ASCII text;
    /// tabs are kept so it lines up in a terminal. Control characters are shown as their Unicode control
    /// pictures (`␛`), and lines of binary data (a NUL byte or bytes that are not UTF-8) are not shown at
    /// all, so a diagnostic never writes raw binary to a terminal.
    static func snippet(_ location: SourceLocation?) -> [String] {
        guard let location, let text = location.sourceLine, text.contains(where: { !$0.isWhitespace }) else {
            return []
        }
        if text.unicodeScalars.contains(where: { $0 == "\u{0}" || $0 == "\u{FFFD}" }) { return [] }
        let utf8 = Array(text.utf8)
        let prefix = utf8.prefix(max(location.column - 1, 0))
        var characters = Array(text)
        var caret = String(decoding: prefix, as: UTF8.self).count
        // A window around the caret for very long lines (minified XML has the whole document on one line).
        var lead = ""
        var trail = ""
        if characters.count > snippetWidth {
            let start = min(max(caret - snippetWidth / 2, 0), characters.count - snippetWidth)
            if start > 0 { lead = "..." }
            if start + snippetWidth < characters.count { trail = "..." }
            characters = Array(characters[start..<(start + snippetWidth)])
            caret -= start
        }
        let shown = characters.map(visible)
        let padding = shown.prefix(caret).map { $0 == "\t" ? "\t" : " " }.joined()
        return [lead + shown.joined() + trail, String(repeating: " ", count: lead.count) + padding + "^"]
    }

    /// A character as it is shown in a snippet: control characters become their control pictures.
    private static func visible(_ character: Character) -> String {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
            return String(character)
        }
        switch scalar.value {
        case 0x09: return "\t"
        case 0x00...0x1F: return String(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: return "\u{2421}"
        default: return String(character)
        }
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
