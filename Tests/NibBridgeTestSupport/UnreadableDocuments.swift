import Foundation
public import Testing

/// The documents of a corpus the reader refused, kept apart from the documents it read.
///
/// A folder of real documents may hold some the reader cannot read (an Interface Builder 3 archive,
/// say, which Xcode 5 and later convert on opening): refusing them is the promised behaviour, not a
/// failure, as long as the refusal is an error diagnostic in compiler form, `path:line:column: error:
/// message`, at a line and column of that document. A corpus test reads through ``read(_:_:)``, checks
/// everything it checks on the documents read, and ends with ``report(_:sourceLocation:)``, which fails
/// the test for a refusal not in that form (a crash-like error, an unlocated one, one naming another file)
/// and prints how many documents were refused.
public struct UnreadableDocuments: Sendable {
    /// The refused documents with the first line of their diagnostic, in the order met.
    public private(set) var refused: [(path: String, diagnostic: String)] = []
    /// Refusals that are not a located error of the document refused, as failure messages.
    public private(set) var malformed: [String] = []

    /// Creates an empty record.
    public init() {}

    /// Reads the document at `path` with `reader`; records a refusal and returns `nil` when it throws.
    public mutating func read<Document>(_ path: String, _ reader: (String) throws -> Document) -> Document? {
        do {
            return try reader(path)
        } catch {
            refuse(path, diagnostic: String(describing: error))
            return nil
        }
    }

    /// Records that the document at `path` was refused with `diagnostic` (its rendered text), checking
    /// that it is an error located at a line and column of that document.
    public mutating func refuse(_ path: String, diagnostic: String) {
        let first = String(diagnostic.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        refused.append((path, first))
        if let problem = Self.problem(path, first) { malformed.append("\(path): \(problem): \(first)") }
    }

    /// Fails the test for every malformed refusal and prints how many documents `what` refused.
    public func report(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let kinds = Dictionary(grouping: refused, by: { Self.message(of: $0.diagnostic, at: $0.path) })
            .map { "\($0.value.count) × \($0.key)" }.sorted()
        print(
            "\(what): \(refused.count) unreadable documents refused with a diagnostic" + (kinds.isEmpty ? "" : ": ")
                + kinds.joined(separator: "; "))
        #expect(malformed.isEmpty, "\(malformed.prefix(5).joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// Why `line` is not `path:line:column: error: message` at a place inside the document, or `nil`.
    static func problem(_ path: String, _ line: String) -> String? {
        guard line.hasPrefix(path + ":") else { return "the diagnostic does not name the document" }
        let parts = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let row = Int(parts[0]), let column = Int(parts[1]), row >= 1, column >= 1 else {
            return "the diagnostic has no line and column"
        }
        guard parts[2].hasPrefix(" error: "), parts[2].count > " error: ".count else {
            return "the diagnostic is not an error with a message"
        }
        guard let data = FileManager.default.contents(atPath: path) else { return "the document cannot be read back" }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard row <= lines.count else { return "line \(row) is past the end of the document" }
        guard column <= lines[row - 1].utf8.count + 1 else { return "column \(column) is past the end of line \(row)" }
        return nil
    }

    /// The message of a diagnostic line without its place, for the summary of refusals.
    static func message(of line: String, at path: String) -> String {
        guard let range = line.range(of: ": error: ") else { return line }
        return String(line[range.upperBound...].prefix(60))
    }
}
