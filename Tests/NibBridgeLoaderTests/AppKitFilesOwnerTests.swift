import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// AppKit writes File's Owner, First Responder and Application as `<customObject>` with ids -2, -1, -3
/// rather than `<placeholder>`. A CatView placeholder with its own size constraints sits in a window;
/// CatView.xib is File's Owner style (NSView subclasses loaded LoadableViews' way).
@Suite("AppKit File's Owner nibs")
struct AppKitFilesOwnerTests {
    private func load() throws -> (LoadedNib, LiveObject, LiveView) {
        let owner = LiveObject(className: "CatWindowController")
        let loaded = Fixtures.conventionLoader("AppKit").load(path: Fixtures.path("AppKit", "Window.xib"), owner: owner)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let cat = try #require(owner.outlets["catView"] as? LiveView)
        return (loaded, owner, cat)
    }

    @Test("the placeholder gets the nib's content although its size constraints loaded the nib early")
    func contentEmbedded() throws {
        let (_, _, cat) = try load()
        #expect(cat.documentID == "Cat-Ph-003" && cat.bridgedFrom?.hasSuffix("AppKit/CatView.xib") == true)
        let content = try #require(cat.subviews.first, "the File's Owner content must be embedded")
        #expect(content.documentID == "Cvw-Rt-001" && content.elementName == "customView")
        #expect(content.frame == IBRect(x: 0, y: 0, width: 400, height: 300))
        #expect(content.subviews.map(\.elementName) == ["imageView"])
    }

    @Test("the nib's File's Owner outlets reach the placeholder; its constraints and position stay")
    func ownerOutletsAndConstraints() throws {
        let (loaded, owner, cat) = try load()
        #expect((cat.outlets["imageView"] as? LiveView)?.documentID == "Cvw-Im-002")
        #expect(cat.outlets["contentView"] === cat.subviews.first)
        #expect(cat.constraints.map(\.constant).sorted() == [300, 400])
        #expect(cat.constraints.allSatisfy { $0.firstItem === cat && $0.owner === cat })
        #expect(try loaded.constraint("Win-Ct-006").firstItem === cat)
        #expect(owner.outlets["window"]?.elementName == "window")
    }

    @Test("the proxies are not decoded into the placeholder, which awakes once")
    func proxiesNotDecoded() throws {
        let (_, _, cat) = try load()
        #expect(cat.otherState["userLabel"] == nil, "the File's Owner element was decoded into the placeholder")
        #expect(cat.awakeFromNibCount == 1)
        #expect((cat as? BridgedLiveView)?.carryOverCount == 0)
    }

    @Test("File's Owner, First Responder and Application are not top-level objects of the loaded nib")
    func proxiesNotTopLevel() throws {
        let (loaded, owner, _) = try load()
        #expect(loaded.topLevelObjects.map(\.elementName) == ["window"])
        #expect(loaded.topLevelObjects.first === owner.outlets["window"])
        #expect(loaded.objectsByID["-2"] === owner, "the File's Owner proxy stands for the owner passed in")
    }
}
