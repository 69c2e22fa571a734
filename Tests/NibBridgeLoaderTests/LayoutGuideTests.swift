import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// Constraints that name the placeholder's safe area (`Guides/Screen.xib`): decoded with the root view's
/// constraints, after the placeholder was swapped, they must name the safe area of the view loaded from
/// `GuideCardView.xib`, not the discarded placeholder's.
@Suite("Layout guides of placeholders")
struct LayoutGuideTests {
    @Test("constraints naming the placeholder's safe area name the real view's")
    func safeAreaRedirected() throws {
        let owner = LiveObject(className: "GuideScreenController")
        let loaded = Fixtures.conventionLoader("Guides").load(path: Fixtures.path("Guides", "Screen.xib"), owner: owner)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let card = try #require(owner.outlets["card"] as? LiveView)
        #expect(card.bridgedFrom?.hasSuffix("Guides/GuideCardView.xib") == true)
        let safeArea = try #require(card.layoutGuides.first { $0.key == "safeArea" })
        #expect(safeArea.documentID == "Gcv-Sa-003", "the nib's own safe area")
        let root = try #require(loaded.views.first)
        let naming = root.constraints.filter { [$0.firstItem, $0.secondItem].contains { $0 is LiveLayoutGuide } }
        let onCard = naming.filter { $0.documentID == "Gds-Ct-006" || $0.documentID == "Gds-Ct-013" }
        #expect(onCard.count == 2)
        #expect(onCard.allSatisfy { $0.secondItem === safeArea }, "\(onCard.map { $0.secondItem?.documentID })")
        let captionTop = try #require(owner.outlets["captionTop"] as? LiveConstraint)
        #expect(captionTop.secondItem === safeArea && captionTop.owner === root, "the outlet reaches the copy")
        #expect(
            !root.constraints.contains {
                $0.firstItem?.documentID == "Gds-Sa-003" || $0.secondItem?.documentID == "Gds-Sa-003"
            })
    }
}
