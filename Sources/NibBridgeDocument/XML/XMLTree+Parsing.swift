/// A well-formedness problem found while parsing, at a byte offset of the input.
public struct XMLSyntaxError: Error, Sendable, Equatable {
    /// The byte offset where the problem was found.
    public var offset: Int
    /// A human-readable description of the problem.
    public var message: String
    /// A secondary position the message refers to (such as where an unclosed element was opened).
    public var relatedOffset: Int?

    /// Creates a syntax error at a byte offset.
    public init(offset: Int, message: String, relatedOffset: Int? = nil) {
        self.offset = offset
        self.message = message
        self.relatedOffset = relatedOffset
    }
}

/// Limits that keep hostile or broken input from exhausting memory or the stack.
public struct XMLParsingLimits: Sendable, Equatable {
    /// The largest input accepted, in bytes.
    public var maximumBytes: Int
    /// The deepest element nesting accepted.
    public var maximumDepth: Int

    /// Creates limits.
    public init(maximumBytes: Int = 64 << 20, maximumDepth: Int = 512) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
    }

    /// The defaults: 64 MiB and 512 levels, far beyond any Interface Builder document.
    public static let `default` = XMLParsingLimits()
}

extension XMLTree {
    /// Parses bytes into a lossless tree.
    ///
    /// No DTD is ever loaded and no entity is expanded: a document type declaration with an internal
    /// subset is rejected, and only the five predefined entities and character references are accepted.
    public convenience init(parsing bytes: [UInt8], limits: XMLParsingLimits = .default) throws(XMLSyntaxError) {
        // Offsets are stored as 32-bit integers, whatever limit the caller passes.
        let maximumBytes = min(limits.maximumBytes, Int(Int32.max))
        guard bytes.count <= maximumBytes else {
            throw XMLSyntaxError(
                offset: 0, message: "file is \(bytes.count) bytes, over the limit of \(maximumBytes) bytes")
        }
        var parser = XMLParser(limits: limits, estimatedNodes: bytes.count / 40)
        let result = bytes.withUnsafeBufferPointer { buffer in parser.parse(buffer) }
        if let error = result { throw error }
        self.init(source: bytes, nodes: parser.nodes, attributes: parser.attributes)
    }
}

/// The tokenizer and tree builder behind ``XMLTree/init(parsing:limits:)``.
struct XMLParser {
    var nodes: [XMLTree.Node]
    var attributes: [XMLTree.Attribute]
    let limits: XMLParsingLimits

    init(limits: XMLParsingLimits, estimatedNodes: Int) {
        self.limits = limits
        nodes = [XMLTree.Node(kind: .document, parent: -1)]
        nodes.reserveCapacity(estimatedNodes + 16)
        attributes = []
        attributes.reserveCapacity(estimatedNodes + 16)
    }

    private mutating func append(_ node: XMLTree.Node) -> Int32 {
        let index = Int32(nodes.count)
        let parent = Int(node.parent)
        nodes.append(node)
        let last = nodes[parent].lastChild
        if last < 0 {
            nodes[parent].firstChild = index
        } else {
            nodes[Int(last)].nextSibling = index
            nodes[Int(index)].previousSibling = last
        }
        nodes[parent].lastChild = index
        return index
    }

    private mutating func appendLeaf(_ kind: XMLNodeKind, parent: Int32, start: Int, end: Int, content: Range<Int>) {
        var node = XMLTree.Node(kind: kind, parent: parent)
        node.start = Int32(start)
        node.end = Int32(end)
        node.name = XMLTree.TextRef(start: Int32(content.lowerBound), end: Int32(content.upperBound))
        _ = append(node)
    }

