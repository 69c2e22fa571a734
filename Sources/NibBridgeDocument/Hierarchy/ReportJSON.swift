internal import Foundation

/// The JSON the commands print their reports in: pretty-printed with sorted keys, stable for diffs.
public enum ReportJSON {
    /// Writes a JSON array one element at a time, in the bytes ``rendered(_:)`` gives for the whole array:
    /// `[`, a new line, the elements (``arrayElement(_:)``) separated by `,` and a new line, a new line and `]`.
    public struct ArrayWriter {
        private var count = 0
        private let write: (String) -> Void

        /// Starts the array, writing its opening.
        public init(write: @escaping (String) -> Void) {
            self.write = write
            write("[\n")
        }

        /// Writes one element, as ``arrayElement(_:)`` renders it.
        public mutating func append(_ element: String) {
            write(count == 0 ? element : ",\n" + element)
            count += 1
        }

        /// Ends the array.
        public func finish() { write("\n]") }
    }

    /// A value encoded as an element of a pretty-printed array: its own encoding with every line that is not
    /// empty indented by two spaces, as the encoder indents the elements of an array (an empty array inside
    /// is written `[`, an empty line, `]`; new lines inside strings are escaped, so every line break is the
    /// encoder's).
    public static func arrayElement<Report: Encodable>(_ report: Report) -> String {
        let text = rendered(report)
        var indented: [UInt8] = []
        indented.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        var atLineStart = true
        for byte in text.utf8 {
            if atLineStart && byte != UInt8(ascii: "\n") { indented += [UInt8(ascii: " "), UInt8(ascii: " ")] }
            indented.append(byte)
            atLineStart = byte == UInt8(ascii: "\n")
        }
        return String(decoding: indented, as: UTF8.self)
    }

    /// Encodes a report.
    ///
    /// Reports leave out the numbers that are not finite (they are reported as diagnostics instead), and any
    /// that remain are written as the strings `"nan"`, `"inf"` and `"-inf"`, so that one such number never
    /// empties the report of every document. Should encoding fail all the same, the output is a JSON object
    /// whose `error` says why, never an empty report that looks like success.
    public static func rendered<Report: Encodable>(_ report: Report) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            return String(decoding: try encoder.encode(report), as: UTF8.self)
        } catch {
            let message = "\(error)".replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: " ")
            return "{\n  \"error\" : \"cannot encode the report as JSON: \(message)\"\n}"
        }
    }
}
