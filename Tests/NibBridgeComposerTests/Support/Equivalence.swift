import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader

/// Loads a document twice: the original with runtime bridging, and its composition without any
/// placeholder left, and returns both live trees in canonical form.
struct Equivalence {
    var original: LiveTree
    var composed: LiveTree
    var composeDiagnostics: [Diagnostic]
    var loadDiagnostics: [Diagnostic]
    var replaced: Int
    var composedDocument: IBDocument

    init(path: String, root: String) throws {
        let loader = ConventionLoad.loader(root: root, cache: NibCache())
        let runtime = loader.load(path: path)
        let document = try IBDocument(contentsOfFile: path)
        let result = Composer(index: ProjectIndex(root: root)).compose(document)
        // Round-trip through bytes, as the composed file would be read by the app.
        let reread = try IBDocument(bytes: result.document.serialized(), path: path)
        let collector = DiagnosticCollector()
        let composedLoad = loader.instantiate(
            CompiledNib(document: reread), scene: nil, owner: nil, collector: collector)
        original = Equivalence.normalized(LiveTree(loaded: runtime))
        composed = Equivalence.normalized(LiveTree(loaded: composedLoad))
        composeDiagnostics = result.diagnostics
        loadDiagnostics = runtime.diagnostics + composedLoad.diagnostics
        replaced = result.replacedCount
        composedDocument = reread
    }

    /// Canonical ids, and nib paths reduced to file names (runtime reports full paths, composition relative ones).
    static func normalized(_ tree: LiveTree) -> LiveTree {
        var tree = tree.canonicalized()
        tree.path = ""
        func strip(_ node: LiveTree.Node) -> LiveTree.Node {
            var node = node
            node.bridgedFrom = node.bridgedFrom.map { String($0.split(separator: "/").last ?? "") }
            node.children = node.children.map(strip)
            return node
        }
        tree.objects = tree.objects.map(strip)
        return tree
    }
}
