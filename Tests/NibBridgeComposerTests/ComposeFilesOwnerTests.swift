import NibBridgeComposer
import NibBridgeDocument
import Testing

/// File's Owner style (NibDesignable): the placeholder stays, the nib's only view is added to it as a
/// content view filling it, and the File's Owner outlets move to the placeholder (the owner at run time).
struct ComposeFilesOwnerTests {
    static let storyboard = "Base.lproj/Main.storyboard"
    static let placeholder = "P71-5v-Q4z"

    @Test func matchesGoldenFiles() throws {
        try ComposedFixture("FilesOwner").expectGolden()
    }

    @Test func replacesOnePlaceholderWithoutDiagnostics() throws {
        let run = try ComposedFixture("FilesOwner")
        #expect(run.summary.placeholders == 1)
        #expect(run.summary.diagnostics.isEmpty, "\(run.summary.diagnostics.map(\.description))")
        #expect(Set(run.changed.keys) == [Self.storyboard])
    }

    @Test func placeholderKeepsItsStateAndGainsTheContentView() throws {
        let document = try ComposedFixture("FilesOwner").document(Self.storyboard)
        #expect(document.attribute("customClass", ofID: Self.placeholder) == "AvatarView")
        #expect(document.attribute("nibBridgeComposedFrom", ofID: Self.placeholder) == "Views/AvatarView.xib")
        #expect(document.childIDs(of: Self.placeholder, in: "subviews") == ["iN0-l3-epB"])
        #expect(document.childIDs(of: Self.placeholder, in: "constraints") == ["Bsq-oR-R7v"])
        #expect(document.childIDs(of: "iN0-l3-epB", in: "subviews") == ["PCT-rM-bLJ", "xRc-ae-gPh"])
        #expect(document.childIDs(of: "iN0-l3-epB", in: "constraints").count == 7)
    }

    @Test func contentViewFillsThePlaceholder() throws {
        let document = try ComposedFixture("FilesOwner").document(Self.storyboard)
        let tree = document.tree
        let content = try document.required("iN0-l3-epB")
        let frame = try #require(tree.firstElement(of: content, named: "rect", key: "frame"))
        #expect(
            tree.attributes(of: frame).map { "\($0.name)=\($0.value)" } == [
                "key=frame", "x=0.0", "y=0.0", "width=363", "height=363",
            ])
        let mask = try #require(tree.firstElement(of: content, named: "autoresizingMask"))
        #expect(tree.attribute("widthSizable", of: mask) == "YES")
        #expect(tree.attribute("heightSizable", of: mask) == "YES")
        #expect(tree.attribute("translatesAutoresizingMaskIntoConstraints", of: content) == nil)
        #expect(tree.attribute("key", of: content) == nil)
        #expect(!document.childNames(of: "iN0-l3-epB").contains("freeformSimulatedSizeMetrics"))
        #expect(!document.childNames(of: "iN0-l3-epB").contains("nil"), "simulated top bar metrics dropped")
    }

    @Test func filesOwnerOutletsMoveToThePlaceholder() throws {
        let document = try ComposedFixture("FilesOwner").document(Self.storyboard)
        #expect(
            document.connectionSummaries == [
                "\(Self.placeholder).nameLabel -> xRc-ae-gPh",
                "\(Self.placeholder).profileImageView -> PCT-rM-bLJ",
                "BYZ-38-t0r.avatarView -> \(Self.placeholder)",
            ])
        #expect(document.childIDs(of: Self.placeholder, in: "connections") == ["8BA-Fc-uKe", "OJA-sS-UTt"])
    }
}
