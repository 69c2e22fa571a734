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

    /// Canonical ids, nib paths reduced to file names (runtime reports full paths, composition relative ones),
    /// and actions to objects outside the tree all named `responder chain`: at run time they target a bridged
    /// nib's First Responder or its File's Owner (the placeholder the swap discards, which a control keeps
    /// weakly, so its actions then go up the responder chain), in the composed document the First Responder
    /// of the scene or document that holds the content.
    static func normalized(_ tree: LiveTree) -> LiveTree {
        func ids(_ node: LiveTree.Node) -> [String] { [node.id].compactMap { $0 } + node.children.flatMap(ids) }
        let inTree = Set(tree.objects.flatMap(ids))
        func dropOutside(_ node: LiveTree.Node) -> LiveTree.Node {
            var node = node
            node.actions = node.actions.map { action in
                var action = action
                if !inTree.contains(action.target) { action.target = "responder chain" }
                return action
            }
            node.children = node.children.map(dropOutside)
            return node
        }
        var tree = tree
        tree.objects = tree.objects.map(dropOutside)
        tree = tree.canonicalized()
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
