import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// "Installed" per size class: `<variation key=...><mask key="subviews">` and `<mask key="constraints">` with
/// `<include>` / `<exclude>`, the `default` variation holding what the base configuration leaves out. UIKit
/// installs, for the current traits, the subviews and constraints the storyboard defines for them (Apple's
/// reply in rdar://23105634: the system resets "a view's subviews and the installed constraints" to the
/// storyboard's state whenever the trait collection changes); what is not installed is still instantiated,
/// so outlets reach it.
struct VariationsMaskTests {
    /// The sidebar layout designed on an iPad: a sidebar excluded by default and included for wR hR, a hint
    /// label excluded for wR hR, constraints swapped between the two.
    static func load(_ traits: SizeClassTraits? = nil) -> LoadedNib {
        Fixtures.conventionLoader("Variations").load(path: Fixtures.path("Variations", "Masks.xib"), traits: traits)
    }

    static func root(_ loaded: LoadedNib) throws -> LiveView {
        try #require(loaded.views.first { $0.documentID == "Msk-Rt-001" })
    }

    static func subviewIDs(_ view: LiveView) -> [String] { view.subviews.compactMap(\.documentID) }

    static func activeConstraintIDs(_ view: LiveView) -> Set<String> {
        Set(view.constraints.filter(\.isActive).compactMap(\.documentID))
    }

    @Test("a document loads for the traits of the device it is designed on: an iPad's wR hR")
    func designDeviceByDefault() throws {
        let loaded = Self.load()
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.traits == SizeClassTraits(widthClass: .regular, heightClass: .regular, idiom: "pad"))
        let root = try Self.root(loaded)
        #expect(Self.subviewIDs(root) == ["Msk-Sb-002", "Msk-Tt-003"])
        #expect(
            Self.activeConstraintIDs(root) == [
                "Msk-Cn-011", "Msk-Cn-012", "Msk-Cn-013", "Msk-Cn-014", "Msk-Cn-016", "Msk-Cn-017",
            ])
    }

    @Test("on an iPhone in portrait (wC hR) the base configuration applies: no sidebar, the hint shown")
    func compactWidth() throws {
        let loaded = Self.load(.phone(landscape: false, regularWidthInLandscape: false))
        let root = try Self.root(loaded)
        #expect(Self.subviewIDs(root) == ["Msk-Tt-003", "Msk-Hn-004"])
        #expect(
            Self.activeConstraintIDs(root) == [
                "Msk-Cn-015", "Msk-Cn-016", "Msk-Cn-017", "Msk-Cn-018", "Msk-Cn-021",
            ])
        // Every constraint is still held (inactive when not installed), so that outlets reach it and the bridge
        // recreates it on a swapped view.
        #expect(root.constraints.count == 9)
    }

    @Test("a view not installed for the traits is still decoded: outlets reach it, it is not in the hierarchy")
    func uninstalledViewsAreInstantiated() throws {
        let owner = LiveObject(className: "LibraryViewController")
        let loaded = Fixtures.conventionLoader("Variations").load(
            path: Fixtures.path("Variations", "Masks.xib"), owner: owner, traits: SizeClassTraits(widthClass: .compact))
        let sidebar = try #require(owner.outlets["sidebar"] as? LiveView)
        #expect(sidebar.superview == nil)
        #expect(sidebar.awakeFromNibMessages == 1)
        let leading = try #require(owner.outlets["sidebarLeading"] as? LiveConstraint)
        #expect(!leading.isActive)
        #expect(try Self.root(loaded).subviews.allSatisfy { $0 !== sidebar })
    }

    @Test("with no traits specified only the default variation applies (Interface Builder's Any, Any)")
    func unspecifiedTraits() throws {
        let root = try Self.root(Self.load(.unspecified))
        #expect(Self.subviewIDs(root) == ["Msk-Tt-003", "Msk-Hn-004"])
        #expect(!Self.activeConstraintIDs(root).contains("Msk-Cn-014"))
    }

    @Test("a variation naming only one of its traits does not apply to the other: wR hC is not wR hR")
    func partialMatch() throws {
        let root = try Self.root(Self.load(.phone(landscape: true, regularWidthInLandscape: true)))
        #expect(Self.subviewIDs(root) == ["Msk-Tt-003", "Msk-Hn-004"])
    }

    @Test("the specialized nib drops variation elements and marks what is not installed")
    func specializedNib() throws {
        let nib = try NibCache().nib(atPath: Fixtures.path("Variations", "Masks.xib"))
        #expect(nib.hasVariations)
        let phone = nib.specialized(for: .phone(landscape: false, regularWidthInLandscape: false))
        #expect(phone !== nib)
        #expect(phone === nib.specialized(for: .phone(landscape: false, regularWidthInLandscape: false)))
        #expect(phone.specialized(for: phone.specializedTraits!) === phone)
        #expect(nib.specialized(for: .pad).specializedTraits == .pad)
        #expect(!phone.elements.indices.contains { index in phone.children(of: index, named: "variation").count > 0 })
        let sidebar = try #require(phone.indexByID["Msk-Sb-002"])
        #expect(phone[sidebar].attributes[CompiledNib.uninstalledAttribute] == "YES")
        #expect(nib[sidebar].attributes[CompiledNib.uninstalledAttribute] == nil)
        // Specialized again for an iPad, from the document's own elements: the sidebar is installed.
        #expect(phone.specialized(for: .pad)[sidebar].attributes[CompiledNib.uninstalledAttribute] == nil)
    }
}
