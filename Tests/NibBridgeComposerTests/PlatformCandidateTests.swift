import Foundation
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// An iOS storyboard whose placeholder class has only a macOS nib of that name (`Platform/`): the nib is no
/// candidate, as `UINib` could not load an AppKit nib. Compose, load and check agree, and check says why.
@Suite("Nibs of another framework")
struct PlatformCandidateTests {
    static let root = Fixtures.path("Platform")
    static let storyboard = root + "/Main.storyboard"

    @Test("the locator reads each nib's framework from its header")
    func frameworks() throws {
        let locator = ProjectNibLocator(root: Self.root)
        let path = try #require(locator.candidates["GaugeView"]?.first)
        #expect(locator.frameworks[path] == .appKit)
        #expect(locator.path(forNibNamed: "GaugeView", location: .automatic, framework: .uiKit) == nil)
        #expect(locator.path(forNibNamed: "GaugeView", location: .automatic, framework: .appKit) == path)
    }

    @Test("load does not bridge it")
    func load() throws {
        let (tree, diagnostics) = ConventionLoad.load(path: Self.storyboard, root: Self.root)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        #expect(!tree.renderedText().contains("bridgedFrom"), "\(tree.renderedText())")
    }

    @Test("compose leaves it and check says why, at the view")
    func composeAndCheck() throws {
        let document = try IBDocument(contentsOfFile: Self.storyboard)
        let index = ProjectIndex(root: Self.root)
        #expect(index.placeholders(in: document).isEmpty)
        #expect(Composer(index: index).compose(document).replacedCount == 0)
        let (_, diagnostics) = CheckRun.run(
            paths: [Self.storyboard], root: Self.root, configuration: CheckConfiguration())
        #expect(
            diagnostics.map(\.description).contains {
                $0.hasSuffix(
                    "Main.storyboard:18:29: note: GaugeView is not bridged in this UIKit document: its nib 'GaugeView' is an AppKit nib [platform]"
                )
            },
            "\(diagnostics.map(\.description))")
    }
}
