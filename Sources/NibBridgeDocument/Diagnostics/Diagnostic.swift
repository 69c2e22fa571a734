/// One problem or remark about a document, with where it is and what it concerns.
public struct Diagnostic: Sendable, Hashable, Codable, Error, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
        /// Information that needs no action.
        case note
        /// Something that probably behaves differently from what the author expects.
        case warning
        /// Something that fails.
        case error

        private var rank: Int { Severity.allCases.firstIndex(of: self)! }

        /// Orders severities from note to error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious the diagnostic is.
    public var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where it is, when it concerns a place in a file.
    public var location: SourceLocation?
    /// The identifier of the rule that produced it, such as `missing-nib`, if any.
    public var rule: String?
    /// Related places and explanations, printed as notes after the diagnostic.
    public var notes: [Note]

    /// A secondary message attached to a diagnostic.
    public struct Note: Sendable, Hashable, Codable {
        /// The explanation.
        public var message: String
        /// The related place, if any.
        public var location: SourceLocation?

        /// Creates a note.
        public init(message: String, location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation? = nil,
        rule: String? = nil,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.rule = rule
        self.notes = notes
    }

    /// The compiler-style line `path:line:column: severity: message`, without a snippet.
    public var description: String {
        var line = location.map { "\($0): " } ?? ""
        line += "\(severity.rawValue): \(message)"
        if let rule { line += " [\(rule)]" }
        return line
    }
}