    /// Parses the buffer; returns the first error, or `nil` when the input is well formed.
    mutating func parse(_ p: UnsafeBufferPointer<UInt8>) -> XMLSyntaxError? {
        let n = p.count
        var i = 0
        var stack: [Int32] = [0]
        var sawRoot = false
        while i < n {
            let parent = stack[stack.count - 1]
            if p[i] != Byte.lt {
                let start = i
                while i < n && p[i] != Byte.lt { i += 1 }
                if stack.count == 1 {
                    if let bad = (start..<i).first(where: { !Byte.isSpace(p[$0]) && !(start == 0 && isBOM(p, $0)) }) {
                        let what = sawRoot ? "text after the root element" : "text before the root element"
                        return XMLSyntaxError(offset: bad, message: "\(what) is not allowed")
                    }
                } else if let error = XMLParser.checkReferences(p, start..<i) {
                    return error
                }
                appendLeaf(.text, parent: parent, start: start, end: i, content: start..<i)
                continue
            }
            guard i + 1 < n else { return XMLSyntaxError(offset: i, message: "unexpected end of file after '<'") }
            switch p[i + 1] {
            case Byte.slash:
                if let error = parseEndTag(p, &i, &stack) { return error }
            case Byte.bang:
                if let error = parseDeclaration(p, &i, parent: parent, inElement: stack.count > 1) { return error }
            case Byte.question:
                guard let close = XMLParser.find(p, "?>", from: i + 2) else {
                    return XMLSyntaxError(offset: i, message: "unterminated processing instruction: missing '?>'")
                }
                appendLeaf(.processingInstruction, parent: parent, start: i, end: close + 2, content: (i + 2)..<close)
                i = close + 2
            default:
                if stack.count == 1 && sawRoot {
                    return XMLSyntaxError(offset: i, message: "a second root element is not allowed")
                }
                if stack.count > limits.maximumDepth {
                    return XMLSyntaxError(
                        offset: i,
                        message: "elements are nested more than \(limits.maximumDepth) levels deep"
                    )
                }
                let (element, error) = parseStartTag(p, &i, parent: parent)
                if let error { return error }
                if stack.count == 1 { sawRoot = true }
                if let element { stack.append(element) }
            }
        }
        if stack.count > 1 {
            let open = nodes[Int(stack[stack.count - 1])]
            let name = XMLParser.string(p, open.name)
            return XMLSyntaxError(
                offset: n,
                message: "unexpected end of file: element <\(name)> is not closed",
                relatedOffset: Int(open.start)
            )
        }
        if !sawRoot { return XMLSyntaxError(offset: n, message: "no root element") }
        return nil
    }

    private func isBOM(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        i < 3 && p.count >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF
    }

    /// Parses `<name attr="value" ...>` or `<name .../>`; returns the element to push when it is open.
    private mutating func parseStartTag(
        _ p: UnsafeBufferPointer<UInt8>,
        _ i: inout Int,
        parent: Int32
    ) -> (Int32?, XMLSyntaxError?) {
        let n = p.count
        let start = i
        var j = i + 1
        while j < n && Byte.isNameByte(p[j]) { j += 1 }
        if j == i + 1 { return (nil, XMLSyntaxError(offset: j, message: "expected an element name after '<'")) }
        var node = XMLTree.Node(kind: .element, parent: parent)
        node.start = Int32(start)
        node.name = XMLTree.TextRef(start: Int32(i + 1), end: Int32(j))
        node.attributeStart = Int32(attributes.count)
        while true {
            let beforeSpace = j
            while j < n && Byte.isSpace(p[j]) { j += 1 }
            guard j < n else {
                return (nil, XMLSyntaxError(offset: n, message: "unexpected end of file inside a start tag"))
            }
            let c = p[j]
            if c == Byte.gt || (c == Byte.slash && j + 1 < n && p[j + 1] == Byte.gt) {
                let selfClosing = c == Byte.slash
                j += selfClosing ? 2 : 1
                node.tagEnd = Int32(j)
                if selfClosing {
                    node.flags.insert(.selfClosing)
                    node.end = Int32(j)
                    node.contentEnd = Int32(j)
                }
                i = j
                let index = append(node)
                return (selfClosing ? nil : index, nil)
            }
            if j == beforeSpace || !Byte.isNameByte(c) {
                let message =
                    Byte.isNameByte(c)
                    ? "expected white space before an attribute" : "unexpected character in a start tag"
                return (nil, XMLSyntaxError(offset: j, message: message))
            }
            let nameStart = j
            while j < n && Byte.isNameByte(p[j]) { j += 1 }
            let nameEnd = j
            while j < n && Byte.isSpace(p[j]) { j += 1 }
            guard j < n && p[j] == Byte.equals else {
                return (nil, XMLSyntaxError(offset: min(j, n), message: "expected '=' after attribute name"))
            }
            j += 1
            while j < n && Byte.isSpace(p[j]) { j += 1 }
            guard j < n && (p[j] == Byte.quote || p[j] == Byte.apostrophe) else {
                return (nil, XMLSyntaxError(offset: min(j, n), message: "expected a quoted attribute value"))
            }
            let quote = p[j]
            j += 1
            let valueStart = j
            while j < n && p[j] != quote {
                if p[j] == Byte.lt {
                    return (nil, XMLSyntaxError(offset: j, message: "'<' is not allowed in an attribute value"))
                }
                j += 1
            }
            guard j < n else {
                return (nil, XMLSyntaxError(offset: valueStart - 1, message: "unterminated attribute value"))
            }
            if let error = XMLParser.checkReferences(p, valueStart..<j) { return (nil, error) }
            if let duplicate = duplicateAttribute(p, nameStart..<nameEnd, since: Int(node.attributeStart)) {
                return (nil, XMLSyntaxError(offset: nameStart, message: "duplicate attribute '\(duplicate)'"))
            }
            attributes.append(
                XMLTree.Attribute(
                    name: XMLTree.TextRef(start: Int32(nameStart), end: Int32(nameEnd)),
                    value: XMLTree.TextRef(start: Int32(valueStart), end: Int32(j))
                )
            )
            node.attributeCount += 1
            j += 1
        }
    }

