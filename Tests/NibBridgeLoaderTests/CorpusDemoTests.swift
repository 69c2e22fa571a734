import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import NibBridgeTestSupport
import Testing

/// The demos of the nib-bridging libraries in the corpus load with their custom views bridged: XXNibBridge
/// (root-view style), NibView (root-view style), NibDesignable, Reusable and LoadableViews (File's Owner
/// style). These tests are about those particular demo documents of the public corpus: each one is disabled,
/// with a message, when its documents are not in the corpus given.
@Suite("Corpus demos", .enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct CorpusDemoTests {
    static let xxNibBridgeDemo = "sunnyxx__XXNibBridge/Demo/XXNibBridgeDemo/Base.lproj/Main.storyboard"
    static let nibDesignableDemo = "mbogh__NibDesignable/NibDesignableDemo/NibDesignableDemo/Base.lproj/Main.storyboard"
    static let reusableDemos = [
        "AliSoftware__Reusable/Example/ReusableDemo iOS/Base.lproj/Main.storyboard",
        "AliSoftware__Reusable/Example/ReusableDemo tvOS/Base.lproj/Main.storyboard",
    ]
    static let nibViewDemo = "trafi__NibView/Example/NibViewExample/Base.lproj/Main.storyboard"
    static let loadableViewsDemos = [
        "MLSDev__LoadableViews/Example/Example.storyboard", "MLSDev__LoadableViews/Example-Mac/Base.lproj/MainMenu.xib",
    ]

    /// Loads a demo document with convention bridging, its project folder as root.
    private func load(_ project: String, _ document: String) -> LoadedNib {
        let loaded = ConventionLoad.loader(root: Corpus.path(project), cache: NibCache())
            .load(path: Corpus.path(project + "/" + document))
        #expect(loaded.diagnostics(rule: "bridge").isEmpty, "\(loaded.diagnosticText)")
        return loaded
    }

    private func bridged(_ loaded: LoadedNib, _ className: String) -> [LiveView] {
        loaded.allViews.filter { $0.className == className && $0.bridgedFrom != nil }
    }

    @Test(
        "XXNibBridge: scene bSe-86-MaO shows XXDogeView from XXDogeView.xib with the placeholder's 100x100",
        CorpusDemo.requires(xxNibBridgeDemo))
    func xxNibBridge() throws {
        let path = Corpus.path(Self.xxNibBridgeDemo)
        let (tree, diagnostics) = ConventionLoad.load(path: path, scene: "bSe-86-MaO")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var nodes: [LiveTree.Node] = []
        func visit(_ node: LiveTree.Node) {
            nodes.append(node)
            node.children.forEach(visit)
        }
        tree.objects.forEach(visit)
        let doge = try #require(nodes.first { $0.className == "XXDogeView" && $0.placeholderID == "B4D-q8-xyV" })
        #expect(doge.bridgedFrom?.hasSuffix("XXDogeView.xib") == true)
        #expect(doge.children.map(\.className) == ["UIImageView", "UILabel"])
        #expect(doge.children.map(\.element) == ["imageView", "label"])
        let formulas = doge.constraints.map(\.formula)
        #expect(formulas.contains("B4D-q8-xyV.height == 100") && formulas.contains("B4D-q8-xyV.width == 100"))
        #expect(doge.awakeFromNibCount == 1)
        let sark = try #require(nodes.first { $0.className == "XXSarkView" })
        #expect(sark.bridgedFrom?.hasSuffix("XXSarkView.xib") == true)
        #expect(sark.children.contains { $0.className == "XXDogeView" && $0.bridgedFrom != nil }, "nested nib")
    }

    @Test(
        "NibDesignable: ProfileAvatarView gets its File's Owner nib's content and outlets",
        CorpusDemo.requires(nibDesignableDemo))
    func nibDesignable() throws {
        let loaded = load("mbogh__NibDesignable", "NibDesignableDemo/NibDesignableDemo/Base.lproj/Main.storyboard")
        let avatars = bridged(loaded, "ProfileAvatarView")
        #expect(avatars.count == 1)
        let avatar = try #require(avatars.first)
        #expect(avatar.subviews.count == 1, "the nib's view, embedded")
        #expect((avatar.outlets["nameLabel"] as? LiveView)?.elementName == "label")
        #expect(avatar.runtimeAttributes["name"] == .text("John Appleseed"))
    }

    @Test(
        "Reusable: MyCustomWidget in the iOS and tvOS storyboards", CorpusDemo.requires(reusableDemos),
        arguments: [
            ("ReusableDemo iOS/Base.lproj/Main.storyboard", 3), ("ReusableDemo tvOS/Base.lproj/Main.storyboard", 6),
        ])
    func reusable(document: String, count: Int) throws {
        let loaded = load("AliSoftware__Reusable", "Example/" + document)
        let widgets = bridged(loaded, "MyCustomWidget")
        #expect(widgets.count == count)
        for widget in widgets {
            #expect(widget.subviews.count == 1)
            #expect((widget.outlets["textLabel"] as? LiveView)?.elementName == "label")
            #expect(widget.awakeFromNibCount == 1)
        }
    }

    @Test(
        "NibView: three CardViews and a CardDetailsView replaced by their nibs' root views",
        CorpusDemo.requires(nibViewDemo))
    func nibView() throws {
        let loaded = load("trafi__NibView", "Example/NibViewExample/Base.lproj/Main.storyboard")
        let cards = bridged(loaded, "CardView")
        #expect(cards.count == 3)
        #expect(Set(cards.compactMap(\.placeholderID)) == ["HbV-1s-vQv", "V9x-wo-Amg", "2dd-ve-xwX"])
        #expect(cards.allSatisfy { $0.documentID == "iN0-l3-epB" && $0.outlets["nameLabel"] != nil })
        #expect(cards.allSatisfy { $0.awakeFromNibCount == 1 && $0.awakeFromNibMessages == 2 })
        #expect(bridged(loaded, "CardDetailsView").count == 1)
    }

    @Test(
        "LoadableViews: WTFCatView on iOS and WTFCatViewMac on macOS get their nibs' content",
        CorpusDemo.requires(loadableViewsDemos),
        arguments: [
            ("Example/Example.storyboard", "WTFCatView"), ("Example-Mac/Base.lproj/MainMenu.xib", "WTFCatViewMac"),
        ])
    func loadableViews(document: String, className: String) throws {
        let loaded = load("MLSDev__LoadableViews", document)
        let cats = loaded.objectsByID.values.compactMap { $0 as? LiveView }
            .filter { $0.className == className && $0.bridgedFrom != nil }
        #expect(cats.count == 1)
        let cat = try #require(cats.first)
        let content = try #require(cat.subviews.first, "the nib's content view")
        #expect(content.documentPath == cat.bridgedFrom)
        #expect(content.subviews.map(\.elementName) == ["imageView"])
    }
}
