import NibBridgeComposer
import NibBridgeDocument
import Testing

/// Three levels of embedding: the storyboard embeds CardView (root-view style), whose nib embeds
/// HeaderView (File's Owner style), whose nib embeds IconView (root-view style). Inner nibs are composed
/// first, so one pass leaves no placeholder at any depth.
struct ComposeNestedTests {
    static let storyboard = "Base.lproj/Main.storyboard"

    @Test func matchesGoldenFiles() throws {
        try ComposedFixture("Nested").expectGolden()
    }

    @Test func everyLevelIsComposed() throws {
        let run = try ComposedFixture("Nested")
        #expect(run.summary.diagnostics.isEmpty, "\(run.summary.diagnostics.map(\.description))")
        #expect(run.summary.placeholders == 3, "one placeholder in each of the storyboard, CardView and HeaderView")
        #expect(Set(run.changed.keys) == [Self.storyboard, "Views/CardView.xib", "Views/Header/HeaderView.xib"])
        let leafUnchanged = run.outputs["Views/Header/IconView.xib"] == run.inputsBefore["Views/Header/IconView.xib"]
        #expect(leafUnchanged, "IconView.xib embeds nothing and is written as it was read")
    }

    @Test func innermostViewSitsUnderEveryLevel() throws {
        let document = try ComposedFixture("Nested").document(Self.storyboard)
        var chain: [String] = []
        var current: String? = "Im5-gQ-xV2"
        while let id = current, id != "hJ2-vC-0sN" {
            chain.append(id)
            current = document.holderID(of: id)
        }
        // Icon's image view, IconView, HeaderView's content view (renamed: CardView's root was iN0-l3-epB
        // too), HeaderView, CardView.
        #expect(chain == ["Im5-gQ-xV2", "Ic9-wF-5nD", "s1H-oc-DIC", "Hd8-Rv-e2M", "cRd-7u-PlH"])
    }

    @Test func eachLevelNamesTheNibItCameFrom() throws {
        let document = try ComposedFixture("Nested").document(Self.storyboard)
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "cRd-7u-PlH") == "Views/CardView.xib")
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Hd8-Rv-e2M") == "Views/Header/HeaderView.xib")
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Ic9-wF-5nD") == "Views/Header/IconView.xib")
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "s1H-oc-DIC") == nil)
        let composed = document.tree.descendantElements(of: document.rootElement).filter {
            document.tree.attribute("nibBridgeComposedFrom", of: $0) != nil
        }
        #expect(composed.count == 3)
    }

    @Test func nestedCarryOverAndConnectionsSurvive() throws {
        let document = try ComposedFixture("Nested").document(Self.storyboard)
        // IconView's size constraints from HeaderView.xib's placeholder now sit on the inlined IconView.
        #expect(document.childIDs(of: "Ic9-wF-5nD", in: "constraints").suffix(2) == ["Wd0-Ic-3nA", "Hg0-Ic-3nB"])
        // HeaderView.xib's content constraints refer to the renamed content view.
        #expect(document.attribute("secondItem", ofID: "3Lq-vN-8Ey") == "s1H-oc-DIC")
        #expect(
            document.connectionSummaries == [
                "Ic9-wF-5nD.imageView -> Im5-gQ-xV2",
                "Hd8-Rv-e2M.iconView -> Ic9-wF-5nD",
                "Hd8-Rv-e2M.titleLabel -> Tt2-hE-7oP",
                "cRd-7u-PlH.bodyLabel -> Bd4-xL-9Qe",
                "cRd-7u-PlH.headerView -> Hd8-Rv-e2M",
            ])
    }

    @Test func intermediateNibIsComposedOnItsOwn() throws {
        let document = try ComposedFixture("Nested").document("Views/CardView.xib")
        // CardView.xib keeps its own root (it is CardView's nib) and inlines HeaderView and IconView.
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "iN0-l3-epB") == nil)
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Hd8-Rv-e2M") == "Views/Header/HeaderView.xib")
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Ic9-wF-5nD") == "Views/Header/IconView.xib")
    }
}
