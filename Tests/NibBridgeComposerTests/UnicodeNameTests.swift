import Foundation
import NibBridge
import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// `Unicode/`: a placeholder of class `CaféView` (é as one character, NFC), a nib `Views/CaféView.xib` whose
/// root class is written `Cafe` + combining accent (NFD), and a nib `Legacy/CaféView.xib` whose file name is
/// NFD and root class NFC. File systems on Apple platforms ignore normalization in file names; the
/// Objective-C runtime does not in class names.
@Suite("Names that differ only in Unicode normalization")
struct UnicodeNameTests {
    static let root = Fixtures.path("Unicode")
    static let nfc = "Caf\u{E9}View"
    static let nfd = "Cafe\u{301}View"

    @Test("class names compare byte for byte, as NSClassFromString does")
    func classNames() {
        #expect(Self.nfc == Self.nfd, "Swift's == ignores normalization")
        #expect(!NibBridgeCore.sameClassName(Self.nfc, Self.nfd))
        let registry = ClassRegistry()
        registry.register(BridgedLiveView.self, as: Self.nfc)
        #expect(registry.lookUp(Self.nfc, module: nil) == BridgedLiveView.self)
        #expect(registry.lookUp(Self.nfd, module: nil) == nil, "another class to the runtime")
    }

    @Test("a nib whose root class is another normalization of the name is no nib of the class")
    func rootClassByBytes() throws {
        // The app has the class CaféView (NFC) only: the nib's root class, written NFD, is no class of it.
        let registry = ClassRegistry()
        registry.register(BridgedLiveView.self, as: Self.nfc, module: "Menu")
        let loader = NibLoader(
            registry: registry, locator: ProjectNibLocator(root: Self.root + "/Views"), cache: NibCache())
        let loaded = loader.load(path: Self.root + "/Main.storyboard")
        #expect(loaded.diagnostics.map(\.message) == ["Unknown class \(Self.nfd) in Interface Builder file."])
        // Not the nib's root: with the automatic style, the nib's one view becomes the placeholder's content.
        let placeholder = try #require(loaded.objectsByID["Uni-ph-001"] as? LiveView)
        #expect(placeholder.className == Self.nfc && placeholder.subviews.map(\.documentID) == ["Cfv-rt-001"])
    }

    @Test("two nibs whose names collide under normalization: check warns, load uses the first as the file system would")
    func collidingNibs() throws {
        let (_, diagnostics) = CheckRun.run(
            paths: [Self.root + "/Main.storyboard"], root: Self.root, configuration: CheckConfiguration())
        let ambiguity = try #require(diagnostics.first { $0.rule == "ambiguous-nib" })
        #expect(
            ambiguity.message
                == "2 nibs are named '\(Self.nfc)' (their names differ only in Unicode normalization, which the file system ignores); the first is used"
        )
        #expect(ambiguity.notes.count == 2)
        let (tree, loadDiagnostics) = ConventionLoad.load(path: Self.root + "/Main.storyboard", root: Self.root)
        #expect(loadDiagnostics.filter { $0.severity == .error }.isEmpty, "\(loadDiagnostics)")
        #expect(tree.renderedText().contains("Lgv-lb-001"), "the first candidate, Legacy/: \(tree.renderedText())")
    }
}
