import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// After the swap, every reference the document makes to the placeholder reaches the real view: the
/// ancestors' constraints, outlets, outlet collections, the subviews it held; and nothing in the final
/// tree refers to the placeholder any more.
@Suite("Reference replacement")
struct ReferenceReplacementTests {
    @Test("constraints held by ancestors that name the placeholder name the real view")
    func ancestorConstraints() throws {
        let scene = try CarryOverScene.load()
        #expect(try scene.loaded.constraint("Cov-Ct-008").firstItem === scene.real)
        #expect(try scene.loaded.constraint("Cov-Ct-009").secondItem === scene.real)
        #expect(try scene.loaded.constraint("Cov-Ct-019").firstItem === scene.real)
        #expect(try scene.loaded.constraint("Cov-Ct-020").secondItem === scene.real)
    }

    @Test("outlets and outlet collections to the placeholder get the real view")
    func outlets() throws {
        let scene = try CarryOverScene.load()
        #expect(scene.owner.outlets["badge"] === scene.real)
        #expect(try scene.loaded.view("Cov-Rt-001").outlets["featured"] === scene.real)
        let badges = try #require(scene.owner.outletCollections["badges"])
        let other = try scene.loaded.view("Cov-Ot-010")
        #expect(badges.count == 2 && badges[0] === scene.real && badges[1] === other)
        let width = try #require(scene.owner.outlets["badgeWidth"] as? LiveConstraint)
        #expect(width.owner === scene.real && width.identifier == "badge.width")
        #expect(try scene.loaded.view("Cov-Ph-002") === scene.real, "lookups by the placeholder's id")
    }

    @Test("the subviews the placeholder held move into the real view, on top of the nib's")
    func subviewsMoved() throws {
        let scene = try CarryOverScene.load()
        #expect(scene.real.subviews.map(\.documentID) == ["Bdg-Ic-002", "Bdg-Tl-003", "Cov-Ex-003"])
        let extra = try scene.loaded.view("Cov-Ex-003")
        #expect(extra.superview === scene.real)
        #expect(scene.placeholder.subviews.isEmpty)
        #expect(try scene.loaded.view("Cov-Rt-001").subviews.first === scene.real)
        #expect(scene.real.superview === (try scene.loaded.view("Cov-Rt-001")))
    }

    @Test("no reference in the final tree is the placeholder")
    func placeholderUnreachable() throws {
        let scene = try CarryOverScene.load()
        let placeholder = ObjectIdentifier(scene.placeholder)
        var objects = LiveWalk.objects(from: scene.loaded.topLevelObjects + [scene.owner])
        objects += objects.compactMap { $0 as? LiveView }.flatMap(\.gestureRecognizers)
        #expect(!objects.map(ObjectIdentifier.init).contains(placeholder))
        for object in objects {
            for (place, reference) in LiveWalk.references(of: object) {
                #expect(ObjectIdentifier(reference) != placeholder, "\(place) is the placeholder")
            }
        }
        #expect(!scene.loaded.objectsByID.values.map(ObjectIdentifier.init).contains(placeholder))
        #expect(scene.placeholder.superview == nil)
    }

    @Test("awakeFromNib runs once per bridged instance while UIKit sends it twice; the hook runs once")
    func awakeOnceAndHookOnce() throws {
        let scene = try CarryOverScene.load()
        #expect(scene.real.awakeFromNibCount == 1)
        #expect(scene.real.awakeFromNibMessages == 2)
        #expect(scene.real.carryOverCount == 1)
        #expect(scene.placeholder.awakeFromNibMessages == 0, "the discarded placeholder is never awoken")
        #expect(try scene.loaded.view("Cov-Ex-003").awakeFromNibCount == 1)
    }

    @Test("a view decoded after replaced ones is never mistaken for one of them", arguments: 1...20)
    func identityReuse(_ run: Int) throws {
        let classes: [String: LiveObject.Type] = [
            "SomeView": TaggedSomeView.self, "ViewController": LiveViewController.self,
        ]
        let loaded = Fixtures.loader("Tag616", registry: Fixtures.registry(classes))
            .load(path: Fixtures.path("Tag616", "Main.storyboard"))
        let untagged = try loaded.view("nTg-Pl-001")
        #expect(untagged.documentID == "nTg-Pl-001" && untagged.bridgedFrom == nil, "run \(run)")
        #expect(Set(loaded.allViews.map { ObjectIdentifier($0) }).count == loaded.allViews.count)
    }
}
