/// An Interface Builder document (`.xib` or `.storyboard`): the lossless tree plus typed access to it.
///
/// There is one copy of the document: the typed accessors (``header``, ``scenes``, ``object(withID:)``
/// and the views, constraints and connections they lead to) read and edit the same ``tree`` the writer
/// writes, so nothing the typed model does not know about is ever lost.
public final class IBDocument {
    /// The lossless XML tree.
    public let tree: XMLTree
    /// The source file the document was read from, for locations and snippets.
    public let file: SourceFile
    private var idIndex: [String: XMLNodeID]?
    private var indexedEditCount = -1

    /// The path the document was read from.
    public var path: String { file.path }

    /// Parses a document from bytes, failing with a located diagnostic.
    public init(bytes: [UInt8], path: String, limits: XMLParsingLimits = .default) throws(Diagnostic) {
        let file = SourceFile(path: path, bytes: bytes)
        try IBDocument.checkContainer(file)
        do {
            tree = try XMLTree(parsing: bytes, limits: limits)
        } catch {
            let notes = error.relatedOffset.map {
                [Diagnostic.Note(message: "element opened here", location: file.location(ofOffset: $0))]
            }
            throw Diagnostic(
                .error,
                error.message,
                at: file.location(ofOffset: error.offset),
                rule: "syntax",
                notes: notes ?? []
            )
        }
        self.file = file
        try IBDocument.checkRoot(tree, file)
    }

    /// The location of a node in the source file, or `nil` for nodes made in memory.
    public func location(of node: XMLNodeID) -> SourceLocation? {
        tree.sourceOffset(of: node).map { file.location(ofOffset: $0) }
    }

    /// The element with a given `id` attribute, anywhere in the document.
    public func element(withID id: String) -> XMLNodeID? {
        // Rebuilt only after edits: a miss on a fresh index is a plain miss, not a reason to rescan.
        if idIndex == nil || indexedEditCount != tree.editCount { rebuildIndex() }
        return idIndex?[id]
    }

    /// Forgets the id index, after edits that changed ids.
    public func invalidateIndex() { idIndex = nil }

    private func rebuildIndex() {
        var index: [String: XMLNodeID] = [:]
        guard let root = tree.rootElement else { return }
        for node in tree.descendantElements(of: root) {
            if let id = tree.attribute("id", of: node), index[id] == nil { index[id] = node }
        }
        idIndex = index
        indexedEditCount = tree.editCount
    }

    /// The document written back: byte-identical when unedited, Xcode's style where edited.
    public func serialized() -> [UInt8] { tree.serialized() }
}
