import NibBridgeComposer
import NibBridgeDocument
import Testing

/// Root-view style (XXNibBridge): the nib's top-level view of the class replaces the placeholder, which
/// lends it its id, frame, background color and size constraints.
struct ComposeRootViewTests {
    static let storyboard = "Base.lproj/Main.storyboard"
    static let placeholder = "B4D-q8-xyV"

    @Test func matchesGoldenFiles() throws {
        try ComposedFixture("RootView").expectGolden()
    }

    @Test func replacesOnePlaceholderWithoutDiagnostics() throws {
        let run = try ComposedFixture("RootView")
        #expect(run.summary.placeholders == 1)
        #expect(run.summary.diagnostics.isEmpty, "\(run.summary.diagnostics.map(\.description))")
        #expect(Set(run.changed.keys) == [Self.storyboard], "only the storyboard holds a placeholder")
    }

    @Test func nibRootTakesThePlaceholdersPlaceAndID() throws {
        let document = try ComposedFixture("RootView").document(Self.storyboard)
        let root = try document.required(Self.placeholder)
        #expect(document.tree.name(of: root) == "view")
        #expect(document.attribute("customClass", ofID: Self.placeholder) == "BadgeView")
        #expect(document.attribute("nibBridgeComposedFrom", ofID: Self.placeholder) == "Views/BadgeView.xib")
        #expect(document.holderID(of: Self.placeholder) == "8bC-Xf-vdC")
        #expect(document.childIDs(of: "8bC-Xf-vdC", in: "subviews") == ["Yq6-P8-rhM", Self.placeholder])
        #expect(document.element(withID: "iN0-l3-epB") == nil, "the nib's root id is replaced by the placeholder's")
        #expect(document.childIDs(of: Self.placeholder, in: "subviews") == ["te0-mj-H7D", "Z2a-aV-28C"])
    }

    @Test func placeholderFrameBackgroundAndSizeConstraintsAreCarriedOver() throws {
        let document = try ComposedFixture("RootView").document(Self.storyboard)
        let tree = document.tree
        let root = try document.required(Self.placeholder)
        let frame = try #require(tree.firstElement(of: root, named: "rect", key: "frame"))
        #expect(
            tree.attributes(of: frame).map { "\($0.name)=\($0.value)" } == [
                "key=frame", "x=146.66666666666666", "y=112", "width=100", "height=100",
            ])
        let color = try #require(tree.firstElement(of: root, named: "color", key: "backgroundColor"))
        #expect(tree.attribute("red", of: color) == "1", "the placeholder's orange, not the nib's system color")
        #expect(tree.attribute("systemColor", of: color) == nil)
        #expect(document.attribute("translatesAutoresizingMaskIntoConstraints", ofID: Self.placeholder) == "NO")
        #expect(tree.firstElement(of: root, named: "autoresizingMask") == nil, "the placeholder had none")
        let constraints = document.childIDs(of: Self.placeholder, in: "constraints")
        #expect(
            Set(constraints) == [
                "7N8-Cq-e4g", "8xN-ic-74F", "XSt-TX-EQn", "eQR-Nd-YV0", "mYP-J4-AK1", "zsS-wL-23a", "KfJ-JM-PvV",
                "aF6-td-obr",
            ])
        #expect(document.attribute("secondItem", ofID: "XSt-TX-EQn") == Self.placeholder)
        #expect(document.attribute("constant", ofID: "KfJ-JM-PvV") == "100")
    }

    @Test func outletsOnBothSidesStillConnect() throws {
        let document = try ComposedFixture("RootView").document(Self.storyboard)
        #expect(
            document.connectionSummaries == [
                "\(Self.placeholder).titleLabel -> Z2a-aV-28C",
                "BYZ-38-t0r.badgeView -> \(Self.placeholder)",
            ])
    }

    @Test func designTimeMetricsOfTheNibAreDropped() throws {
        let document = try ComposedFixture("RootView").document(Self.storyboard)
        let children = document.childNames(of: Self.placeholder)
        #expect(children == ["rect", "subviews", "viewLayoutGuide", "color", "constraints", "connections"])
        #expect(document.attribute("key", ofID: "vUN-kp-3ea") == "safeArea")
    }

    @Test func resourcesTheContentUsesAreDeclared() throws {
        let document = try ComposedFixture("RootView").document(Self.storyboard)
        let tree = document.tree
        let resources = try #require(tree.firstElement(of: document.rootElement, named: "resources"))
        // Xcode's order: images, then named colors, then system colors, each by name.
        #expect(
            tree.elements(of: resources).map { "\(tree.name(of: $0)) \(tree.attribute("name", of: $0) ?? "")" } == [
                "image star.fill", "systemColor systemBackgroundColor",
            ])
    }
}
