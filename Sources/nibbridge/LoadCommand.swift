import ArgumentParser
import NibBridgeLoader

/// `nibbridge load`: the live tree an app would get, after bridging.
struct LoadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load",
        abstract: "Load a document with nib bridging and show the live objects the app would get.",
        discussion: """
            A custom view class with a same-named nib under the project root is treated as opted in to \
            bridging. Bridged views are marked with the nib they came from.
            """
    )

    @Argument(help: "The .xib or .storyboard to load.")
    var document: String

    @Option(help: "Load only this storyboard scene (its sceneID).")
    var scene: String?

    @Option(help: "The project root searched for nibs (default: the nearest folder with .git or Package.swift).")
    var root: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(
        name: .customLong("canonical-ids"),
        help: "Name objects #1, #2, ... in order of appearance, to compare loads that name them differently.")
    var canonicalIDs = false

    func run() throws {
        var (tree, diagnostics) = ConventionLoad.load(path: document, scene: scene, root: root)
        if canonicalIDs { tree = tree.canonicalized() }
        switch format {
        case .text: print(tree.renderedText())
        case .json: print(LiveTree.renderedJSON([tree]))
        }
        let code = report(diagnostics)
        if code != .success { throw code }
    }
}
