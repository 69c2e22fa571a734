import ArgumentParser
import NibBridgeDocument
import NibBridgeLoader
import NibBridgeRender

/// `nibbridge load`: the live tree an app would get, after bridging.
struct LoadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load",
        abstract: "Load a document with nib bridging and show the live objects the app would get.",
        discussion: """
            A custom view class with a same-named nib under the project root is treated as opted in to \
            bridging. Bridged views are marked with the nib they came from. Size-class variations are applied \
            for the device the document is designed on, or for --device.
            """
    )

    @Argument(help: "The .xib or .storyboard to load.")
    var document: String

    @Option(help: "Load only this storyboard scene (its sceneID).")
    var scene: String?

    @Option(help: "The project root searched for nibs (default: the nearest folder with .git or Package.swift).")
    var root: String?

    @Option(
        help:
            "Apply size-class variations for this device's traits: a device name (\"iPhone SE\"), an IB device id (retina6_12) or WIDTHxHEIGHT, turned sideways when wider than tall (default: the document's)."
    )
    var device: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(
        name: .customLong("canonical-ids"),
        help: "Name objects #1, #2, ... in order of appearance, to compare loads that name them differently.")
    var canonicalIDs = false

    func validate() throws {
        if let device, Device.named(device) == nil {
            throw ValidationError(
                "unknown device '\(device)'; use WIDTHxHEIGHT or one of: "
                    + Device.all.map { "\($0.name) \(Int($0.width))x\(Int($0.height))" }.joined(separator: ", "))
        }
        try DocumentChoice.validate(document: document, scene: scene, object: nil)
    }

    func run() throws {
        // A document that cannot be read is reported alone: no tree line, no empty object.
        let source: IBDocument
        do throws(Diagnostic) {
            source = try IBDocument(contentsOfFile: document)
        } catch {
            throw report([error])
        }
        // The traits of the load under way reach every document it loads (see NibLoader.traitsInEffect).
        let traits = device.flatMap(Device.named)?.sizeClassTraits
        var (tree, diagnostics) = NibLoader.$traitsInEffect.withValue(traits) {
            ConventionLoad.load(path: document, scene: scene, root: root)
        }
        diagnostics += LoadCommand.nonFiniteNumbers(in: source, tree: tree)
        if canonicalIDs { tree = tree.canonicalized() }
        switch format {
        case .text: print(tree.renderedText())
        case .json: print(LiveTree.renderedJSON([tree]))
        }
        let code = report(diagnostics)
        if code != .success { throw code }
    }

    /// Numbers that are not finite in the document and in the nibs bridged into it, at their places (the
    /// report leaves them out).
    static func nonFiniteNumbers(in document: IBDocument, tree: LiveTree) -> [Diagnostic] {
        var nibs: Set<String> = []
        func collect(_ node: LiveTree.Node) {
            if let nib = node.bridgedFrom { nibs.insert(nib) }
            node.children.forEach(collect)
        }
        tree.objects.forEach(collect)
        var diagnostics = document.nonFiniteNumberDiagnostics()
        // Nibs composed into the document are in it already; the others are where the loader read them.
        for nib in nibs.sorted() where nib != document.path && FilePaths.kind(atPath: nib) == .regular {
            do throws(Diagnostic) {
                diagnostics += try IBDocument(contentsOfFile: nib).nonFiniteNumberDiagnostics()
            } catch {
                diagnostics.append(error)
            }
        }
        return diagnostics
    }
}
