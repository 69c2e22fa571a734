/// The identity of one node in an ``XMLTree``.
public struct XMLNodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The node's index in its tree's node table.
    public let index: Int32

    /// Creates an identifier from a node-table index.
    @inlinable public init(_ index: Int32) { self.index = index }

    /// Orders identifiers by creation order (document order for parsed nodes).
    public static func < (lhs: XMLNodeID, rhs: XMLNodeID) -> Bool { lhs.index < rhs.index }

    /// A debugging description such as `#12`.
    public var description: String { "#\(index)" }
}

/// The kind of an ``XMLTree`` node.
public enum XMLNodeKind: UInt8, Sendable {
    /// The document itself: the parent of the prolog, the root element and trailing text.
    case document
    /// An element, with attributes and children.
    case element
    /// Character data between markup, kept exactly as written (references are not expanded).
    case text
    /// A `<!-- comment -->`.
    case comment
    /// A `<![CDATA[ ... ]]>` section.
    case cdata
    /// A processing instruction, including the `<?xml ...?>` declaration.
    case processingInstruction
    /// A `<!DOCTYPE ...>` declaration without an internal subset (never loaded).
    case doctype
}

/// A lossless XML tree: every byte of the source is kept, so an unedited tree writes back identically.
///
/// The tree is an arena: nodes live in one table and refer to each other by index, names and values are
/// ranges of the source bytes until they are edited. This makes reading as cheap as tokenizing, and lets
/// the writer copy untouched subtrees byte for byte while edited elements are written in Xcode's style.
///
/// The parser is hand-written rather than built on libxml2's SAX interface because SAX reports attribute
/// values and text after reference expansion and normalisation, so the exact source (quote style, white
/// space inside tags, character references) could not be written back without a second scan. Measured in
/// `nibbridge-bench` against a plain libxml2 SAX pass over the same bytes; see BENCHMARKS.md.
public final class XMLTree {
    /// The bytes the tree was parsed from (empty for a tree built in memory).
    public let source: [UInt8]
    var nodes: [Node]
    var attributeTable: [Attribute]
    var pool: [String]
    /// Counts edits, so that indexes built over the tree know when they are stale.
    public internal(set) var editCount = 0

    /// The document node, parent of every top-level node.
    public var documentNode: XMLNodeID { XMLNodeID(0) }

    /// Creates an empty tree holding only a document node.
    public init() {
        source = []
        nodes = [Node(kind: .document, parent: -1)]
        attributeTable = []
        pool = []
    }

    init(source: [UInt8], nodes: [Node], attributes: [Attribute]) {
        self.source = source
        self.nodes = nodes
        self.attributeTable = attributes
        self.pool = []
    }

    /// The number of nodes ever created in the tree, including removed ones.
    public var nodeCapacity: Int { nodes.count }

    /// The kind of a node.
    public func kind(of node: XMLNodeID) -> XMLNodeKind { nodes[Int(node.index)].kind }

    /// The first element child of the document node, if any.
    public var rootElement: XMLNodeID? {
        children(of: documentNode).first { kind(of: $0) == .element }
    }
}

extension XMLTree {
    /// A reference to text: a source byte range, or (when `start < 0`) the pool entry `-start - 1`.
    struct TextRef {
        var start: Int32
        var end: Int32
        static let empty = TextRef(start: 0, end: 0)
        var isPooled: Bool { start < 0 }
    }

    struct Flags: OptionSet {
        var rawValue: UInt8
        /// The start tag (name or attributes) changed and must be written anew.
        static let tagEdited = Flags(rawValue: 1)
        /// The list of children changed.
        static let childrenEdited = Flags(rawValue: 2)
        /// Something below this node changed.
        static let descendantEdited = Flags(rawValue: 4)
        /// The element was written `<name/>` in the source.
        static let selfClosing = Flags(rawValue: 8)
        /// The node was detached from its parent.
        static let removed = Flags(rawValue: 16)
    }

    struct Node {
        var kind: XMLNodeKind
        var flags: Flags = []
        var parent: Int32
        var firstChild: Int32 = -1
        var lastChild: Int32 = -1
        var previousSibling: Int32 = -1
        var nextSibling: Int32 = -1
        /// Source span of the whole node; `start == -1` for nodes made in memory.
        var start: Int32 = -1
        var end: Int32 = -1
        /// For elements from source: the offset just past the start tag.
        var tagEnd: Int32 = -1
        /// For elements from source: the offset of the end tag's `<` (equals `end` when self-closing).
        var contentEnd: Int32 = -1
        /// Element name, or the raw content of text, comment, CDATA, PI and doctype nodes.
        var name: TextRef = .empty
        var attributeStart: Int32 = 0
        var attributeCount: Int32 = 0

        init(kind: XMLNodeKind, parent: Int32) {
            self.kind = kind
            self.parent = parent
        }

        var isFromSource: Bool { start >= 0 }
    }

    struct Attribute {
        var name: TextRef
        /// Raw (escaped) bytes for source values; the decoded value for pooled ones.
        var value: TextRef
    }
}