    private func duplicateAttribute(_ p: UnsafeBufferPointer<UInt8>, _ name: Range<Int>, since first: Int) -> String? {
        for k in first..<attributes.count {
            let other = attributes[k].name
            guard Int(other.end - other.start) == name.count else { continue }
            var same = true
            for d in 0..<name.count where p[Int(other.start) + d] != p[name.lowerBound + d] {
                same = false
                break
            }
            if same { return String(decoding: UnsafeBufferPointer(rebasing: p[name]), as: UTF8.self) }
        }
        return nil
    }

    private mutating func parseEndTag(_ p: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ stack: inout [Int32])
        -> XMLSyntaxError?
    {
        let n = p.count
        var j = i + 2
        let nameStart = j
        while j < n && Byte.isNameByte(p[j]) { j += 1 }
        let nameEnd = j
        while j < n && Byte.isSpace(p[j]) { j += 1 }
        guard j < n && p[j] == Byte.gt else {
            return XMLSyntaxError(offset: min(j, n), message: "expected '>' to end the end tag")
        }
        var found: String { String(decoding: UnsafeBufferPointer(rebasing: p[nameStart..<nameEnd]), as: UTF8.self) }
        guard stack.count > 1 else {
            return XMLSyntaxError(offset: i, message: "end tag </\(found)> has no matching start tag")
        }
        let top = Int(stack[stack.count - 1])
        let open = nodes[top].name
        let openLength = Int(open.end - open.start)
        var matches = openLength == nameEnd - nameStart
        if matches {
            for d in 0..<openLength where p[Int(open.start) + d] != p[nameStart + d] {
                matches = false
                break
            }
        }
        guard matches else {
            let expected = XMLParser.string(p, open)
            return XMLSyntaxError(
                offset: i,
                message: "mismatched end tag: expected </\(expected)>, found </\(found)>",
                relatedOffset: Int(nodes[top].start)
            )
        }
        nodes[top].contentEnd = Int32(i)
        nodes[top].end = Int32(j + 1)
        stack.removeLast()
        i = j + 1
        return nil
    }

