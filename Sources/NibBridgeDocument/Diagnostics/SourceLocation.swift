/// A position in a source file: path, 1-based line and column (in UTF-8 bytes), and the line's text.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var path: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes as compilers do.
    public var column: Int
    /// The text of the line, without its line break, for caret snippets.
    public var sourceLine: String?

    /// Creates a location.
    public init(path: String, line: Int, column: Int, sourceLine: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
    }

    /// `path:line:column`, the form editors jump to.
    public var description: String { "\(path):\(line):\(column)" }
}

/// A file's bytes with the ability to turn byte offsets into line-and-column locations.
public struct SourceFile: Sendable {
    /// The file's path as the user gave it.
    public let path: String
    /// The file's bytes.
    public let bytes: [UInt8]
    private let lineStarts: [Int]

    /// Creates a source file and indexes its line starts.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        lineStarts = ByteSearch.lineStarts(bytes)
    }

    /// The location of a byte offset, with the text of its line.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        var end = low + 1 < lineStarts.count ? lineStarts[low + 1] - 1 : bytes.count
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        let text = String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
        return SourceLocation(path: path, line: low + 1, column: offset - start + 1, sourceLine: text)
    }
}
