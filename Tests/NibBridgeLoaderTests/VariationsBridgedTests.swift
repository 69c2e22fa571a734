import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// A bridged nib with variations of its own, in a placeholder with variations: the nib's content is decoded
/// for the traits of the screen it is shown on (those of the document being loaded), not for the device its
/// own document was designed on, as UIKit gives every view in a window that window's trait collection.
struct VariationsBridgedTests {
    static func load(_ traits: SizeClassTraits? = nil) -> LoadedNib {
        Fixtures.conventionLoader("VariationsBridged").load(
            path: Fixtures.path("VariationsBridged", "Main.storyboard"), traits: traits)
    }

    static func badge(_ loaded: LoadedNib) throws -> LiveView {
        try #require(loaded.objectsByID["Mbr-Bg-004"] as? LiveView)
    }

    static func icon(_ badge: LiveView) throws -> LiveView {
        try #require(badge.subviews.first { $0.documentID == "Bdg-Ic-002" })
    }

    @Test("on the storyboard's iPhone (wC hR) the nib, designed on an iPad, shows its compact content")
    func outerTraitsReachTheNestedNib() throws {
        let loaded = Self.load()
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let badge = try Self.badge(loaded)
        #expect(badge.bridgedFrom?.hasSuffix("BadgeView.xib") == true)
        #expect(badge.subviews.compactMap(\.documentID) == ["Bdg-Ic-002"])
        let iconWidth = try #require(Self.icon(badge).constraints.first { $0.documentID == "Bdg-Cn-011" })
        #expect(iconWidth.constant == 40)
        // The placeholder's own constraint, carried over to the nib's view, with its variation applied.
        let width = try #require(badge.constraints.first { $0.firstAttribute == "width" && $0.secondItem == nil })
        #expect(width.constant == 120)
    }

    @Test("on an iPad (wR hR) the nested nib's regular-width variations apply, and the placeholder's")
    func regularWidth() throws {
        let badge = try Self.badge(Self.load(.pad))
        #expect(badge.subviews.compactMap(\.documentID) == ["Bdg-Ic-002", "Bdg-Dt-003"])
        let iconWidth = try #require(Self.icon(badge).constraints.first { $0.documentID == "Bdg-Cn-011" })
        #expect(iconWidth.constant == 64)
        let width = try #require(badge.constraints.first { $0.firstAttribute == "width" && $0.secondItem == nil })
        #expect(width.constant == 240)
        #expect(badge.constraints.filter(\.isActive).count == badge.constraints.count)
    }

    @Test("a placeholder not installed for the traits is still bridged, and left out of the hierarchy")
    func uninstalledPlaceholder() throws {
        let loaded = Self.load(.phone(landscape: true, regularWidthInLandscape: false))
        let badge = try Self.badge(loaded)
        #expect(badge.bridgedFrom != nil)
        #expect(badge.superview == nil)
        let root = try #require(loaded.objectsByID["Mbr-Rv-003"] as? LiveView)
        #expect(root.subviews.compactMap(\.documentID) == ["Mbr-Lb-005"])
        let active = Set(root.constraints.filter(\.isActive).compactMap(\.documentID))
        #expect(active == ["Mbr-Cn-015", "Mbr-Cn-016", "Mbr-Cn-017"])
    }

    @Test("the nib loaded alone gets its own device's traits (an iPad's)")
    func nibAlone() throws {
        let loaded = Fixtures.conventionLoader("VariationsBridged").load(
            path: Fixtures.path("VariationsBridged", "BadgeView.xib"))
        let root = try #require(loaded.views.first)
        #expect(root.subviews.compactMap(\.documentID) == ["Bdg-Ic-002", "Bdg-Dt-003"])
    }

    @Test("traits given to the load win over those of every document it reaches")
    func explicitTraitsEverywhere() throws {
        let phone = SizeClassTraits.phone(landscape: false, regularWidthInLandscape: false)
        let loaded = Fixtures.conventionLoader("VariationsBridged").load(
            path: Fixtures.path("VariationsBridged", "BadgeView.xib"), traits: phone)
        #expect(try #require(loaded.views.first).subviews.compactMap(\.documentID) == ["Bdg-Ic-002"])
        #expect(NibLoader.traitsInEffect == nil)
    }
}
