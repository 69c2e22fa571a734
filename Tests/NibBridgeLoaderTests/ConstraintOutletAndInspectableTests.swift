import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// What the parent document says about a placeholder beyond its view state: outlets to its constraints
/// (which the bridge recreates) and IBInspectable values (user-defined runtime attributes), which must win
/// over the nib's own because they are set after it.
@Suite("Constraint outlets and inspectable values")
struct ConstraintOutletAndInspectableTests {
    private func load() throws -> (LoadedNib, LiveObject, TrackingBridgedView, EventLog) {
        let log = EventLog()
        let owner = LiveObject(className: "ProfileController")
        let registry = Fixtures.registry(["AvatarView": TrackingBridgedView.self])
        let loaded = EventLog.$current.withValue(log) {
            Fixtures.loader("Profile", registry: registry).load(
                path: Fixtures.path("Profile", "ProfileController.xib"), owner: owner)
        }
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let avatar = try #require(owner.outlets["avatar"] as? TrackingBridgedView)
        #expect(avatar.bridgedFrom?.hasSuffix("Profile/AvatarView.xib") == true)
        return (loaded, owner, avatar, log)
    }

    @Test("an outlet to the placeholder's size constraint gets the constraint installed on the real view")
    func outletToSizeConstraint() throws {
        let (_, owner, avatar, _) = try load()
        let height = try #require(owner.outlets["avatarHeight"] as? LiveConstraint, "the outlet must not be nil")
        #expect(height.owner === avatar, "installed on the real view")
        #expect(avatar.constraints.contains { $0 === height })
        #expect(height.firstItem === avatar && height.secondItem == nil)
        #expect(height.firstAttribute == "height")
        #expect(height.constant == 64 && height.priority == 750 && height.identifier == "avatar.height")
        #expect(height.isActive && height.shouldBeArchived)
        #expect(height.documentID == "Prf-Ht-003", "the recreated constraint stands for the document's")
        let placeholder = try #require(avatar.placeholder)
        #expect(height.firstItem !== placeholder)
    }

    @Test("an uninstalled constraint of the placeholder is recreated inactive, and its outlet reaches it")
    func outletToUninstalledConstraint() throws {
        let (_, owner, avatar, _) = try load()
        let width = try #require(owner.outlets["avatarWidth"] as? LiveConstraint)
        #expect(!width.isActive, "Installed was unchecked in Interface Builder")
        #expect(width.firstItem === avatar && width.owner === avatar)
        #expect(width.identifier == "avatar.width" && width.constant == 64)
    }

    @Test("the placeholder's inspectable values are set after the nib's and win; the nib's others stay")
    func inspectableOverridesNib() throws {
        let (_, _, avatar, log) = try load()
        let runtime = log.events.filter { $0.hasPrefix("runtime ") }
        #expect(
            runtime == [
                "runtime cornerRadius=8", "runtime borderWidth=1", "runtime cornerRadius=32", "runtime initials=JA",
            ])
        #expect(avatar.runtimeAttributes["cornerRadius"] == .element("real", [.init(name: "value", value: "32")]))
        #expect(avatar.runtimeAttributes["borderWidth"] == .element("integer", [.init(name: "value", value: "1")]))
        #expect(avatar.runtimeAttributes["initials"] == .text("JA"))
    }

    @Test("awakeFromNib runs once, after the placeholder's inspectable values are set")
    func awakeFromNibSeesInspectables() throws {
        let (_, _, avatar, log) = try load()
        #expect(log.events.filter { $0 == "awakeFromNib ran" }.count == 1)
        let awake = try #require(log.firstIndex("awakeFromNib ran"))
        let inspectable = try #require(log.firstIndex("runtime cornerRadius=32"))
        #expect(inspectable < awake)
        #expect(avatar.awakeFromNibCount == 1 && avatar.awakeFromNibMessages == 2)
    }

    @Test("the parent's constraints on the placeholder, even relating it to itself, reach the real view")
    func ancestorConstraints() throws {
        let (loaded, _, avatar, _) = try load()
        #expect(try loaded.constraint("Prf-Ct-006").firstItem === avatar)
        #expect(try loaded.constraint("Prf-Ct-007").firstItem === avatar)
        let aspect = try loaded.constraint("Prf-Ct-008")
        #expect(aspect.firstItem === avatar && aspect.secondItem === avatar)
        #expect(avatar.subviews.map(\.elementName) == ["imageView"])
    }
}