    private mutating func parseDeclaration(
        _ p: UnsafeBufferPointer<UInt8>,
        _ i: inout Int,
        parent: Int32,
        inElement: Bool
    ) -> XMLSyntaxError? {
        if XMLParser.hasPrefix(p, "<!--", at: i) {
            guard let close = XMLParser.find(p, "-->", from: i + 4) else {
                return XMLSyntaxError(offset: i, message: "unterminated comment: missing '-->'")
            }
            appendLeaf(.comment, parent: parent, start: i, end: close + 3, content: (i + 4)..<close)
            i = close + 3
        } else if XMLParser.hasPrefix(p, "<![CDATA[", at: i) {
            guard inElement else { return XMLSyntaxError(offset: i, message: "CDATA section outside the root element") }
            guard let close = XMLParser.find(p, "]]>", from: i + 9) else {
                return XMLSyntaxError(offset: i, message: "unterminated CDATA section: missing ']]>'")
            }
            appendLeaf(.cdata, parent: parent, start: i, end: close + 3, content: (i + 9)..<close)
            i = close + 3
        } else if XMLParser.hasPrefix(p, "<!DOCTYPE", at: i) && !inElement {
            // Public and system identifiers are quoted and may hold '>' or '[' (in a URL): skip them.
            var j = i + 9
            var quote: UInt8 = 0
            while j < p.count && (quote != 0 || p[j] != Byte.gt) {
                if quote != 0 {
                    if p[j] == quote { quote = 0 }
                } else if p[j] == Byte.quote || p[j] == Byte.apostrophe {
                    quote = p[j]
                } else if p[j] == Byte.openBracket {
                    return XMLSyntaxError(
                        offset: j,
                        message: "document type declarations with an internal subset are not allowed: "
                            + "entities are never expanded"
                    )
                }
                j += 1
            }
            guard j < p.count else {
                return XMLSyntaxError(offset: i, message: "unterminated document type declaration")
            }
            appendLeaf(.doctype, parent: parent, start: i, end: j + 1, content: (i + 9)..<j)
            i = j + 1
        } else {
            return XMLSyntaxError(offset: i, message: "unexpected markup declaration")
        }
        return nil
    }

    /// Checks that every `&` in a range starts a predefined entity or a character reference.
    static func checkReferences(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> XMLSyntaxError? {
        var k = range.lowerBound
        while k < range.upperBound {
            // Jump to the next '&' with memchr: most values and text runs have none.
            guard let next = ByteSearch.first(Byte.ampersand, in: p, from: k, to: range.upperBound) else { return nil }
            k = next
            if p[k] == Byte.ampersand {
                var e = k + 1
                while e < range.upperBound && p[e] != Byte.semicolon && e - k < 12 { e += 1 }
                guard e < range.upperBound && p[e] == Byte.semicolon else {
                    return XMLSyntaxError(offset: k, message: "'&' must start a reference such as '&amp;'")
                }
                let name = UnsafeBufferPointer(rebasing: p[(k + 1)..<e])
                if XMLEscaping.referenceValue(name) == nil {
                    return XMLSyntaxError(offset: k, message: XMLEscaping.referenceProblem(name))
                }
                k = e
            }
            k += 1
        }
        return nil
    }

    static func string(_ p: UnsafeBufferPointer<UInt8>, _ ref: XMLTree.TextRef) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: p[Int(ref.start)..<Int(ref.end)]), as: UTF8.self)
    }

    static func hasPrefix(_ p: UnsafeBufferPointer<UInt8>, _ prefix: StaticString, at i: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard i + count <= p.count else { return false }
        let bytes = prefix.utf8Start
        for d in 0..<count where p[i + d] != bytes[d] { return false }
        return true
    }

    static func find(_ p: UnsafeBufferPointer<UInt8>, _ needle: StaticString, from: Int) -> Int? {
        var i = from
        let first = needle.utf8Start[0]
        while i < p.count {
            if p[i] == first && hasPrefix(p, needle, at: i) { return i }
            i += 1
        }
        return nil
    }
}

/// The ASCII bytes the tokenizer looks at.
enum Byte {
    static let lt: UInt8 = 0x3C
    static let gt: UInt8 = 0x3E
    static let slash: UInt8 = 0x2F
    static let bang: UInt8 = 0x21
    static let question: UInt8 = 0x3F
    static let equals: UInt8 = 0x3D
    static let quote: UInt8 = 0x22
    static let apostrophe: UInt8 = 0x27
    static let ampersand: UInt8 = 0x26
    static let semicolon: UInt8 = 0x3B
    static let openBracket: UInt8 = 0x5B
    static let hash: UInt8 = 0x23
    static let newline: UInt8 = 0x0A

    @inline(__always) static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D
    }

    /// Whether a byte may appear in an XML name (ASCII name characters and any non-ASCII byte).
    @inline(__always) static func isNameByte(_ c: UInt8) -> Bool {
        switch c {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x2D, 0x2E, 0x3A, 0x5F: return true
        default: return c >= 0x80
        }
    }
}
