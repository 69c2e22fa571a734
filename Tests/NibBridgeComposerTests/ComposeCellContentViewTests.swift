import NibBridgeComposer
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// A bridged cell: a storyboard's prototype collection view cell of a class with its own nib, written as
/// Xcode 7 writes cells (the content view held by key, without an id). The designer's content of a cell
/// lives in its content view (`UICollectionViewCell.contentView`, Apple's documentation: "add the views
/// needed to present the data item's content as subviews to the view in the contentView property. Do not
/// directly add subviews to the cell itself"), so the placeholder's own content view, which is UIKit's and
/// holds nothing, is no subview to carry: the composed cell is the nib's, with one content view, the nib's,
/// and every id of the document unique; its live objects are runtime bridging's.
struct ComposeCellContentViewTests {
    static let fixture = "CellContentView"

    @Test func composedCellHasTheNibsContentViewOnly() throws {
        let run = try ComposedFixture(Self.fixture)
        let gallery = run.summary.diagnostics.filter { $0.location?.path.hasSuffix("/Gallery.storyboard") == true }
        #expect(gallery.isEmpty, "the placeholder's empty content view is left behind silently: \(gallery)")
        let document = try run.document("Gallery.storyboard")
        let tree = document.tree
        let cell = try document.required("Prv-pH-001")
        #expect(document.attribute("nibBridgeComposedFrom", ofID: "Prv-pH-001") == "PreviewCell.xib")
        #expect(tree.firstElement(of: cell, named: "subviews") == nil, "no view beside the cell's content view")
        let contents = tree.elements(of: cell).filter { tree.attribute("key", of: $0) == "contentView" }
        #expect(contents.count == 1)
        let content = try #require(contents.first)
        let subviews = try #require(tree.firstElement(of: content, named: "subviews"))
        #expect(
            tree.elements(of: subviews).compactMap { tree.attribute("id", of: $0) } == ["Prv-im-001", "Prv-lb-001"])
        // The placeholder's frame, as the bridge carries it; the nib's content view keeps its own.
        let frame = try #require(tree.firstElement(of: cell, named: "rect", key: "frame"))
        #expect(tree.attribute("width", of: frame) == "80")
    }

    @Test func everyIDIsUniqueAndEverySubviewHasOne() throws {
        let document = try ComposedFixture(Self.fixture).document("Gallery.storyboard")
        let tree = document.tree
        let elements = tree.descendantElements(of: document.rootElement)
        let ids = elements.compactMap { tree.attribute("id", of: $0) }
        #expect(ids.count == Set(ids).count, "duplicate ids: \(ids.sorted())")
        let unnamed = elements.filter { tree.nameEquals($0, "subviews") }.flatMap { tree.elements(of: $0) }
            .filter { tree.attribute("id", of: $0) == nil }.map { tree.name(of: $0) }
        #expect(unnamed.isEmpty, "subviews without an id: \(unnamed)")
        #expect(IBReferences.validate(document).isEmpty)
    }

    @Test func composedCellLoadsLikeRuntimeBridging() throws {
        let root = Fixtures.path("Compose/" + Self.fixture)
        let check = try Equivalence(path: root + "/Gallery.storyboard", root: root)
        #expect(check.replaced == 1)
        #expect(
            check.original == check.composed,
            "--- runtime bridging\n\(check.original.renderedText())\n--- composed\n\(check.composed.renderedText())")
    }
}

extension ComposeCellContentViewTests {
    /// A placeholder with content of its own inside a bridged nib (a visual effect view in a view's nib, which
    /// the bridge's own load treats as a placeholder): its content view's subviews join the nib's content view.
    @Test func placeholderContentJoinsTheNibsContentView() throws {
        let run = try ComposedFixture(Self.fixture)
        let document = try run.document("Shelf.storyboard")
        #expect(document.childIDs(of: "Frs-rc-001", in: "subviews") == ["Frs-im-001", "Frs-lb-001"])
        #expect(document.element(withID: "Frs-cv-001") == nil, "the placeholder's content view is left behind")
        #expect(document.holderID(of: "Frs-lw-001") == "Frs-pH-001")
        // The constraints the placeholder's content view held relate the label to the nib's content view.
        #expect(document.childIDs(of: "Frs-rc-001", in: "constraints") == ["Frs-cx-001", "Frs-cy-001"])
        #expect(document.attribute("secondItem", ofID: "Frs-cx-001") == "Frs-rc-001")
        #expect(document.attribute("firstItem", ofID: "Frs-cy-001") == nil, "the holder, as Xcode writes it")
        #expect(
            run.diagnostics(rule: "placeholder-subviews").map(\.message) == [
                "the 1 subview(s) of the placeholder's content view join the nib's content view, on top of its own, "
                    + "as at run time"
            ])
    }
}
