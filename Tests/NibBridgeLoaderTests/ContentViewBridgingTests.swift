import NibBridgeDocument
import Testing

@testable import NibBridgeLoader

/// Bridging a view that holds its content in a content view (a collection view cell, a visual effect view),
/// written as Xcode 7 writes them. What a designer puts in such a view lives in its content view: Apple's
/// `UICollectionViewCell` documentation says "add the views needed to present the data item's content as
/// subviews to the view in the contentView property. Do not directly add subviews to the cell itself", and
/// `UIVisualEffectView.contentView` and `UITableViewCell.contentView` say the same. The placeholder's own
/// content view belongs to UIKit: the bridge moves what it holds into the real view's content view and
/// leaves it behind, so the real view has one content view, its nib's.
@Suite("Bridging views with a content view")
struct ContentViewBridgingTests {
    static let scenario = "CellContent"

    private static func load() -> LoadedNib {
        Fixtures.conventionLoader(scenario).load(path: Fixtures.path(scenario, "Shelf.storyboard"))
    }

    @Test("a bridged collection view cell keeps its nib's content view as its only subview")
    func cellHasOneContentView() throws {
        let loaded = Self.load()
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let cell = try loaded.view("Til-pH-001")  // A prototype cell, held by its collection view.
        #expect(cell.className == "TileCell")
        #expect(cell.bridgedFrom?.hasSuffix("TileCell.xib") == true)
        let content = try #require(cell.contentView)
        #expect(cell.subviews.count == 1 && cell.subviews.first === content)
        #expect(content.subviews.map(\.documentID) == ["Til-lb-001"])
        #expect(cell.frame.width == 100, "the placeholder's frame is carried")
    }

    @Test("what the placeholder's content view holds joins the real view's content view, on top")
    func placeholderContentJoinsTheRealContentView() throws {
        let loaded = Self.load()
        let frost = try #require(loaded.allViews.first { $0.className == "FrostView" })
        #expect(frost.bridgedFrom?.hasSuffix("FrostView.xib") == true)
        let content = try #require(frost.contentView)
        #expect(frost.subviews.count == 1 && frost.subviews.first === content)
        #expect(content.documentID == "Frs-rc-001", "the nib's content view, not the placeholder's")
        #expect(content.subviews.map(\.documentID) == ["Frs-im-001", "Frs-lb-001"])
        // The placeholder's constraint relating the label to it now relates it to the real view; those its content
        // view held relate the label to the nib's content view.
        let label = try #require(content.subviews.last)
        let relating = frost.constraints.filter { $0.firstItem === label }
        #expect(relating.map(\.documentID) == ["Frs-lw-001"] && relating.first?.secondItem === frost)
        // The height the placeholder's content view held on itself stays behind with it: the nib's content view
        // is sized by its effect view.
        #expect(content.constraints.map(\.documentID) == ["Frs-cx-001", "Frs-cy-001"])
        #expect(content.constraints.allSatisfy { [$0.firstItem, $0.secondItem].contains { $0 === content } })
        #expect(content.constraints.allSatisfy { [$0.firstItem, $0.secondItem].contains { $0 === label } })
    }
}
