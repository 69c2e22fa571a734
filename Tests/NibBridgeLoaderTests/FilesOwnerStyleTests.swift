import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// ProfileCard is styled the File's Owner way: the nib's File's Owner is the class and its one top-level
/// view is plain content (NibDesignable, Reusable's NibOwnerLoadable). The placeholder stays and gets the
/// content, filling it; the nib's outlets connect to the placeholder.
@Suite("File's Owner style")
struct FilesOwnerStyleTests {
    final class RootViewOnlyCard: BridgedLiveView {
        override class var nibBridgeOptions: NibBridgeOptions { NibBridgeOptions(style: .rootView) }
    }

    final class FilesOwnerCard: BridgedLiveView {
        override class var nibBridgeOptions: NibBridgeOptions { NibBridgeOptions(style: .filesOwner) }
    }

    private func load(_ cardClass: LiveObject.Type) -> (LoadedNib, LiveViewController?) {
        let registry = Fixtures.registry(["ProfileCard": cardClass, "CardController": LiveViewController.self])
        let loaded = Fixtures.loader("FilesOwner", registry: registry)
            .load(path: Fixtures.path("FilesOwner", "Screen.storyboard"))
        return (loaded, loaded.topLevelObjects.first as? LiveViewController)
    }

    @Test(
        "automatic style embeds the nib's single top-level view into the placeholder, filling it",
        arguments: [BridgedLiveView.self, FilesOwnerCard.self] as [LiveObject.Type])
    func embedsContent(_ cardClass: LiveObject.Type) throws {
        let (loaded, controller) = load(cardClass)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let card = try loaded.view("Fow-Ph-003")
        #expect(card.documentID == "Fow-Ph-003", "the placeholder itself stays")
        #expect(controller?.outlets["card"] === card)
        #expect(card.bridgedFrom?.hasSuffix("FilesOwner/ProfileCard.xib") == true)
        let content = try #require(card.subviews.first)
        #expect(card.subviews.count == 1)
        #expect(content.documentID == "Pcd-Cv-001" && content.superview === card)
        #expect(content.frame == IBRect(x: 0, y: 0, width: 361, height: 120), "the placeholder's bounds")
        #expect(content.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(content.translatesAutoresizingMaskIntoConstraints)
        #expect(content.subviews.map(\.elementName) == ["imageView", "label"])
    }

    @Test("the nib's File's Owner outlets connect to the placeholder")
    func ownerOutlets() throws {
        let (loaded, _) = load(BridgedLiveView.self)
        let card = try loaded.view("Fow-Ph-003")
        let content = try #require(card.subviews.first)
        #expect(card.outlets["contentView"] === content)
        #expect((card.outlets["nameLabel"] as? LiveView)?.superview === content)
        #expect((card.outlets["avatarView"] as? LiveView)?.elementName == "imageView")
    }

    @Test("the placeholder keeps its own state: constraints, inspectables, position; awoken once")
    func placeholderKeepsState() throws {
        let (loaded, _) = load(BridgedLiveView.self)
        let card = try loaded.view("Fow-Ph-003")
        #expect(card.constraints.count == 1 && card.constraints.first?.constant == 120)
        #expect(card.constraints.first?.firstItem === card)
        #expect(card.runtimeAttributes["name"] == .text("Ada Lovelace"))
        #expect(card.frame == IBRect(x: 16, y: 79, width: 361, height: 120))
        #expect(try loaded.constraint("Fow-Ct-006").firstItem === card)
        #expect(card.awakeFromNibCount == 1, "the nested nib does not awake its File's Owner")
        #expect((card as? BridgedLiveView)?.carryOverCount == 0, "nothing to carry over: no swap")
    }

    @Test("the File's Owner proxy in the nib is not decoded into the placeholder")
    func ownerProxyNotDecoded() throws {
        let (loaded, _) = load(BridgedLiveView.self)
        let card = try loaded.view("Fow-Ph-003")
        // The proxy element reads <placeholder placeholderIdentifier="IBFilesOwner" userLabel="File's Owner" ...>.
        for attribute in ["placeholderIdentifier", "userLabel"] {
            #expect(card.otherState[attribute] == nil, "\(attribute) leaked from the File's Owner element")
        }
        #expect(card.otherState["id"] == .text("Fow-Ph-003"), "the placeholder's own attributes are its own")
        #expect(card.elementName == "view")
    }

    @Test("a class that insists on a root view reports the File's Owner nib clearly and keeps the placeholder")
    func rootViewStyleRejectsOwnerNib() throws {
        let (loaded, _) = load(RootViewOnlyCard.self)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.map(\.message) == [
                "nib 'ProfileCard' has no top-level view of class ProfileCard (top-level objects: UIView)"
            ])
        #expect(errors.first?.rule == "bridge")
        #expect(
            errors.first?.location?.line
                == (try Fixtures.line(ofID: "Fow-Ph-003", in: "FilesOwner", "Screen.storyboard")))
        let card = try loaded.view("Fow-Ph-003")
        #expect(card.subviews.isEmpty && card.bridgedFrom == nil)
    }
}
